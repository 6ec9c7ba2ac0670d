import type { SolarCalendar } from '../../../src/lib/solar-format';
import { abbreviatedMonth, formatLongDate, latinDigits } from '../../../src/lib/dates';
import type { SolarEstimatorConfig } from '../../../src/schemas/solar-estimator';

/*
 * The month names and the dates of the solar figures in one language, written here once, by the content
 * step, for the page and the function alike: the browser's date formats can differ from Node's, and the
 * island must read the same as the prerendered page.
 */

const DATE_FIELDS = new Set(['read', 'validFrom', 'validUntil']);

/** Every date of the figures' tables: when each was read and when each period starts and ends. */
function datesOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => datesOf(v, found));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (DATE_FIELDS.has(key) && typeof v === 'string') found.add(v);
      else datesOf(v, found);
    }
  return found;
}

export function solarCalendar(config: SolarEstimatorConfig, formatLocale: string): SolarCalendar {
  const month = (style: 'long' | 'short') => {
    const f = new Intl.DateTimeFormat(latinDigits(formatLocale), { month: style, timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, m) => f.format(new Date(Date.UTC(2026, m, 15))));
  };
  const written = (d: string) => formatLongDate(d, formatLocale);
  const dates = [...datesOf(config)].sort().map((d) => [d, written(d)]);
  return {
    months: month('long'),
    monthsShort: month('short').map((m) => abbreviatedMonth(m, formatLocale)),
    dates: Object.fromEntries(dates),
  };
}
