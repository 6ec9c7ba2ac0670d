import type { EstimatorData } from '../../lib/route-data';
import type { EstimatorType } from '../../schemas/estimator';

/** What the estimator island takes: the figures of the page's data, and what it opens on. */
export interface EstimatorProps {
  data: EstimatorData;
  /** The pergola type chosen when the page opens; the page's own (a product's) when left out. */
  preset?: EstimatorType;
  title?: string;
  /** The url of the locale's contact page, which the quote request opens (the shell data's `contact`). */
  contact: string;
}
