/**
 * After prerendering: sitemap.xml with hreflang alternates, robots.txt, 404.html (the page
 * Netlify serves for unknown paths outside a locale prefix), the language redirects of `/`
 * and every other redirect (_redirects) and one Atom feed of articles per locale, each from what the content
 * step wrote into src/generated/ (no source file is read here). The pages themselves and dist/_headers are
 * finished by the prerender (scripts/finish/finish-pages.ts), the search index from them (search-index.ts).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atomFeed, type Feed } from '../../src/lib/feed';
import { routeManifest } from '../../src/app/route-manifest';
import { NETLIFY_FILES, SITE_FILES, feedFile, feedUrl, fileAt } from '../../src/paths';
import { robotsTxt, sitemapXml, type SitemapPage } from '../../src/lib/seo';
import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/locales';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dist = join(root, 'dist');
const generated = join(root, 'src/generated');
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(generated, file), 'utf8')) as T;
const site = readJson<{ url: string }>('site.json');
const pages = readJson<SitemapPage[]>('sitemap-pages.json');

/** The default locale's not-found page, which Netlify serves for unknown paths outside a locale prefix. */
function notFoundPage() {
  const page = routeManifest(root).pages.find((p) => p.layout === 'not-found' && p.locale === DEFAULT_LOCALE);
  if (!page)
    throw new Error(
      `postbuild: the route manifest has no ${DEFAULT_LOCALE} page of layout not-found; give one page of content/pages/ that layout, then build again.`,
    );
  return page;
}

writeFileSync(join(dist, fileAt(SITE_FILES.sitemap)), sitemapXml(pages));
writeFileSync(join(dist, fileAt(SITE_FILES.robots)), robotsTxt(site.url));
copyFileSync(join(dist, notFoundPage().htmlFile), join(dist, fileAt(NETLIFY_FILES.notFound)));
copyFileSync(join(generated, fileAt(NETLIFY_FILES.redirects)), join(dist, fileAt(NETLIFY_FILES.redirects)));
console.log(`postbuild: sitemap.xml (${pages.length} pages), robots.txt, 404.html, _redirects`);

// Feeds: the articles of each locale as its article list shows them (src/lib/feed.ts).
const feeds = Object.entries(readJson<Record<Locale, Feed>>('feeds.json')) as [Locale, Feed][];
for (const [locale, feed] of feeds) writeFileSync(join(dist, feedFile(locale)), atomFeed(feed));
console.log(`postbuild: ${feeds.map(([locale]) => feedUrl(locale)).join(', ')}`);
