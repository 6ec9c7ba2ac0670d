import type { ComponentType } from 'react';
import type { PageProps } from './page-view';

type PageModule = { default: ComponentType<PageProps<never>> };

/**
 * Every page component, by name: the one place a kind of page is registered. The content step names
 * one of these in each page's data (`page`, see src/lib/route-files.ts), and the browser and the
 * prerender both load it from here (src/app/page-parts.ts). Adding a page component is adding its
 * line here.
 */
export const PAGES = {
  BlockPage: () => import('../pages/BlockPage'),
  FormPage: () => import('../pages/FormPage'),
  ArticleListPage: () => import('../pages/ArticleListPage'),
  NotFoundPage: () => import('../pages/NotFoundPage'),
  SearchPage: () => import('../pages/SearchPage'),
  ProductPage: () => import('../pages/ProductPage'),
  ArticlePage: () => import('../pages/ArticlePage'),
  ProsePage: () => import('../pages/ProsePage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageComponent = keyof typeof PAGES;
