import type { ComponentType } from 'react';
import { EstimatorProvider } from '../components/estimator/estimator-slot';
import { SolarEstimatorProvider } from '../components/solar-estimator/solar-slot';
import type { RouteFile } from '../lib/page';
import type { RouteData } from '../lib/route-data';
import { PAGES } from './pages';

export type MdxBody = ComponentType<{ components?: Record<string, ComponentType<never>> }>;
export interface PageProps<T extends RouteData = RouteData> {
  route: T;
  Body?: MdxBody;
}

/** A page as the prerender renders it: its data and, for an article or a prose page, its MDX body. */
export interface ShownPage {
  file: RouteFile;
  Body?: MdxBody;
}

/** The page its data names, with the estimators' figures where it shows them. */
export function PageView({ page: { file, Body } }: { page: ShownPage }) {
  const Page = PAGES[file.page] as ComponentType<PageProps<never>>;
  return (
    <EstimatorProvider data={file.route.estimator}>
      <SolarEstimatorProvider data={file.route.solarEstimator}>
        <Page route={file.route as never} Body={Body} />
      </SolarEstimatorProvider>
    </EstimatorProvider>
  );
}
