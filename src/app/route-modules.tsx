import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteData, ShellData } from '../lib/route-data';
import type { Locale } from '../schemas/common';
import { routeDataFile, type RouteFile } from '../lib/route-files';
import { LocaleLayout } from '../components/layout/LocaleLayout';
import { EstimatorProvider, type EstimatorComponent } from '../components/estimator/estimator-slot';

/*
 * Glue between the generated route table and React Router's `lazy` routes, for the prerender only (the
 * browser finds pages with src/app/page-loader.ts). Each generated route reads its data file from
 * src/generated/data/ and imports its page component and (for articles) its MDX body with literal
 * import() calls: vite-react-ssg reads those calls to preload exactly the page's chunks in its HTML.
 * The data is read, not imported, so the server build does not bundle one module per page.
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

/**
 * A page's data as the content step wrote it. The prerender runs from the project root (`npm run build`),
 * so the file is found from there; node:fs is loaded only here, never in the browser bundle.
 */
export async function routeData(locale: Locale, path: string): Promise<RouteFile> {
  const { readFile } = await import('node:fs/promises');
  const file = `${process.cwd()}/src/generated/${routeDataFile(locale, path)}`;
  return JSON.parse(await readFile(file, 'utf8')) as RouteFile;
}

export async function routeModule(
  data: Promise<RouteFile>,
  page: Promise<PageModule>,
  mdx?: Promise<{ default: MdxBody }>,
  estimator?: Promise<{ default: EstimatorComponent }>,
): Promise<LazyRoute> {
  const [{ route }, { default: Page }, body, tool] = await Promise.all([data, page, mdx, estimator]);
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
