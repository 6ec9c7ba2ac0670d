import type { ComponentType } from 'react';
import type { RouteData } from '../lib/route-data';

/** An MDX body as the prerender renders it: the component the content step compiled from its source. */
export type BodyComponent = ComponentType<{ components?: Record<string, ComponentType<never>> }>;

/**
 * What every page component takes: the page's id in its collection (from its line of the route manifest), its
 * route data and, for an article or a prose page, its MDX body.
 */
export interface PageProps<T extends RouteData = RouteData> {
  id: string;
  route: T;
  Body?: BodyComponent;
}
