import { useLocale } from '../../hooks/i18n';
import { formatChf, formatLocaleOf } from '../../lib/estimate-format';

/**
 * An amount in Swiss francs in an article, `<Amount chf="10550" />`, written as the page's language
 * writes it (content/locales.yaml): the same figure as the estimator beside it, in every language.
 */
export function Amount({ chf }: { chf: string }) {
  const locale = useLocale();
  return <span className="amount">{formatChf(Number(chf), formatLocaleOf(locale))}</span>;
}
