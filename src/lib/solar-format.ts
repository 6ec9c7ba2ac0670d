import { format } from '../i18n/format';
import type { Range } from './estimate';
import { formatMoney, formatNumber, type Strings } from './estimate-format';
import type { SolarEstimate, SolarInput } from './solar-estimate';

/*
 * How a solar estimate reads in each language: amounts in francs or euros in the locale's own number
 * format (src/lib/estimate-format.ts), and the subject and message of the quote request it becomes.
 */

/** An amount in the office's currency as the locale writes it: `CHF 2’294`, `384 €`, `€384`. */
export const formatAmount = formatMoney;

/** A range with the catalogue's word for "to"; a single figure when both ends round alike. */
export function solarRange(range: Range, write: (value: number) => string, strings: Strings): string {
  if (range.min === range.max) return write(range.min);
  return format(strings('estimator.range'), { min: write(range.min), max: write(range.max) });
}

/** Every figure of the estimate as the visitor's language writes it, for the page and the quote request. */
export function solarFigures(result: SolarEstimate, numberLocale: string, strings: Strings) {
  const n = (value: number) => formatNumber(value, numberLocale);
  const money = (value: number) => formatAmount(value, result.currency, numberLocale);
  return {
    kwp: n(result.kwp),
    production: solarRange(result.production, n, strings),
    use: n(result.use),
    share: solarRange(result.selfShare, n, strings),
    saving: solarRange(result.saving, money, strings),
    subsidy: money(result.subsidy.total),
    base: money(result.subsidy.base),
    power: money(result.subsidy.power),
    price: solarRange(result.price, money, strings),
    payback: solarRange(result.payback, n, strings),
  };
}

const lowerFirst = (text: string, numberLocale: string) =>
  text.charAt(0).toLocaleLowerCase(numberLocale) + text.slice(1);

/** The subject and message of the quote request, in the visitor's language. */
export function solarQuoteRequest(
  input: SolarInput,
  result: SolarEstimate,
  region: string,
  numberLocale: string,
  strings: Strings,
): { subject: string; message: string } {
  const n = (value: number) => formatNumber(value, numberLocale);
  const params = {
    ...solarFigures(result, numberLocale, strings),
    region,
    // "on a roof" inside a sentence: every language's label starts a prepositional phrase.
    mount: lowerFirst(strings(`solar.mount.${input.mount}`), numberLocale),
    surface: format(strings(`solar.quote.surface.${input.mount}`), { area: n(input.area), spaces: n(input.spaces) }),
    orientation: strings(`solar.orientation.${input.orientation}`),
    pitch: strings(`solar.pitch.${input.pitch}`),
    consumption: n(input.consumption),
    km: n(input.km),
    heatPump: strings(input.heatPump ? 'estimator.quote.yes' : 'estimator.quote.no'),
  };
  return {
    subject: format(strings('solar.quote.subject'), params),
    message: format(strings('solar.quote.message'), params),
  };
}
