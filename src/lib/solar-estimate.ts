import type { SolarCountryFigures, SolarEstimatorConfig, SolarRegion } from '../schemas/solar-estimator';
import type { Range } from './estimate';
import type { Mount, Orientation, Pitch, SolarCountry } from './solar-options';

/*
 * The solar estimator's arithmetic, shared by the page (src/components/solar-estimator/) and the
 * no-JavaScript answer (netlify/functions/solar-estimate.mts). Every figure comes from
 * content/solar-estimator.yaml.
 *
 * The yield of a region, the share used on site, the feed-in price and the installed price are ranges, so
 * every figure that depends on them is a range; the subsidy follows from the size alone. The sums run on
 * unrounded figures and each result is rounded once: size to 0.1 kWp, energy to 10 kWh, yearly amounts to
 * 10, prices to 100, the subsidy to the unit, shares to the percent and the payback to the year.
 */

/** What the visitor chose, checked. */
export interface SolarInput {
  country: SolarCountry;
  /** A region `code` of the content's yield table, of that country. */
  region: string;
  mount: Mount;
  /** Roof area for panels, m² (roof). */
  area: number;
  /** Parking spaces (carport). */
  spaces: number;
  orientation: Orientation;
  pitch: Pitch;
  /** Yearly household use, kWh, before a car and a heat pump. */
  consumption: number;
  /** Yearly distance of an electric car, km; 0 without one. */
  km: number;
  heatPump: boolean;
}

export interface SolarEstimate {
  currency: 'CHF' | 'EUR';
  /** Size, kWp (one decimal). */
  kwp: number;
  /** Yearly production, kWh. */
  production: Range;
  /** Yearly use with car and heat pump, kWh. */
  use: number;
  /** Share of the production used on site, whole percent. */
  selfShare: Range;
  /** Yearly saving on the bill plus the surplus sold. */
  saving: Range;
  /** One-off subsidy: base and power contributions. */
  subsidy: { base: number; power: number; total: number };
  /** Price paid for each kWh fed into the grid. */
  feedIn: Range;
  price: Range;
  /** Years for the saving to repay the price less the subsidy. */
  payback: Range;
}

/** Rounds away binary noise (2 × 2.4 = 4.800000000000001). */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;
const roundTo = (value: number, step: number) => clean(Math.round(value / step) * step);
const rounded = (r: Range, step: number): Range => ({ min: roundTo(r.min, step), max: roundTo(r.max, step) });

export const regionOf = (config: SolarEstimatorConfig, code: string): SolarRegion | undefined =>
  config.yields.regions.find((r) => r.code === code);

/** How a region is named in every language: its code and official name, `GE Genève`, `74 Haute-Savoie`. */
export const regionLabel = (region: SolarRegion) => `${region.code} ${region.name}`;

/** The power class a system of `kwp` falls in (the last one beyond the largest). */
function classOf<T>(classes: readonly { upToKw: number; rate: T }[], kwp: number): T {
  return (classes.find((c) => kwp <= c.upToKw) ?? classes[classes.length - 1]!).rate;
}

/** System size: modules over the area or the parking spaces, to 0.1 kWp, at most the country's largest. */
export function systemSize(config: SolarEstimatorConfig, input: SolarInput): number {
  const raw = input.mount === 'roof' ? input.area * config.modules.kwpPerM2 : input.spaces * config.modules.kwpPerSpace;
  return Math.min(roundTo(clean(raw), 0.1), config.countries[input.country].maxKw);
}

/**
 * The one-off subsidy. Pronovo pays each class's rate on the kilowatts within it (marginal); France pays the
 * rate of the system's class on all of it.
 */
export function subsidyFor(figures: SolarCountryFigures['subsidy'], kwp: number) {
  let power = 0;
  if (figures.marginal) {
    let below = 0;
    for (const { upToKw, rate } of figures.classes) {
      power += Math.max(0, Math.min(kwp, upToKw) - below) * rate;
      below = upToKw;
    }
  } else power = classOf(figures.classes, kwp) * kwp;
  power = Math.round(clean(power));
  return { base: figures.base, power, total: figures.base + power };
}

/** Yearly use: the household's, a car's kWh per km and a heat pump's. */
export const yearlyUse = (config: SolarEstimatorConfig, input: SolarInput) =>
  input.consumption + input.km * config.use.kwhPerKm + (input.heatPump ? config.use.heatPumpKwh : 0);

/** kWh used on site: a share of the production, never more than the content's share of the use. */
function selfConsumed(config: SolarEstimatorConfig, input: SolarInput, production: Range, use: number): Range {
  const { base, car, heatPump, maxOfUse } = config.selfConsumption;
  const extra = (input.km > 0 ? car : 0) + (input.heatPump ? heatPump : 0);
  const cap = use * maxOfUse;
  return {
    min: Math.min(production.min * (base.min + extra), cap),
    max: Math.min(production.max * (base.max + extra), cap),
  };
}

/** The estimate for a checked input. */
export function solarEstimate(config: SolarEstimatorConfig, input: SolarInput): SolarEstimate {
  const figures = config.countries[input.country];
  const kwp = systemSize(config, input);
  const yieldRange = regionOf(config, input.region)?.yield ?? { min: 0, max: 0 };
  const factor = config.orientation.factors[input.orientation] * config.pitch.factors[input.pitch];
  const production = { min: kwp * yieldRange.min * factor, max: kwp * yieldRange.max * factor };
  const use = yearlyUse(config, input);
  const self = selfConsumed(config, input, production, use);
  const feedIn = classOf(figures.feedIn.classes, kwp);
  const saving = {
    min: self.min * figures.tariff.perKwh + (production.min - self.min) * feedIn.min,
    max: self.max * figures.tariff.perKwh + (production.max - self.max) * feedIn.max,
  };
  const subsidy = subsidyFor(figures.subsidy, kwp);
  const price = { min: kwp * figures.price[input.mount].min, max: kwp * figures.price[input.mount].max };
  const years = (cost: number, yearly: number) => (yearly > 0 ? Math.max(0, cost - subsidy.total) / yearly : 0);
  const shares = [self.min / production.min, self.max / production.max].map((s) => Math.round(100 * (s || 0)));
  return {
    currency: figures.currency,
    kwp,
    production: rounded(production, 10),
    use: Math.round(use),
    selfShare: { min: Math.min(...shares), max: Math.max(...shares) },
    saving: rounded(saving, 10),
    subsidy,
    feedIn,
    price: rounded(price, 100),
    payback: { min: Math.round(years(price.min, saving.max)), max: Math.round(years(price.max, saving.min)) },
  };
}
