import { useShell } from '../../hooks/i18n';
import { Island } from '../../islands/Island';
import type { EstimatorData } from '../../lib/route-data';
import type { EstimatorType } from '../../schemas/estimator';
import { figuresSlot } from './figures-slot';

const slot = figuresSlot<EstimatorData>(
  'An estimator was placed on a page whose data has no `estimator`; the page builders in scripts/content/page-builders/ add it to pages with an estimator block, articles using <Estimator /> or <EstimateAmount /> and the products of content/estimator.yaml.',
);
export const EstimatorProvider = slot.Provider;
/** The page's estimator figures, for an article's <EstimateAmount />. */
export const useEstimatorFigures = slot.useFigures;

/**
 * The estimator where a page, a block or an article places it: an island, its code its own chunk, given the
 * locale's contact page from the shell data, as the island has no shell.
 */
export function EstimatorHere({ preset, title }: { preset?: EstimatorType; title?: string }) {
  const { contact } = useShell();
  return <Island name="estimator" props={{ data: slot.useFigures(), preset, title, contact }} />;
}
