import { format } from '../i18n/format';
import { pluralFormKey } from '../i18n/plural';
import type { Range } from './estimate';
import { formatAmountRange, formatMoney, formatNumber } from './estimate-format';
import type { SolarEstimate, SolarInput } from './solar-estimate';
import type { Day } from './solar-periods';

/*
 * How a solar estimate reads in each language: numbers and amounts in the locale's own format
 * (src/lib/estimate-format.ts), dates from the month names the content step wrote for the locale, and the
 * subject and message of the quote request it becomes. Plain functions over a catalogue, shared by the
 * island and the function that answers without JavaScript.
 */

/** Month names and the dates of the figures' tables, as the content step wrote them for one language. */
export interface SolarCalendar {
  /** January to December, as a month stands alone ("January", "janvier"). */
  months: string[];
  /** January to December, short, for the chart's axis ("Jan", "janv."). */
  monthsShort: string[];
  /** Each date of content/solar-estimator.yaml written out in the language ("28 November 2026"). */
  dates: Record<Day, string>;
}

/** What writing in one language takes: its catalogue, its plural rules, its numbers and its dates. */
export interface SolarWords {
  locale: string;
  formatLocale: string;
  strings: Readonly<Record<string, string | undefined>>;
  calendar: SolarCalendar;
}

/** A catalogue string with its placeholders filled; the key itself when missing, so a gap is seen. */
export const say = (w: SolarWords, key: string, params?: Record<string, string | number>) =>
  format(w.strings[key] ?? key, params);

/** A counted catalogue string in the language's plural form for `count`. */
export const sayCount = (w: SolarWords, base: string, count: number, params?: Record<string, string | number>) =>
  format(w.strings[pluralFormKey(base, count, w.locale, (k) => k in w.strings)] ?? base, { count, ...params });

export const number = (w: SolarWords, value: number) => formatNumber(value, w.formatLocale);

/** A range with the catalogue's word for "to"; a single figure when both ends round alike. */
export function solarRange(w: SolarWords, range: Range, write: (value: number) => string): string {
  if (range.min === range.max) return write(range.min);
  return say(w, 'estimator.range', { min: write(range.min), max: write(range.max) });
}

/**
 * A range inside a sentence, opened as its language opens it there (`solar.range.inSentence`: French "de 5 670
 * à 6 210"), where a table cell stands bare (`estimator.range`); a single figure when both ends round alike.
 */
export function rangeInText(w: SolarWords, range: Range, write: (value: number) => string): string {
  if (range.min === range.max) return write(range.min);
  return say(w, 'solar.range.inSentence', { min: write(range.min), max: write(range.max) });
}

/**
 * A percentage inside a sentence, with what its language puts before it: Spanish "del 24 al 28" and
 * "el 24" (the catalogue's `solar.percent.range` and `solar.percent.single`); the "%" stays in the sentence.
 */
export function percentInText(w: SolarWords, range: Range): string {
  const min = Math.round(range.min);
  const max = Math.round(range.max);
  if (min === max) return say(w, 'solar.percent.single', { value: number(w, min) });
  return say(w, 'solar.percent.range', { min: number(w, min), max: number(w, max) });
}

/**
 * An amount range in the language's house form ("entre CHF 630 et CHF 930", content/locales.yaml
 * `amountRange`); a single amount when both ends round alike.
 */
export function moneyRange(w: SolarWords, range: Range, currency: 'CHF' | 'EUR'): string {
  const min = Math.round(range.min);
  const max = Math.round(range.max);
  if (min === max) return formatMoney(min, currency, w.formatLocale);
  return formatAmountRange({ min, max }, currency, w.formatLocale);
}

/** A date of the figures' tables as the language writes it. */
export const longDate = (w: SolarWords, day: Day) => w.calendar.dates[day] ?? day;

/** "Figures in force in January 2027." */
export function figuresOf(w: SolarWords, day: Day): string {
  const [year, month] = day.split('-');
  return say(w, 'solar.result.figures', { month: w.calendar.months[Number(month) - 1] ?? month!, year: year! });
}

/** Every figure of the estimate as the language writes it; a money figure not in force reads "being updated". */
export function solarFigures(result: SolarEstimate, w: SolarWords) {
  const n = (value: number) => number(w, value);
  const money = (value: number) => formatMoney(value, result.currency, w.formatLocale);
  const amounts = (range: Range) => moneyRange(w, range, result.currency);
  const updating = say(w, 'solar.updating.value');
  const { saving, subsidy, price } = result.money;
  return {
    kwp: n(result.kwp),
    production: solarRange(w, result.production, n),
    use: n(result.use),
    share: solarRange(w, result.selfShare, n),
    saving: saving ? amounts(saving) : updating,
    // Below the smallest size that gets one, the subsidy is none, not an amount of nothing.
    subsidy: subsidy === undefined ? updating : subsidy === 0 ? say(w, 'solar.value.none') : money(subsidy),
    price: price ? amounts(price) : updating,
    figures: figuresOf(w, result.day),
  };
}

/** The subject and message of the quote request, in the visitor's language. */
export function solarQuoteRequest(
  input: SolarInput,
  result: SolarEstimate,
  w: SolarWords,
): { subject: string; message: string } {
  const n = (value: number) => number(w, value);
  const params = {
    ...solarFigures(result, w),
    // The request is a sentence too: its ranges take what the language puts before them ("de 5 670 à 6 210").
    production: rangeInText(w, result.production, n),
    share: percentInText(w, result.selfShare),
    // With its country: the canton of Jura and the department of Jura share a name.
    region: `${say(w, `solar.region.${input.region}`)} (${say(w, `solar.country.${input.country}`)})`,
    mount: say(w, `solar.mount.inSentence.${input.mount}`),
    surface:
      input.mount === 'roof'
        ? say(w, 'solar.quote.surface.roof', { area: n(input.area) })
        : sayCount(w, 'solar.quote.surface.carport', input.spaces, { spaces: n(input.spaces) }),
    orientation: say(w, `solar.orientation.inSentence.${input.orientation}`),
    pitch: say(w, `solar.pitch.inSentence.${input.pitch}`),
    consumption: n(input.consumption),
    km: n(input.km),
    heatPump: say(w, input.heatPump ? 'estimator.quote.yes' : 'estimator.quote.no'),
    battery: input.battery ? say(w, 'solar.unit.kwh', { value: n(input.battery) }) : say(w, 'estimator.quote.no'),
  };
  const { saving, subsidy, price } = result.money;
  const complete = saving && subsidy !== undefined && price;
  const estimate = say(w, complete ? 'solar.quote.estimate' : 'solar.quote.estimatePartial', params);
  return {
    subject: say(w, 'solar.quote.subject', params),
    message: say(w, 'solar.quote.message', { ...params, estimate }),
  };
}
