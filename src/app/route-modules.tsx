import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteData, ShellData } from '../lib/route-data';
import type { Locale } from '../schemas/common';
import { LocaleLayout } from '../components/layout/LocaleLayout';
import { EstimatorProvider, type EstimatorComponent } from '../components/estimator/estimator-slot';

/*
 * Glue between the generated route table and React Router's `lazy` routes, for the prerender. Each
 * generated route imports its own JSON, its page component and (for articles) its MDX body with literal
 * import() calls: vite-react-ssg reads those calls to preload exactly the page's chunks in its HTML.
 * The browser does not use this table (src/app/page-loader.ts).
 */

export type MdxBody = ComponentType<{ components?: Record<string, ComponentType<never>> }>;
export interface PageProps<T extends RouteData = RouteData> {
  route: T;
  Body?: MdxBody;
}
type PageModule = { default: ComponentType<PageProps<never>> };
type LazyRoute = Pick<RouteObject, 'Component'>;

export interface GeneratedRouteRecord {
  locale: Locale;
  path: string;
  lazy: () => Promise<LazyRoute>;
}
export type ShellLoader = () => Promise<LazyRoute>;

export async function routeModule(
  data: Promise<{ default: unknown }>,
  page: Promise<PageModule>,
  mdx?: Promise<{ default: MdxBody }>,
  estimator?: Promise<{ default: EstimatorComponent }>,
): Promise<LazyRoute> {
  const [{ default: route }, { default: Page }, body, tool] = await Promise.all([data, page, mdx, estimator]);
  const { estimator: estimatorData } = route as RouteData;
  const slot = tool && estimatorData ? { Component: tool.default, data: estimatorData } : undefined;
  const Component = () => (
    <EstimatorProvider slot={slot}>
      <Page route={route as never} Body={body?.default} />
    </EstimatorProvider>
  );
  return { Component };
}

export async function shellModule(
  shell: Promise<{ default: unknown }>,
  strings: Promise<{ default: Record<string, string> }>,
): Promise<LazyRoute> {
  const [{ default: shellData }, { default: ui }] = await Promise.all([shell, strings]);
  const data = shellData as ShellData;
  const Component = () => <LocaleLayout shell={data} strings={ui} />;
  return { Component };
}
