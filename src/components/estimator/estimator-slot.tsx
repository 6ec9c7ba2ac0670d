import { createContext, useContext, type ReactNode } from 'react';
import { Island } from '../../islands/Island';
import type { EstimatorData } from '../../lib/route-data';
import type { EstimatorType } from '../../schemas/estimator';

export interface EstimatorProps {
  data: EstimatorData;
  /** The kind chosen when the page opens; the page's own (a product's) when left out. */
  preset?: EstimatorType;
  title?: string;
}

/**
 * The estimator's figures, given by the page whose data carries `estimator` (src/app/page-view.tsx) to
 * wherever a block, an article or the product page places the estimator.
 */
const EstimatorFigures = createContext<EstimatorData | null>(null);

export function EstimatorProvider({ data, children }: { data: EstimatorData | undefined; children: ReactNode }) {
  return data ? <EstimatorFigures.Provider value={data}>{children}</EstimatorFigures.Provider> : <>{children}</>;
}

/** The estimator where a page, a block or an article places it: an island, its code its own chunk. */
export function EstimatorHere({ preset, title }: { preset?: EstimatorType; title?: string }) {
  const data = useContext(EstimatorFigures);
  if (!data)
    throw new Error(
      'An estimator was placed on a page whose data has no `estimator`; the page builders in scripts/content/pages/ add it to pages with an estimator block, articles using <Estimator /> and the products of content/estimator.yaml.',
    );
  return <Island name="estimator" props={{ data, preset, title }} />;
}
