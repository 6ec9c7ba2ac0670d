/**
 * After prerendering: sitemap.xml with hreflang alternates, robots.txt, 404.html (the page
 * Netlify serves for unknown paths outside a locale prefix), the language redirects of `/`
 * (_redirects) and one Atom feed of articles per locale. The pages themselves, the search index and
 * dist/_headers are finished by the prerender (scripts/finish/finish-pages.ts).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { articleFeed, atomFeed, feedPath, type FeedArticle } from '../../src/lib/feed';
import type { BlockPageRoute } from '../../src/lib/route-data';
import { robotsTxt, sitemapXml, type SitemapPage } from '../../src/lib/seo';
import { LOCALES } from '../../src/schemas/common';
import type { ManifestEntry, RouteFile } from '../../src/lib/page';
import { routeDataFile } from '../../src/lib/paths';
import { languageRedirects, localeCodesOf } from './language-redirects';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dist = join(root, 'dist');
const generated = join(root, 'src/generated');
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as {
  url: string;
  name: string;
  legalName: string;
  copyrightYear: number;
};
const pages = readJson<SitemapPage[]>(join(generated, 'sitemap-pages.json'));

writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(site.url, pages));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(site.url));
copyFileSync(join(dist, '404/index.html'), join(dist, '404.html'));
writeFileSync(join(dist, '_redirects'), languageRedirects(localeCodesOf(root)));
console.log(`postbuild: sitemap.xml (${pages.length} pages), robots.txt, 404.html, _redirects`);

// Feeds: the articles of each locale as its article list shows them (see src/lib/feed.ts).
const manifest = readJson<ManifestEntry[]>(join(generated, 'route-manifest.json'));
const routeOf = <T>(r: ManifestEntry) =>
  readJson<RouteFile>(join(generated, routeDataFile(r.locale, r.path))).route as T;
for (const locale of LOCALES) {
  const ofLocale = manifest.filter((r) => r.locale === locale);
  const articles = ofLocale.filter((r) => r.kind === 'article').map((r) => routeOf<FeedArticle>(r));
  const list = routeOf<BlockPageRoute>(ofLocale.find((r) => r.kind === 'block-page' && r.id === 'conseils')!);
  const feed = articleFeed({
    locale,
    site,
    strings: readJson<Record<string, string>>(join(generated, 'i18n', `${locale}.json`)),
    subtitle: list.contentLocale === locale ? list.meta.description : undefined,
    articles,
  });
  writeFileSync(join(dist, feedPath(locale).slice(1)), atomFeed(feed));
}
console.log(`postbuild: ${LOCALES.map(feedPath).join(', ')}`);
