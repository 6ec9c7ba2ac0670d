// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fullTitle, hreflangAlternates, robotsTxt, robotsValue, sitemapXml } from '../../src/lib/seo';
import { places, translationsOf } from '../../scripts/content/page-builders/places';
import type { Locale } from '../../src/schemas/locales';

const SITE = 'https://www.example.ch';
const placeAt = places(SITE);
/** A page's translations at the places the content step gives them. */
const at = (path: string, locales: Locale[]) => translationsOf(placeAt, path, locales).pages;

describe('hreflang alternates', () => {
  it('lists real translations only, plus x-default on the English version', () => {
    expect(hreflangAlternates(at('/vitrage/', ['en', 'fr']))).toEqual([
      { hreflang: 'en', href: 'https://www.example.ch/vitrage/' },
      { hreflang: 'fr', href: 'https://www.example.ch/fr/vitrage/' },
      { hreflang: 'x-default', href: 'https://www.example.ch/vitrage/' },
    ]);
  });
  it('points x-default at English wherever English is in the list', () => {
    expect(hreflangAlternates(at('/vitrage/', ['fr', 'en'])).at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://www.example.ch/vitrage/',
    });
  });
  it('gives a page in a single language no alternates', () => {
    expect(hreflangAlternates(at('/vitrage/', ['en']))).toEqual([]);
  });
  it('falls back to the first translation for x-default when English is missing', () => {
    expect(hreflangAlternates(at('/a/', ['fr', 'de'])).at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://www.example.ch/fr/a/',
    });
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml([
    { translations: translationsOf(placeAt, '/', ['en', 'fr']) },
    { translations: translationsOf(placeAt, '/conseils/a-b/', ['en']), lastmod: '2024-12-02' },
  ]);
  it('has one <url> per real translation with its alternates', () => {
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://www.example.ch/fr/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://www.example.ch/fr/"/>');
    expect(xml).toContain('<lastmod>2024-12-02</lastmod>');
    expect(xml).not.toContain('/de/');
  });
  it('writes the absolute URLs and alternates the content step gave each page, making none', () => {
    const given = {
      pages: [{ locale: 'en' as const, absoluteUrl: 'https://given.example/a/' }],
      alternates: [{ hreflang: 'x-default', href: 'https://given.example/x/' }],
    };
    const written = sitemapXml([{ translations: given }]);
    expect(written).toContain('<loc>https://given.example/a/</loc>');
    expect(written).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://given.example/x/"/>');
    expect(written).not.toContain('example.ch');
  });
  it('is well-formed XML with the sitemap and xhtml namespaces', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });
});

describe('titles and robots', () => {
  it('appends the site name once', () => {
    expect(fullTitle('Carports', 'Terraluce')).toBe('Carports | Terraluce');
    expect(fullTitle('Carports | Terraluce', 'Terraluce')).toBe('Carports | Terraluce');
  });
  it('is index,follow unless told otherwise', () => {
    expect(robotsValue(false, false)).toBe('index,follow');
    expect(robotsValue(true, false)).toBe('noindex,follow');
    expect(robotsValue(false, true)).toBe('index,nofollow');
  });
  it('robots.txt points at the sitemap and keeps crawlers out of the API', () => {
    expect(robotsTxt(SITE)).toContain('Sitemap: https://www.example.ch/sitemap.xml');
    expect(robotsTxt(SITE)).toContain('Disallow: /api/');
  });
});
