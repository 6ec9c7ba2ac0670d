/**
 * After prerendering: sitemap.xml with hreflang alternates, robots.txt, 404.html (the page
 * Netlify serves for unknown paths outside a locale prefix), one Atom feed of articles per
 * locale, the Pagefind search index of every page in dist/pagefind/, the stylesheet inlined into every page,
 * and dist/_headers with the CSP.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { articleFeed, atomFeed, feedPath, type FeedArticle } from '../src/lib/feed';
import type { PageRoute } from '../src/lib/route-data';
import { robotsTxt, sitemapXml, type SitemapPage } from '../src/lib/seo';
import { LOCALES } from '../src/schemas/common';
import { contentSecurityPolicy, headersFile, inlineScripts, scriptHash } from './csp';
import { withInlineStylesheets } from './inline-css';
import { pageOfUrl, routeDataFile, routeFilePath, type ManifestEntry, type RouteFile } from '../src/lib/route-files';
import { LOADED_AFTER_THE_PAGE, withoutModulePreload } from './preloads';
import { urlOfHtmlFile, withRouteData } from './route-data';
import { withoutUnusedInlineScripts } from './unused-inline-scripts';
import { writeSearchIndex } from './search-index';

const root = resolve(fileURLToPath(import.meta.url), '../..');
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
console.log(`postbuild: sitemap.xml (${pages.length} pages), robots.txt, 404.html`);

// Feeds: the articles of each locale as its article list shows them (see src/lib/feed.ts).
const manifest = readJson<ManifestEntry[]>(join(generated, 'route-manifest.json'));
const routeOf = <T>(r: ManifestEntry) =>
  readJson<RouteFile>(join(generated, routeDataFile(r.locale, r.path))).route as T;
for (const locale of LOCALES) {
  const ofLocale = manifest.filter((r) => r.locale === locale);
  const articles = ofLocale.filter((r) => r.kind === 'article').map((r) => routeOf<FeedArticle>(r));
  const list = routeOf<PageRoute>(ofLocale.find((r) => r.kind === 'page' && r.id === 'conseils')!);
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

// Site search: dist/pagefind/, written whole (see scripts/search-index.ts).
const search = await writeSearchIndex(dist);
console.log(
  `postbuild: search index (pages per language: ${search.languages}; ${search.filesRead} files read) in ${search.ms} ms`,
);

// The prerenderer's inline scripts for its own browser runtime, which the pages do not run; the
// stylesheet inlined, so the first paint does not wait for it; the page's data, so hydration does not either.
const allHtml = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const clientManifest = readJson<Record<string, { file: string }>>(join(dist, '.vite/manifest.json'));
const deferred = LOADED_AFTER_THE_PAGE.map((id) => {
  const file = clientManifest[id]?.file;
  if (!file)
    throw new Error(
      `postbuild: ${id} is no chunk of the browser build; update LOADED_AFTER_THE_PAGE in scripts/preloads.ts`,
    );
  return `/${file}`;
});
const stylesheets = new Map<string, string>();
const stylesheet = (href: string) => {
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(dist, href), 'utf8').trim());
  return stylesheets.get(href)!;
};
// Page data as the browser build wrote it, naming its MDX body's chunk (scripts/route-data-plugin.ts).
const routeFiles = new Map<string, string>();
const dataFiles = readdirSync(join(dist, '_data'), { recursive: true, encoding: 'utf8' }).filter((n) =>
  n.endsWith('.json'),
);
for (const f of dataFiles)
  routeFiles.set(`/_data/${f.replace(/\\/g, '/')}`, readFileSync(join(dist, '_data', f), 'utf8'));
for (const f of allHtml) {
  const file = join(dist, f);
  const { locale, path } = pageOfUrl(urlOfHtmlFile(f));
  let html = withInlineStylesheets(withoutUnusedInlineScripts(readFileSync(file, 'utf8')), stylesheet);
  for (const href of deferred) html = withoutModulePreload(html, href);
  writeFileSync(file, withRouteData(html, routeFiles.get(routeFilePath(locale, path))!));
}
console.log(`postbuild: ${[...stylesheets.keys()].join(', ')} inlined into ${allHtml.length} pages`);

// Last, once every HTML file is final: the CSP allows exactly the inline scripts the prerender wrote, by hash.
const hashes = new Set(allHtml.flatMap((f) => inlineScripts(readFileSync(join(dist, f), 'utf8')).map(scriptHash)));
writeFileSync(join(dist, '_headers'), headersFile(contentSecurityPolicy(hashes)));
console.log(`postbuild: _headers (CSP with ${hashes.size} inline script hashes)`);
