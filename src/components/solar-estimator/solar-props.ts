import type { SolarEstimatorData } from '../../lib/route-data';
import type { Mount } from '../../schemas/solar-options';

/** What the solar estimator island takes: the figures of the page's data, and what it opens on. */
export interface SolarEstimatorProps {
  data: SolarEstimatorData;
  /** Where the panels go when the page opens; the page's own (a carport product's) when left out. */
  mount?: Mount;
  title?: string;
  /** The url of the locale's contact page, which the quote request opens (the shell data's `contact`). */
  contact: string;
}
