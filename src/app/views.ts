import type { ComponentType } from 'react';
import type { PageKind } from '../lib/page';
import type { BlockPageLayout } from '../schemas/page';
import ArticleListPage from '../views/ArticleListPage';
import ArticlePage from '../views/ArticlePage';
import BlockPage from '../views/BlockPage';
import NotFoundPage from '../views/NotFoundPage';
import ProductPage from '../views/ProductPage';
import ProsePage from '../views/ProsePage';
import SearchPage from '../views/SearchPage';
import type { PageProps } from '../views/page-props';

/**
 * The component that renders each kind of page (src/lib/page.ts), and each layout of a block page: the one
 * place a kind of page meets its view. Pages are prerendered only: in the browser, a page's code is its
 * islands'.
 */
const BLOCK_PAGE_VIEWS = {
  blocks: BlockPage,
  'article-list': ArticleListPage,
  search: SearchPage,
  'not-found': NotFoundPage,
} satisfies Record<BlockPageLayout, ComponentType<PageProps<never>>>;

const KIND_VIEWS = {
  product: ProductPage,
  article: ArticlePage,
  prose: ProsePage,
} satisfies Record<Exclude<PageKind, 'block-page'>, ComponentType<PageProps<never>>>;

/** The component of a page of this kind and, for a block page, this layout. */
export function pageView(kind: PageKind, layout: BlockPageLayout | undefined): ComponentType<PageProps<never>> {
  if (kind !== 'block-page') return KIND_VIEWS[kind];
  if (!layout) throw new Error('A block page has no layout in its data file; run `npm run content`.');
  return BLOCK_PAGE_VIEWS[layout];
}
