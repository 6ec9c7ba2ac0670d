import { useShell } from '../../hooks/i18n';
import { Island } from '../../islands/Island';
import type { SolarEstimatorData } from '../../lib/route-data';
import type { Mount } from '../../schemas/solar-options';
import { figuresSlot } from '../estimator/figures-slot';

const slot = figuresSlot<SolarEstimatorData>(
  'A solar estimator was placed on a page whose data has no `solarEstimator`; the page builders in scripts/content/page-builders/ add it to pages with a solar-estimator block, articles using <SolarEstimator /> and the products of content/solar-estimator.yaml.',
);
export const SolarEstimatorProvider = slot.Provider;

/**
 * The solar estimator where a page, a block or an article places it: an island, its code its own chunk, given
 * the locale's contact page from the shell data, as the island has no shell.
 */
export function SolarEstimatorHere({ mount, title }: { mount?: Mount; title?: string }) {
  const { contact } = useShell();
  return <Island name="solar-estimator" props={{ data: slot.useFigures(), mount, title, contact }} />;
}
