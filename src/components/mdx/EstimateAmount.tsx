import { useLocale } from '../../hooks/i18n';
import { estimateAmount, readEstimateAmount } from '../../lib/estimate-amount';
import { formatChf, formatNumber, formatLocaleOf } from '../../lib/estimate-format';
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
  const formatLocale = formatLocaleOf(locale);
  // A table whose heading names the currency writes its ranges as bare figures, "745–1’893 per m²".
  if (attributes.currency === 'no') return <span className="amount">{formatNumber(chf, formatLocale)}</span>;
  return <span className="amount">{formatChf(chf, formatLocale)}</span>;
}
