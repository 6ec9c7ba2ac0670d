import type { SolarEstimatorConfig } from '../schemas/solar-estimator';
import type { SolarInput } from './solar-input';
import { USES, type Use } from '../schemas/solar-options';

/*
 * The energy side of a solar estimate, month by month. Production follows the sun (most in summer); use
 * follows the household, the heat pump (most in winter) and the car. The panels cover directly only the
 * use that falls while they produce, so each month the share used on site is the smaller of the
 * production and the daylight part of the use; a battery then moves some of the day's surplus to the
 * evening, at most its size each day. The year is the sum of its months.
 */

/** Days in each month, February as an average year. */
const DAYS = [31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** One month of the balance, kWh. */
export interface MonthEnergy {
  production: number;
  use: number;
  /** Use covered directly by the panels. */
  direct: number;
  /** Surplus stored in the battery (what it gives back is `stored × efficiency`). */
  stored: number;
}

/** Each yearly use: the household's, a heat pump's and a car's. */
export function usesOf(config: SolarEstimatorConfig, input: SolarInput): Record<Use, number> {
  return {
    household: input.consumption,
    heatPump: input.heatPump ? config.use.heatPumpKwh : 0,
    car: input.km * config.use.kwhPerKm,
  };
}

/** Yield of the orientation and pitch as a share of facing south at about 30°. */
export const orientationFactor = (config: SolarEstimatorConfig, input: SolarInput) =>
  config.orientation.factors[input.pitch][input.orientation];

/**
 * The twelve months of a system of `yearly` kWh, with the daylight shares of the `bound` case: the low case
 * takes the lowest yield and the lowest daylight shares, the high case the highest.
 */
export function monthlyEnergy(
  config: SolarEstimatorConfig,
  input: SolarInput,
  yearly: number,
  bound: 'min' | 'max',
): MonthEnergy[] {
  const uses = usesOf(config, input);
  const { efficiency } = config.battery;
  return config.months.production[input.country].map((share, m) => {
    const production = yearly * share;
    let use = 0;
    let daylight = 0;
    for (const consumer of USES) {
      const kwh = uses[consumer] * config.months.use[consumer][m]!;
      use += kwh;
      daylight += kwh * config.daylight.shares[consumer][bound];
    }
    const direct = Math.min(production, daylight);
    const stored = Math.min(production - direct, input.battery * DAYS[m]!, (use - direct) / efficiency);
    return { production, use, direct, stored };
  });
}

/** The year's totals of the months: production, use, used on site, given back by the battery, fed in. */
export function yearOf(months: readonly MonthEnergy[], efficiency: number) {
  const sum = (f: (m: MonthEnergy) => number) => months.reduce((total, m) => total + f(m), 0);
  const production = sum((m) => m.production);
  const direct = sum((m) => m.direct);
  const stored = sum((m) => m.stored);
  return {
    production,
    use: sum((m) => m.use),
    /** Production used on site, the battery's charge included. */
    onSite: direct + stored,
    /** kWh not bought from the grid. */
    covered: direct + stored * efficiency,
    fedIn: production - direct - stored,
  };
}
