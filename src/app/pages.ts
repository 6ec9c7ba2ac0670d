import type { ComponentType } from 'react';
import ArticleListPage from '../pages/ArticleListPage';
import ArticlePage from '../pages/ArticlePage';
import BlockPage from '../pages/BlockPage';
import NotFoundPage from '../pages/NotFoundPage';
import ProductPage from '../pages/ProductPage';
import ProsePage from '../pages/ProsePage';
import SearchPage from '../pages/SearchPage';
import type { PageProps } from './page-view';

/**
 * Every page component, by name: the one place a kind of page is registered. The content step names
 * one of these in each page's data (`page`, see src/lib/page.ts), and the prerender renders it
 * (./route-modules.tsx). Pages are prerendered only: in the browser, a page's code is its islands'.
 */
export const PAGES = {
  BlockPage,
  ArticleListPage,
  NotFoundPage,
  SearchPage,
  ProductPage,
  ArticlePage,
  ProsePage,
} satisfies Record<string, ComponentType<PageProps<never>>>;

export type PageComponent = keyof typeof PAGES;
