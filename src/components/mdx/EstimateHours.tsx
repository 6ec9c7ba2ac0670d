import { useLocale } from '../../i18n/context';
import { estimateHours, readEstimateAmount } from '../../lib/estimate-amount';
import { formatNumber, NUMBER_LOCALES } from '../../lib/estimate-format';
import { useEstimatorFigures } from '../estimator/estimator-slot';

/**
 * The hours of labour of the pergola estimator quoted in an article, `<EstimateHours type="bioclimatic" width="4"
 * depth="3" />`: a figure alone, the sentence says its unit.
 */
export function EstimateHours(attributes: Record<string, string | undefined>) {
  const locale = useLocale();
  const { config } = useEstimatorFigures();
  return <>{formatNumber(estimateHours(config, readEstimateAmount(attributes)), NUMBER_LOCALES[locale] ?? locale)}</>;
}
