import type { Locale } from '../schemas/locales';
import { DEFAULT_LOCALE } from '../schemas/locales';
import { API_ROOT, SITE_FILES, absoluteUrl } from '../paths';

/** `<title>`: the page's own title, then the site name. */
export function fullTitle(title: string, siteName: string): string {
  return title.endsWith(` | ${siteName}`) ? title : `${title} | ${siteName}`;
}

/** `index,follow` unless noIndex or noFollow is set. */
export function robotsValue(noIndex: boolean, noFollow: boolean): string {
  return `${noIndex ? 'noindex' : 'index'},${noFollow ? 'nofollow' : 'follow'}`;
}

/** A page's real translation: its locale and its absolute URL, read from its place (never made here). */
export interface Translation {
  locale: Locale;
  absoluteUrl: string;
}

/** A hreflang link of a page's head and of its sitemap lines. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's real translations and the alternates they make, the same for its copy in every locale: the content
 * step makes them once per page (scripts/content/page-builders/places.ts), its heads and its sitemap lines
 * read them.
 */
export interface PageTranslations {
  pages: readonly Translation[];
  alternates: readonly Alternate[];
}

/**
 * hreflang alternates for a page: one per locale that really has its own translation,
 * plus x-default pointing at the default locale's version. A page with a single language
 * gets no alternates at all.
 */
export function hreflangAlternates(translations: readonly Translation[]): Alternate[] {
  if (translations.length < 2) return [];
  const alternates: Alternate[] = translations.map((t) => ({ hreflang: t.locale, href: t.absoluteUrl }));
  const fallback = translations.find((t) => t.locale === DEFAULT_LOCALE) ?? translations[0]!;
  alternates.push({ hreflang: 'x-default', href: fallback.absoluteUrl });
  return alternates;
}

/** A page the sitemap lists, once for all its translations, each at its absolute URL with the page's alternates. */
export interface SitemapPage {
  translations: PageTranslations;
  lastmod?: string;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml listing every real translation of every indexable page, with its alternates, as the content step gave them. */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap(({ translations, lastmod }) => {
    const links = translations.alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      .join('\n');
    return translations.pages.map(({ absoluteUrl }) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(absoluteUrl)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...(links ? [links] : []),
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${API_ROOT}\n\nSitemap: ${absoluteUrl(origin, SITE_FILES.sitemap)}\n`;
}
