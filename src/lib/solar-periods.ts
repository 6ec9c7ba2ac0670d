import type { DatedTableName, Period, SolarCountryFigures } from '../schemas/solar-estimator';

/*
 * The dated tables of content/solar-estimator.yaml hold a list of periods. The estimate uses, for each
 * table, the period in force on a given day: the day of the visit in the browser and in the function that
 * answers without JavaScript, the day of the build in the prerendered page. A table with no period in force
 * that day gives no figure, and the estimate says those figures are being updated rather than show an
 * expired one.
 */

/** A day as YYYY-MM-DD; such days compare as strings. */
export type Day = string;

/** The day it is in Switzerland at `at`: the offices' day, the same for every visitor. */
export function dayInSwitzerland(at: Date): Day {
  // Put together from its parts: a locale's date pattern differs from one ICU version to the next.
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The period in force on `day`, if any. */
export function periodOn<P extends { validFrom: Day; validUntil?: Day }>(
  periods: readonly P[],
  day: Day,
): P | undefined {
  return periods.find((p) => p.validFrom <= day && (!p.validUntil || day <= p.validUntil));
}

/** The country's dated tables in force on `day`: a table without a period that day is left out. */
export type FiguresInForce = { [K in DatedTableName]?: Period<K> };

export function figuresOn(country: SolarCountryFigures, day: Day): FiguresInForce {
  return {
    tariff: periodOn(country.tariff.periods, day),
    feedIn: periodOn(country.feedIn.periods, day),
    subsidy: periodOn(country.subsidy.periods, day),
    vat: country.vat && periodOn(country.vat.periods, day),
  };
}

/** The rate of the class a system of `kwp` falls in; none beyond the last class. */
export function classRate<T>(classes: readonly { upToKw: number; rate: T }[], kwp: number): T | undefined {
  return classes.find((c) => kwp <= c.upToKw)?.rate;
}
