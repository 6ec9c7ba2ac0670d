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

/** A page's real translation: its locale and its url, read from its place (never made here). */
export interface Translation {
  locale: Locale;
  url: string;
}

/**
 * hreflang alternates for a page: one per locale that really has its own translation,
 * plus x-default pointing at the default locale's version. A page with a single language
 * gets no alternates at all.
 */
export function hreflangAlternates(
  origin: string,
  translations: readonly Translation[],
): { hreflang: string; href: string }[] {
  if (translations.length < 2) return [];
  const alternates: { hreflang: string; href: string }[] = translations.map((t) => ({
    hreflang: t.locale,
    href: absoluteUrl(origin, t.url),
  }));
  const fallback = translations.find((t) => t.locale === DEFAULT_LOCALE) ?? translations[0]!;
  alternates.push({ hreflang: 'x-default', href: absoluteUrl(origin, fallback.url) });
  return alternates;
}

/** A page the sitemap lists, once for all its translations, each at its url. */
export interface SitemapPage {
  translations: readonly Translation[];
  lastmod?: string;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml listing every real translation of every indexable page, with its alternates. */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) =>
    page.translations.map(({ url }) => {
      const links = hreflangAlternates(origin, page.translations)
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
        .join('\n');
      return [
        '  <url>',
        `    <loc>${xmlEscape(absoluteUrl(origin, url))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${page.lastmod}</lastmod>`] : []),
        ...(links ? [links] : []),
        '  </url>',
      ].join('\n');
    }),
  );
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
