import { describe, expect, it } from 'vitest';
import {
  SITE_FILES,
  absoluteUrl,
  feedUrl,
  fileAt,
  localeUrl,
  parseUrl,
  textDirection,
  withTrailingSlash,
} from '../../src/paths';

describe('localeUrl', () => {
  it("puts a page's path under the locale's prefix, the default locale's under none", () => {
    expect(localeUrl('/contact/', 'fr')).toBe('/fr/contact/');
    expect(localeUrl('/products/carports-v/', 'de')).toBe('/de/products/carports-v/');
    expect(localeUrl('/', 'en')).toBe('/');
    expect(localeUrl('/', 'ar')).toBe('/ar/');
  });
  it('refuses a link that is not a page path: a file, another site, a query, a missing slash', () => {
    for (const link of [
      '/contact',
      '/contact/?sujet=a',
      'https://example.org/a',
      'tel:+41225550100',
      '/downloads/x.pdf',
    ])
      expect(() => localeUrl(link, 'fr'), link).toThrow(/not a page's path/);
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

describe('feedUrl', () => {
  it('puts English at the root and other locales under their prefix', () => {
    expect(feedUrl('en')).toBe('/feed.xml');
    expect(feedUrl('fr')).toBe('/fr/feed.xml');
    expect(feedUrl('ar')).toBe('/ar/feed.xml');
  });
});

describe('fileAt, feedUrl', () => {
  it("names a file under dist/ by the url it answers at, the feed's by its locale", () => {
    expect(fileAt(SITE_FILES.sitemap)).toBe('sitemap.xml');
    expect(fileAt(SITE_FILES.colourChart)).toBe('downloads/nuancier-couleurs.pdf');
    expect(fileAt(feedUrl('en'))).toBe('feed.xml');
    expect(fileAt(feedUrl('fr'))).toBe('fr/feed.xml');
  });
});

describe('absoluteUrl', () => {
  it("puts a url behind the site's origin and leaves one already absolute alone", () => {
    expect(absoluteUrl('https://www.example.ch', '/')).toBe('https://www.example.ch/');
    expect(absoluteUrl('https://www.example.ch', '/fr/contact/')).toBe('https://www.example.ch/fr/contact/');
    expect(absoluteUrl('https://www.example.ch', 'https://cdn.example.org/a.jpg')).toBe(
      'https://cdn.example.org/a.jpg',
    );
  });
});
