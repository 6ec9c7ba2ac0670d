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
import {
  GENERATED_FOLDER,
  NETLIFY_FILES,
  SITE_FILES,
  fileAt,
  rolePlace,
  type FixedPagePlace,
  type FixedPages,
} from '../../src/paths';
import { robotsTxt, sitemapXml, type SitemapPage } from '../../src/lib/seo';
import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/locales';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dist = join(root, 'dist');
const generated = join(root, GENERATED_FOLDER);
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(generated, file), 'utf8')) as T;
const site = readJson<{ url: string }>('site.json');
const pages = readJson<SitemapPage[]>('sitemap-pages.json');

/**
 * The default locale's not-found page, which Netlify serves for unknown paths outside a locale prefix: the page the
 * content step gave that role (scripts/content/page-builders/special-pages.ts), where it built it.
 */
function notFoundPage(): FixedPagePlace {
  const page = rolePlace(readJson<FixedPages>('fixed-pages.json'), 'notFound', DEFAULT_LOCALE);
  if (!page)
    throw new Error(
      `postbuild: src/generated/fixed-pages.json names no ${DEFAULT_LOCALE} not-found page; run \`npm run build\` again, which writes it.`,
    );
  return page;
}

writeFileSync(join(dist, fileAt(SITE_FILES.sitemap)), sitemapXml(pages));
writeFileSync(join(dist, fileAt(SITE_FILES.robots)), robotsTxt(site.url));
copyFileSync(join(dist, notFoundPage().htmlFile), join(dist, fileAt(NETLIFY_FILES.notFound)));
copyFileSync(join(generated, fileAt(NETLIFY_FILES.redirects)), join(dist, fileAt(NETLIFY_FILES.redirects)));
console.log(`postbuild: sitemap.xml (${pages.length} pages), robots.txt, 404.html, _redirects`);

// Feeds: the articles of each locale as its article list shows them (src/lib/feed.ts), each at the url the content
// step gave it.
const feeds = Object.values(readJson<Record<Locale, Feed>>('feeds.json'));
for (const feed of feeds) writeFileSync(join(dist, fileAt(feed.url)), atomFeed(feed));
console.log(`postbuild: ${feeds.map((feed) => feed.url).join(', ')}`);
