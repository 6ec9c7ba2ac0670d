import type { Period, SolarCountryFigures, SolarEstimatorConfig } from '../schemas/solar-estimator';
import type { Range } from './estimate';
import type { Mount } from '../schemas/solar-options';
import { classRate } from './solar-periods';

/*
 * The money side of a solar estimate, each figure from the period of its table in force on the day. A
 * figure whose table has no period that day, or whose classes stop below the system's size, is undefined,
 * and so is every figure computed from it.
 */

/**
 * The price per kWh fed in, lowest to highest. Where the law guarantees the lowest price for the first kW
 * only (`minimumUpToKw`), a larger system gets it on that share of its surplus: 6 ct × 30 / 36 = 5 ct.
 */
export function feedInRate(period: Period<'feedIn'> | undefined, kwp: number): Range | undefined {
  const rate = period && classRate(period.classes, kwp);
  if (!rate) return undefined;
  const limit = period.minimumUpToKw;
  const min = limit && kwp > limit ? (rate.min * limit) / kwp : rate.min;
  return { min, max: Math.max(min, rate.max) };
}

/**
 * The one-off subsidy, nothing below the smallest size. Pronovo pays each class's rate on the kilowatts
 * within it (marginal); France pays the rate of the system's class on all of it.
 */
export function subsidyFor(period: Period<'subsidy'> | undefined, kwp: number): number | undefined {
  if (!period) return undefined;
  if (kwp < period.minKw) return 0;
  const last = period.classes[period.classes.length - 1]!;
  if (kwp > last.upToKw) return undefined;
  if (!period.marginal) return classRate(period.classes, kwp)! * kwp;
  let total = 0;
  let below = 0;
  for (const { upToKw, rate } of period.classes) {
    total += Math.max(0, Math.min(kwp, upToKw) - below) * rate;
    below = upToKw;
  }
  return total;
}

/**
 * The installed price, VAT included: a fixed part plus a part per kWp, and the battery's. Where the prices
 * are without VAT, the rate of the system's class is added to the system and the standard rate to the
 * battery (a battery never takes the reduced rate).
 */
export function installedPrice(
  country: SolarCountryFigures,
  vat: Period<'vat'> | undefined,
  mount: Mount,
  kwp: number,
  battery: number,
): Range | undefined {
  const { price } = country;
  const system = (bound: 'min' | 'max') => price[mount].fixed[bound] + price[mount].perKwp[bound] * kwp;
  const storage = (bound: 'min' | 'max') =>
    battery > 0 ? price.battery.fixed[bound] + price.battery.perKwh[bound] * battery : 0;
  if (price.vatIncluded) return { min: system('min') + storage('min'), max: system('max') + storage('max') };
  const rate = vat && classRate(vat.classes, kwp);
  if (rate === undefined || !vat) return undefined;
  const withVat = (bound: 'min' | 'max') => system(bound) * (1 + rate) + storage(bound) * (1 + vat.standard);
  return { min: withVat('min'), max: withVat('max') };
}

/**
 * Years until the savings repay the price less the subsidy, counting the panels' ageing, the yearly upkeep
 * and the inverter's replacement; null when the panels' life ends first.
 */
export function paybackYears(
  config: SolarEstimatorConfig,
  country: SolarCountryFigures,
  { price, subsidy, saving, kwp }: { price: number; subsidy: number; saving: number; kwp: number },
): number | null {
  const { life } = config;
  const upkeep = country.price.upkeepPerKwp * kwp;
  let owed = price - subsidy;
  for (let year = 1; year <= life.years.max; year++) {
    if (owed <= 0) return year - 1;
    owed -= saving * (1 - life.ageing) ** (year - 1) - upkeep;
    if (year === life.inverterYear) owed += price * country.price.inverterShare;
  }
  return owed <= 0 ? life.years.max : null;
}
