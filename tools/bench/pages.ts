/** The prerendered pages, read from the route manifest, and the pages Lighthouse visits. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeManifest } from '../../src/app/route-manifest';
import type { ManifestEntry } from '../../src/lib/route-data';
import { GENERATED_FOLDER, ROOT_PATH, productPath, type FixedPages } from '../../src/paths';

/** How the benchmark groups pages: by kind, with the home page and the article list apart from the other block pages. */
export type BenchGroup = 'home' | 'product' | 'article' | 'article-list' | 'page' | 'prose';

export interface BenchPage {
  locale: string;
  /** Where the page is in every locale: `/contact/`, `/` for home. */
  path: string;
  /** Its id, for a fixed page: its file name in content/pages/. */
  id: string;
  url: string;
  /** Its file in dist/, as the route manifest gives it. */
  htmlFile: string;
  group: BenchGroup;
}

/** A page's group: its kind, `home` for the home page, `article-list` for the article list. */
function benchGroupOf({ path, kind, layout }: ManifestEntry): BenchGroup {
  if (path === ROOT_PATH) return 'home';
  if (kind === 'block-page') return layout === 'article-list' ? 'article-list' : 'page';
  return kind;
}

export function readPages(root: string): BenchPage[] {
  const pages = routeManifest(root).pages.map((page) => ({
    locale: page.locale,
    path: page.path,
    id: page.id,
    url: page.url,
    htmlFile: page.htmlFile,
    group: benchGroupOf(page),
  }));
  if (!pages.length)
    throw new Error(`the route manifest of ${root} lists no pages: run \`npm run content\` (or a full build) first`);
  return pages;
}

/** The ids of the pages that have a role (the home page, the contact page…), as the content step wrote them. */
export type PageRoles = FixedPages['roles'];

/** The pages' roles in the project at `root`: src/generated/fixed-pages.json, which the functions read too. */
export function pageRoles(root: string): PageRoles {
  const file = join(root, GENERATED_FOLDER, 'fixed-pages.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as FixedPages).roles;
}

/**
 * Home, a product, an article, the contact page (found by its role) and the article list (found by its layout), in
 * English and Arabic.
 */
export function lighthousePages(pages: BenchPage[], roles: PageRoles): BenchPage[] {
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
    en.find((r) => r.id === roles.contact),
    en.find((r) => r.group === 'article-list'),
  ].filter((r): r is BenchPage => Boolean(r));
  return ['en', 'ar'].flatMap((locale) =>
    picks
      .map((p) => pages.find((r) => r.locale === locale && r.path === p.path))
      .filter((r): r is BenchPage => Boolean(r)),
  );
}
