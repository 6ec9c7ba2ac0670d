import { format } from '../i18n/format';
import type { AmountFormat } from '../schemas/i18n';
import type { Locale } from '../schemas/locales';
import numberFormats from '../generated/number-formats.json' with { type: 'json' };
import type { Estimate, EstimateInput, Range } from './estimate';

/*
 * How an estimate reads in each language: amounts and measures in the locale's own number format,
 * and the subject and message of the quote request it becomes.
 */

/**
 * How each format locale (`formatLocale` of content/locales.yaml) writes numbers: its `amounts`, written
 * once there for the estimator, the articles' <Amount /> and the style guides. Written out rather than
 * asked of Intl: the prerender (Node) and the browser ship different ICU data (Node writes fr-CH
 * 10'550, Chromium 10 550), and the page must read the same before and after hydration.
 */
const FORMATS = numberFormats.formats as Record<string, AmountFormat>;

const FORMAT_LOCALES = numberFormats.byLocale as Record<Locale, string>;

/** The format locale a language of the site writes its numbers in: `en` → `en-CH` (its `formatLocale`). */
export function formatLocaleOf(locale: Locale): string {
  return FORMAT_LOCALES[locale];
}

/** The locale's format, else its language's (fr-FR writes as fr-CH here), else the default language's. */
const styleOf = (formatLocale: string): AmountFormat => {
  const language = formatLocale.split('-')[0];
  return (
    FORMATS[formatLocale] ??
    Object.entries(FORMATS).find(([tag]) => tag.split('-')[0] === language)?.[1] ??
    Object.values(FORMATS)[0]!
  );
};

/** Up to two decimals, without trailing zeros, as the locale writes it: `4.5`, `4,5`, `10’550`. */
export function formatNumber(value: number, formatLocale: string): string {
  const style = styleOf(formatLocale);
  const [whole, fraction] = (Math.round(Math.abs(value) * 100) / 100).toString().split('.');
  const digits = whole!;
  const grouped = digits.length < style.minGrouping ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? style.decimal + fraction : ''}`;
}

/** An amount in whole francs or euros as the locale writes it: `CHF 10’550`, `10,550 CHF`, `€384`, `384 €`. */
export function formatMoney(amount: number, currency: 'CHF' | 'EUR', formatLocale: string): string {
  const style = styleOf(formatLocale);
  const figure = formatNumber(Math.round(amount), formatLocale);
  if (currency === 'EUR') return style.euro === 'before' ? `€${figure}` : `${style.mark ?? ''}${figure}\u00a0€`;
  return style.currency === 'before' ? `CHF\u00a0${figure}` : `${style.mark ?? ''}${figure}\u00a0CHF`;
}

/** An amount in whole Swiss francs as the locale writes it: `CHF 10’550`, `CHF 10 550`, `10,550 CHF`. */
export const formatChf = (amount: number, formatLocale: string): string => formatMoney(amount, 'CHF', formatLocale);

/** Looks up a UI string and fills its placeholders (the page's `t`, or the server's). */
export type Strings = (key: string) => string;

/** An amount range in the locale's house form (`amountRange`): `between CHF 10’550 and CHF 20’250`. */
export function formatAmountRange(range: Range, currency: 'CHF' | 'EUR', formatLocale: string): string {
  return format(styleOf(formatLocale).amountRange, {
    min: formatMoney(range.min, currency, formatLocale),
    max: formatMoney(range.max, currency, formatLocale),
  });
}

/** A range of Swiss francs in the locale's house form: `entre CHF 10 550 et CHF 20 250`. */
export const formatRange = (range: Range, formatLocale: string): string =>
  formatAmountRange(range, 'CHF', formatLocale);

/** The subject and message of the quote request, in the visitor's language. */
export function quoteRequest(
  input: EstimateInput,
  result: Estimate,
  formatLocale: string,
  strings: Strings,
): { subject: string; message: string } {
  const n = (value: number) => formatNumber(value, formatLocale);
  const type = strings(`estimator.type.${input.type}`);
  const yesNo = (value: boolean) => strings(value ? 'estimator.quote.yes' : 'estimator.quote.no');
  const params = {
    type,
    width: n(input.width),
    depth: n(input.depth),
    area: n(result.area),
    permit: yesNo(input.permit),
    delivery: yesNo(input.delivery),
    range: formatRange(result.total, formatLocale),
  };
  return {
    subject: format(strings('estimator.quote.subject'), params),
    message: format(strings('estimator.quote.message'), params),
  };
}
