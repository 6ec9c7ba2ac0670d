import { useLocale } from '../../hooks/i18n';
import { estimateHours, readEstimateAmount } from '../../lib/estimate-amount';
import { formatNumber, formatLocaleOf } from '../../lib/estimate-format';
import { useEstimatorFigures } from '../estimator/estimator-slot';

/**
 * The hours of labour of the pergola estimator quoted in an article, `<EstimateHours type="bioclimatic" width="4"
 * depth="3" unit="h" />`, with the unit the article writes after it.
 */
export function EstimateHours(attributes: Record<string, string | undefined>) {
  const locale = useLocale();
  const { config } = useEstimatorFigures();
  const figure = formatNumber(estimateHours(config, readEstimateAmount(attributes)), formatLocaleOf(locale));
  // The unit comes with the figure, so the no-break space between them is written here, where the typography
  // step, which reads text, does not see the figure.
  return <>{attributes.unit ? `${figure}\u00a0${attributes.unit}` : figure}</>;
}
