import { describe, expect, it } from 'vitest';
import { pageUrl, placeOf, routeDataFile, type PageLocation } from '../../src/paths';

const htmlFileOf = (page: PageLocation) => placeOf(page).htmlFile;

describe('route files: the url, data file and HTML file of a page', () => {
  it('gives each page one url, with its locale prefix and a trailing slash', () => {
    expect(pageUrl({ locale: 'en', path: '/' })).toBe('/');
    expect(pageUrl({ locale: 'en', path: '/products/carports-v/' })).toBe('/products/carports-v/');
    expect(pageUrl({ locale: 'fr', path: '/' })).toBe('/fr/');
    expect(pageUrl({ locale: 'ar', path: '/conseils/budget-pergola-suisse/' })).toBe(
      '/ar/conseils/budget-pergola-suisse/',
    );
  });

  it('names one data file per locale and path, index for the home page', () => {
    expect(routeDataFile({ locale: 'en', path: '/' })).toBe('data/en/index.json');
    expect(routeDataFile({ locale: 'de', path: '/products/carports-v/' })).toBe('data/de/products/carports-v.json');
  });

  it('names the HTML file of dist/ a page is prerendered to', () => {
    expect(htmlFileOf({ locale: 'en', path: '/' })).toBe('index.html');
    expect(htmlFileOf({ locale: 'en', path: '/products/carports-v/' })).toBe('products/carports-v/index.html');
    expect(htmlFileOf({ locale: 'fr', path: '/' })).toBe('fr/index.html');
    expect(htmlFileOf({ locale: 'fr', path: '/contact/' })).toBe('fr/contact/index.html');
  });

  it("refuses what is not a page's path, so a url and its files never disagree", () => {
    for (const path of [
      'contact',
      'contact/',
      '/contact',
      '/contact/?x=1',
      '/contact/#form',
      '//contact/',
      '',
      '/../',
      '/conseils/../../',
      '/fr/',
      '/fr/contact/',
      '/a b/',
      '/a\n/',
      '/Contact/',
      '/a--b/',
    ])
      expect(() => placeOf({ locale: 'fr', path }), path).toThrow(/not a page's path/);
  });
});
