/** The prerendered pages, read from the route manifest, and the pages Lighthouse visits. */
import { routeManifest } from '../../src/app/route-manifest';
import type { ManifestEntry } from '../../src/lib/route-data';
import { PAGE_PATHS, productPath } from '../../src/paths';

/** How the benchmark groups pages: by kind, with the home page and the article list apart from the other block pages. */
export type BenchGroup = 'home' | 'product' | 'article' | 'article-list' | 'page' | 'prose';

export interface BenchPage {
  locale: string;
  /** Where the page is in every locale: `/contact/`, `/` for home. */
  path: string;
  url: string;
  /** Its file in dist/, as the route manifest gives it. */
  htmlFile: string;
  group: BenchGroup;
}

/** A page's group: its kind, `home` for the home page, `article-list` for the article list. */
function benchGroupOf({ path, kind, layout }: ManifestEntry): BenchGroup {
  if (path === PAGE_PATHS.home) return 'home';
  if (kind === 'block-page') return layout === 'article-list' ? 'article-list' : 'page';
  return kind;
}

export function readPages(root: string): BenchPage[] {
  const pages = routeManifest(root).pages.map((page) => ({
    locale: page.locale,
    path: page.path,
    url: page.url,
    htmlFile: page.htmlFile,
    group: benchGroupOf(page),
  }));
  if (!pages.length)
    throw new Error(`the route manifest of ${root} lists no pages: run \`npm run content\` (or a full build) first`);
  return pages;
}

/** Home, a product, an article, /contact/ and the article list (found by its layout), in English and Arabic. */
export function lighthousePages(pages: BenchPage[]): BenchPage[] {
  const en = pages.filter((r) => r.locale === 'en');
  const product =
    en.find((r) => r.path === productPath('pergolas-bioclimatiques')) ??
    en.find((r) => r.path === productPath('pergolas-bioclimatique')) ??
    en.find((r) => r.group === 'product');
  const article = en.find((r) => r.group === 'article');
  const picks = [
    en.find((r) => r.group === 'home'),
    product,
    article,
    en.find((r) => r.path === PAGE_PATHS.contact),
    en.find((r) => r.group === 'article-list'),
  ].filter((r): r is BenchPage => Boolean(r));
  return ['en', 'ar'].flatMap((locale) =>
    picks
      .map((p) => pages.find((r) => r.locale === locale && r.path === p.path))
      .filter((r): r is BenchPage => Boolean(r)),
  );
}
