import { describe, expect, it } from 'vitest';
import { feedPath, localeUrl, parseUrl, switchLocaleUrl, textDirection, withTrailingSlash } from '../../src/paths';

describe('switchLocaleUrl', () => {
  it('does nothing when the chosen language is the current one', () => {
    expect(switchLocaleUrl('/fr/contact/', 'fr', 'fr')).toBeNull();
    expect(switchLocaleUrl('/contact/', 'en', 'en')).toBeNull();
  });
  it('adds the prefix of the chosen language to an unprefixed (English) path', () => {
    expect(switchLocaleUrl('/contact/', 'en', 'fr')).toBe('/fr/contact/');
    expect(switchLocaleUrl('/', 'en', 'ar')).toBe('/ar/');
  });
  it('replaces an existing two-letter prefix', () => {
    expect(switchLocaleUrl('/fr/products/carports-v/', 'fr', 'de')).toBe('/de/products/carports-v/');
    expect(switchLocaleUrl('/es/', 'es', 'it')).toBe('/it/');
  });
  it('goes back to the unprefixed path for the default language', () => {
    expect(switchLocaleUrl('/fr/conseils/budget-pergola-suisse/', 'fr', 'en')).toBe('/conseils/budget-pergola-suisse/');
    expect(switchLocaleUrl('/fr', 'fr', 'en')).toBe('/');
  });
  it('keeps the query and fragment, and adds the trailing slash', () => {
    expect(switchLocaleUrl('/fr/conseils?q=bois#liste', 'fr', 'en')).toBe('/conseils/?q=bois#liste');
  });
  it('removes any two-letter prefix, as the spec says, but not longer first segments', () => {
    expect(switchLocaleUrl('/xx/contact/', 'en', 'fr')).toBe('/fr/contact/');
    expect(switchLocaleUrl('/products/x/', 'en', 'fr')).toBe('/fr/products/x/');
  });
});

describe('localeUrl', () => {
  it('prefixes site paths and leaves other links alone', () => {
    expect(localeUrl('/contact', 'fr')).toBe('/fr/contact/');
    expect(localeUrl('/contact/?sujet=a', 'de')).toBe('/de/contact/?sujet=a');
    expect(localeUrl('/', 'en')).toBe('/');
    expect(localeUrl('https://example.org/a', 'fr')).toBe('https://example.org/a');
    expect(localeUrl('tel:+41225550100', 'fr')).toBe('tel:+41225550100');
    expect(localeUrl('/downloads/nuancier-couleurs.pdf', 'fr')).toBe('/downloads/nuancier-couleurs.pdf');
  });
});

describe('parseUrl, withTrailingSlash, textDirection', () => {
  it('splits a path into locale and neutral path', () => {
    expect(parseUrl('/ar/vitrage/')).toEqual({ locale: 'ar', path: '/vitrage/' });
    expect(parseUrl('/vitrage/')).toEqual({ locale: 'en', path: '/vitrage/' });
    expect(parseUrl('/fr')).toEqual({ locale: 'fr', path: '/' });
  });
  it('adds the trailing slash before the query', () => {
    expect(withTrailingSlash('/a?b=1')).toBe('/a/?b=1');
    expect(withTrailingSlash('/a/')).toBe('/a/');
  });
  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});

describe('feedPath', () => {
  it('puts English at the root and other locales under their prefix', () => {
    expect(feedPath('en')).toBe('/feed.xml');
    expect(feedPath('fr')).toBe('/fr/feed.xml');
    expect(feedPath('ar')).toBe('/ar/feed.xml');
  });
});
