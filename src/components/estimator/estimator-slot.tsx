import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { EstimatorData } from '../../lib/route-data';
import type { EstimatorType } from '../../schemas/estimator';

export interface EstimatorProps {
  data: EstimatorData;
  /** The kind chosen when the page opens; the page's own (a product's) when left out. */
  preset?: EstimatorType;
  title?: string;
}
export type EstimatorComponent = ComponentType<EstimatorProps>;

interface Slot {
  Component: EstimatorComponent;
  data: EstimatorData;
}

/**
 * The estimator's code is its own chunk: the prerender and the browser (src/app/page-parts.ts) import
 * it before rendering a page whose data carries `estimator`, and provide it here, so it renders in the
 * prerendered HTML (its form works without JavaScript) and no other page downloads it.
 */
const EstimatorSlot = createContext<Slot | null>(null);

export function EstimatorProvider({ slot, children }: { slot: Slot | undefined; children: ReactNode }) {
  return slot ? <EstimatorSlot.Provider value={slot}>{children}</EstimatorSlot.Provider> : <>{children}</>;
}

/** The estimator where a page, a block or an article places it. */
export function EstimatorHere({ preset, title }: { preset?: EstimatorType; title?: string }) {
  const slot = useContext(EstimatorSlot);
  if (!slot)
    throw new Error(
      'An estimator was placed on a page whose data has no `estimator`; the page builders in scripts/content/pages/ add it to pages with an estimator block, articles using <Estimator /> and the products of content/estimator.yaml.',
    );
  return <slot.Component data={slot.data} preset={preset} title={title} />;
}

/** Loads the estimator's chunk. */
export const loadEstimator = (): Promise<{ default: EstimatorComponent }> => import('./Estimator');
