import { describe, expect, it } from 'vitest';
import { OFF_SITE_TARGETS } from '../helpers/off-site-targets';
import { languageChoiceUrl, languageCookie, parseLanguageChoice } from '../../src/lib/language-choice';

describe('language choice', () => {
  it('goes through /api/language with the page to land on', () => {
    expect(languageChoiceUrl('/de/products/carports-v/?q=1')).toBe(
      '/api/language?to=%2Fde%2Fproducts%2Fcarports-v%2F%3Fq%3D1',
    );
  });

  it("takes the language from the page's prefix, English without one", () => {
    expect(parseLanguageChoice('/de/contact/')).toEqual({ locale: 'de', to: '/de/contact/' });
    expect(parseLanguageChoice('/products/carports-v/')).toEqual({ locale: 'en', to: '/products/carports-v/' });
    expect(parseLanguageChoice('/ar/')).toEqual({ locale: 'ar', to: '/ar/' });
  });

  it('never sends the visitor to another site', () => {
    for (const to of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a b',
    ])
      expect(parseLanguageChoice(to), String(to)).toBeUndefined();
  });

  // Each of these is a path until the URL parser removes its dot segments or reads its backslash.
  it.each(OFF_SITE_TARGETS)('refuses a path that is another host after normalisation (%s)', (to) => {
    expect(parseLanguageChoice(to)).toBeUndefined();
  });

  it('keeps paths whose dot segments stay on the site', () => {
    expect(parseLanguageChoice('/de/./contact/')).toEqual({ locale: 'de', to: '/de/contact/' });
    expect(parseLanguageChoice('/fr/../de/contact/')).toEqual({ locale: 'de', to: '/de/contact/' });
  });

  it('remembers the choice for a year, Secure over https', () => {
    expect(languageCookie('it', false)).toBe('nf_lang=it; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('it', true)).toBe('nf_lang=it; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
