import { describe, expect, it } from 'vitest';
import { feedPath, localeUrl, parseUrl, textDirection, withTrailingSlash } from '../../src/paths';

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
