import type { ComponentType } from 'react';
import { EstimatorProvider, type EstimatorComponent } from '../components/estimator/estimator-slot';
import type { RouteFile } from '../lib/route-files';
import type { RouteData } from '../lib/route-data';

export type MdxBody = ComponentType<{ components?: Record<string, ComponentType<never>> }>;
export interface PageProps<T extends RouteData = RouteData> {
  route: T;
  Body?: MdxBody;
}

/** A page once its parts are loaded, by the browser (page-loader.ts) or the prerender (route-modules.tsx). */
export interface ShownPage {
  Page: ComponentType<PageProps<never>>;
  file: RouteFile;
  Body?: MdxBody;
  /** The estimator's code, for a page that shows it. */
  Estimator?: EstimatorComponent;
}

/** The page inside its locale's layout: the same elements in the prerendered HTML and in the browser. */
export function PageView({ page: { Page, file, Body, Estimator } }: { page: ShownPage }) {
  const estimator =
    Estimator && file.route.estimator ? { Component: Estimator, data: file.route.estimator } : undefined;
  return (
    <EstimatorProvider slot={estimator}>
      <Page route={file.route as never} Body={Body} />
    </EstimatorProvider>
  );
}
