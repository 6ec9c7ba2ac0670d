import { useLocale } from '../../i18n/context';
import { estimateAmount, readEstimateAmount } from '../../lib/estimate-amount';
import { formatChf, NUMBER_LOCALES } from '../../lib/estimate-format';
import { useEstimatorFigures } from '../estimator/estimator-slot';

/**
 * A figure of the pergola estimator quoted in an article, `<EstimateAmount type="aluminium" part="total"
 * bound="max" />`, worked out from the page's estimator figures (content/estimator.yaml) and written as
 * <Amount /> writes one.
 */
export function EstimateAmount(attributes: Record<string, string | undefined>) {
  const locale = useLocale();
  const { config } = useEstimatorFigures();
  const chf = estimateAmount(config, readEstimateAmount(attributes));
  return <span className="amount">{formatChf(chf, NUMBER_LOCALES[locale] ?? locale)}</span>;
}
