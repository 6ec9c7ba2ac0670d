import type { SolarEstimatorConfig, SolarRegion } from '../schemas/solar-estimator';
import type { Range } from './estimate';
import { monthlyEnergy, orientationFactor, yearOf } from './solar-energy';
import { feedInRate, installedPrice, paybackYears, subsidyFor } from './solar-money';
import type { SolarInput } from './solar-input';
import { figuresOn, type Day } from './solar-periods';

/*
 * The solar estimator's arithmetic, shared by the page (src/components/solar-estimator/) and the
 * no-JavaScript answer (netlify/functions/solar-estimate.mts). Every figure comes from
 * content/solar-estimator.yaml: the energy month by month (src/lib/solar-energy.ts), the money from the
 * periods in force on the day (src/lib/solar-money.ts).
 *
 * The yield of a region and the share of use in daylight are ranges, and so are the feed-in price and the
 * installed price: the low case takes every low end, the high case every high end. Sums run on unrounded
 * figures and each result is rounded once: size to 0.1 kWp, energy to 10 kWh, yearly amounts to 10, prices
 * to 100, the subsidy to the unit, shares to the percent.
 */

export type { SolarInput } from './solar-input';

/** One month of the chart: the middle of the low and high cases, kWh. */
export interface MonthFigures {
  production: number;
  use: number;
  /** Use covered by the panels, directly or through the battery. */
  covered: number;
}

/** The money lines; each is missing when a table it needs has no period in force on the day. */
export interface SolarMoney {
  feedIn?: Range;
  /** Yearly saving on the bill plus the surplus sold. */
  saving?: Range;
  subsidy?: number;
  price?: Range;
  /** Years to repay the price less the subsidy; `null` ends when the panels' life ends first. */
  payback?: { min: number | null; max: number | null };
}

export interface SolarEstimate {
  currency: 'CHF' | 'EUR';
  /** The day whose figures were used, YYYY-MM-DD. */
  day: Day;
  kwp: number;
  production: Range;
  /** Yearly use with car and heat pump, kWh. */
  use: number;
  /** Share of the production used on site, whole percent. */
  selfShare: Range;
  months: MonthFigures[];
  money: SolarMoney;
}

/** Rounds away binary noise (2 × 2.4 = 4.800000000000001). */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;
const roundTo = (value: number, step: number) => clean(Math.round(value / step) * step);
const rounded = (r: Range, step: number): Range => ({ min: roundTo(r.min, step), max: roundTo(r.max, step) });

export const regionOf = (config: SolarEstimatorConfig, code: string): SolarRegion | undefined =>
  config.yields.regions.find((r) => r.code === code);

/** System size: modules over the area or the parking spaces, to 0.1 kWp, at most the country's largest. */
export function systemSize(config: SolarEstimatorConfig, input: SolarInput): number {
  const raw = input.mount === 'roof' ? input.area * config.modules.kwpPerM2 : input.spaces * config.modules.kwpPerSpace;
  return Math.min(roundTo(clean(raw), 0.1), config.countries[input.country].maxKw);
}

/** The estimate for a checked input, with the figures in force on `day`. */
export function solarEstimate(config: SolarEstimatorConfig, input: SolarInput, day: Day): SolarEstimate {
  const country = config.countries[input.country];
  const kwp = systemSize(config, input);
  const yieldRange = regionOf(config, input.region)?.yield ?? { min: 0, max: 0 };
  const yearly = (bound: 'min' | 'max') => kwp * yieldRange[bound] * orientationFactor(config, input);
  const low = monthlyEnergy(config, input, yearly('min'), 'min');
  const high = monthlyEnergy(config, input, yearly('max'), 'max');
  const { efficiency } = config.battery;
  const [lowYear, highYear] = [yearOf(low, efficiency), yearOf(high, efficiency)];
  const shares = [lowYear.onSite / lowYear.production, highYear.onSite / highYear.production].map((s) =>
    Math.round(100 * (s || 0)),
  );
  const middle = (a: number, b: number) => Math.round((a + b) / 2);
  const months = low.map((m, i) => ({
    production: middle(m.production, high[i]!.production),
    use: Math.round(m.use),
    covered: middle(m.direct + m.stored * efficiency, high[i]!.direct + high[i]!.stored * efficiency),
  }));

  const inForce = figuresOn(country, day);
  const feedIn = feedInRate(inForce.feedIn, kwp);
  const tariff = inForce.tariff?.perKwh;
  const saving =
    feedIn && tariff !== undefined
      ? {
          min: lowYear.covered * tariff + lowYear.fedIn * feedIn.min,
          max: highYear.covered * tariff + highYear.fedIn * feedIn.max,
        }
      : undefined;
  const subsidy = subsidyFor(inForce.subsidy, kwp);
  const price = installedPrice(country, inForce.vat, input.mount, kwp, input.battery);
  const payback =
    saving && price && subsidy !== undefined
      ? {
          min: paybackYears(config, country, { price: price.min, subsidy, saving: saving.max, kwp }),
          max: paybackYears(config, country, { price: price.max, subsidy, saving: saving.min, kwp }),
        }
      : undefined;
  return {
    currency: country.currency,
    day,
    kwp,
    production: rounded({ min: lowYear.production, max: highYear.production }, 10),
    use: Math.round(lowYear.use),
    selfShare: { min: Math.min(...shares), max: Math.max(...shares) },
    months,
    money: {
      ...(feedIn && { feedIn: { min: clean(feedIn.min), max: clean(feedIn.max) } }),
      ...(saving && { saving: rounded(saving, 10) }),
      ...(subsidy !== undefined && { subsidy: Math.round(clean(subsidy)) }),
      ...(price && { price: rounded(price, 100) }),
      ...(payback && { payback }),
    },
  };
}
