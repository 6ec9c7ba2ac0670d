import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { SolarInput } from '../../src/lib/solar-estimate';
import { solarEstimatorSchema } from '../../src/schemas/solar-estimator';

/**
 * A 30 m² roof facing south in Geneva, 4500 kWh a year, no car, no heat pump, no battery: what the solar
 * estimator opens on, the first case worked by hand in tests/unit/solar-estimate.test.ts and the worked
 * example the solar page's FAQ quotes. Tests that start from another case spread it and change what differs.
 */
export const GENEVA_ROOF: SolarInput = {
  country: 'CH',
  region: 'GE',
  mount: 'roof',
  area: 30,
  spaces: 0,
  orientation: 'south',
  pitch: 'medium',
  consumption: 4500,
  km: 0,
  heatPump: false,
  battery: 0,
};

/** content/solar-estimator.yaml, validated. */
export const SOLAR_CONFIG = solarEstimatorSchema.parse(
  parse(readFileSync(join(import.meta.dirname, '../../content/solar-estimator.yaml'), 'utf8')),
);

/**
 * A day when every dated table of the content has a period in force (tests/unit/solar-periods.test.ts
 * checks that it still is): the French feed-in price and premium end on 4 June 2026, the French tariff on
 * 31 July 2026.
 */
export const FIGURES_DAY = '2026-05-15';
