import type { ArticleRoute, BlockPageRoute, ProductRoute, ProseRoute } from './route-data.ts';
import type { SitemapPage } from './seo.ts';
import type { PagePlace } from '../paths/index.ts';
import type { BlockPageLayout } from '../schemas/page.ts';

/*
 * A page has one shape from the content step to its HTML. A page builder (scripts/content/page-builders/) makes
 * Page values; the content step (scripts/content/emit/emit.ts) writes each page's data file and its line of the
 * route manifest as projections of it; the prerender (src/app/prerender.tsx) reads them back.
 */

/**
 * The kinds of page, each with the route data its view renders: each has its page builder
 * (scripts/content/page-builders/) and its view (src/app/views.ts).
 */
export interface RouteOfKind {
  'block-page': BlockPageRoute;
  product: ProductRoute;
  article: ArticleRoute;
  prose: ProseRoute;
}
export type PageKind = keyof RouteOfKind;

/**
 * One page in one locale, where it is (`PagePlace`: its locale, path, url and files) computed once by its
 * builder.
 */
export interface Page<K extends PageKind = PageKind> extends PagePlace {
  kind: K;
  /** The page's id in its collection: a page id, a product key, an article slug. */
  id: string;
  /** A block page's layout; the other kinds have one each. */
  layout?: BlockPageLayout;
  /** The MDX body, as a path from the project root (`/content/articles/x.en.mdx`). */
  body?: string;
  /** Its JavaScript as the content step compiled it, under src/generated/ (`mdx/<key>.js`). */
  compiledBody?: string;
  /** What the page component renders. */
  route: RouteOfKind[K];
  /** The page's line in the sitemap: set on the English page of what the sitemap lists. */
  sitemap?: SitemapPage;
}

/**
 * What a line of src/generated/route-manifest.json keeps of a page, in this order: enough to list it and
 * find its data file, its body and its HTML, never its data, so the one list of every page stays small.
 * The prerender renders what it lists; the build's checks, the benchmark and the tests read it.
 */
export const MANIFEST_FIELDS = [
  'locale',
  'path',
  'kind',
  'id',
  'layout',
  'body',
  'url',
  'htmlFile',
  'dataFile',
] as const;
export type ManifestEntry = Pick<Page, (typeof MANIFEST_FIELDS)[number]>;

/** What a page's data file (src/generated/data/<locale>/<path>.json) keeps of it: what the prerender renders. */
export const ROUTE_FILE_FIELDS = ['layout', 'body', 'compiledBody', 'route'] as const;
export type RouteFile = Pick<Page, (typeof ROUTE_FILE_FIELDS)[number]>;

/** The fields of a page, in the order given: a field the page does not have is left out of its JSON. */
export function pageFields<K extends keyof Page>(page: Page, fields: readonly K[]): Pick<Page, K> {
  return Object.fromEntries(fields.map((field) => [field, page[field]])) as Pick<Page, K>;
}
