import { createElement } from 'react';
import { EstimatorProvider } from '../components/estimator/estimator-slot';
import { SolarEstimatorProvider } from '../components/solar-estimator/solar-slot';
import type { ManifestEntry, RouteFile } from '../lib/page';
import type { BodyComponent } from '../views/page-props';
import { pageView } from './views';

/** A page as the prerender renders it: its line of the manifest, its data and, for an article or a prose page, its MDX body. */
export interface ShownPage {
  page: ManifestEntry;
  file: RouteFile;
  Body?: BodyComponent;
}

/** The page as its kind (and layout) shows it, with the estimators' figures where it shows them. */
export function PageView({ shown: { page, file, Body } }: { shown: ShownPage }) {
  const view = pageView(page.kind, page.layout);
  return (
    <EstimatorProvider data={file.route.estimator}>
      <SolarEstimatorProvider data={file.route.solarEstimator}>
        {createElement(view, { id: page.id, route: file.route as never, Body })}
      </SolarEstimatorProvider>
    </EstimatorProvider>
  );
}
