/** The prerendered routes, read from the content build's route table, and the pages Lighthouse visits. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../../src/lib/route-data';
import { PAGE_PATHS, productPath } from '../../src/paths';

export type PageType = 'home' | 'product' | 'article' | 'article-list' | 'page' | 'prose';

export interface BenchRoute {
  locale: string;
  /** Where the page is in every locale: `/contact/`, `/` for home. */
  path: string;
  url: string;
  /** Its file in dist/, as the route manifest gives it. */
  htmlFile: string;
  type: PageType;
}

/** The type of a page: its kind, or for a block page its layout where it is the article list. */
function typeOf({ path, kind, layout }: ManifestEntry): PageType {
  if (path === PAGE_PATHS.home) return 'home';
  if (kind === 'block-page') return layout === 'article-list' ? 'article-list' : 'page';
  return kind;
}

export function readRoutes(root: string): BenchRoute[] {
  const file = join(root, 'src/generated/route-manifest.json');
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as ManifestEntry[]).map((page) => ({
    locale: page.locale,
    path: page.path,
    url: page.url,
    htmlFile: page.htmlFile,
    type: typeOf(page),
  }));
  if (!routes.length) throw new Error(`${file} lists no routes: run \`npm run content\` (or a full build) first`);
  return routes;
}

/** Home, a product, an article, /contact/ and /conseils/, in English and Arabic. */
export function lighthousePages(routes: BenchRoute[]): BenchRoute[] {
  const en = routes.filter((r) => r.locale === 'en');
  const product =
    en.find((r) => r.path === productPath('pergolas-bioclimatiques')) ??
    en.find((r) => r.path === productPath('pergolas-bioclimatique')) ??
    en.find((r) => r.type === 'product');
  const article = en.find((r) => r.type === 'article');
  const picks = [
    en.find((r) => r.type === 'home'),
    product,
    article,
    en.find((r) => r.path === PAGE_PATHS.contact),
    en.find((r) => r.path === PAGE_PATHS.conseils),
  ].filter((r): r is BenchRoute => Boolean(r));
  return ['en', 'ar'].flatMap((locale) =>
    picks
      .map((p) => routes.find((r) => r.locale === locale && r.path === p.path))
      .filter((r): r is BenchRoute => Boolean(r)),
  );
}

/** "en /products/x/" style label used in the tables. */
export const label = (r: BenchRoute) => r.url;
