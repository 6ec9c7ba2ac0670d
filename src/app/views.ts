import { createElement, type ComponentType } from 'react';
import { EstimatorProvider } from '../components/estimator/estimator-slot';
import type { BodyComponent } from '../components/mdx/MDXComponents';
import { SolarEstimatorProvider } from '../components/solar-estimator/solar-slot';
import type { ManifestEntry, PageKind, PageProps, RouteFile } from '../lib/route-data';
import type { BlockPageLayout } from '../schemas/page';
import ArticleListPage from '../views/ArticleListPage';
import ArticlePage from '../views/ArticlePage';
import BlockPage from '../views/BlockPage';
import NotFoundPage from '../views/NotFoundPage';
import ProductPage from '../views/ProductPage';
import ProsePage from '../views/ProsePage';
import SearchPage from '../views/SearchPage';

/*
 * The component that renders each kind of page (src/lib/route-data.ts), and each layout of a block page: the
 * one place a kind of page meets its view. Pages are prerendered only: in the browser, a page's code is its
 * islands'.
 */

/** A view: the page's route data, and for an article or a prose page its MDX body. */
type View = ComponentType<PageProps<never> & { Body?: BodyComponent }>;

const BLOCK_PAGE_VIEWS = {
  blocks: BlockPage,
  'article-list': ArticleListPage,
  search: SearchPage,
  'not-found': NotFoundPage,
} satisfies Record<BlockPageLayout, View>;

const KIND_VIEWS = {
  product: ProductPage,
  article: ArticlePage,
  prose: ProsePage,
} satisfies Record<Exclude<PageKind, 'block-page'>, View>;

/** The component of a page of this kind and, for a block page, this layout. */
export function pageView(kind: PageKind, layout: BlockPageLayout | undefined): View {
  if (kind !== 'block-page') return KIND_VIEWS[kind];
  if (!layout) throw new Error('A block page has no layout in the route manifest; run `npm run content`.');
  return BLOCK_PAGE_VIEWS[layout];
}

/** A page as the prerender renders it: its manifest line, its data file and, for an article or a prose page, its MDX body. */
export interface ShownPage {
  page: ManifestEntry;
  file: RouteFile;
  Body?: BodyComponent;
}

/** The page as its kind (and layout) shows it, with the estimators' figures where it shows them. */
export function PageView({ shown: { page, file, Body } }: { shown: ShownPage }) {
  const view = createElement(pageView(page.kind, page.layout), { route: file.route as never, Body });
  const solar = createElement(SolarEstimatorProvider, { data: file.route.solarEstimator, children: view });
  return createElement(EstimatorProvider, { data: file.route.estimator, children: solar });
}
