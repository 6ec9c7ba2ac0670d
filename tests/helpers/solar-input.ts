import type { SolarInput } from '../../src/lib/solar-estimate';

/**
 * A 30 m² roof facing south in Geneva, 4500 kWh a year, no car and no heat pump: what the solar estimator
 * opens on, the first case worked by hand in tests/unit/solar-estimate.test.ts and the worked example the
 * solar page's FAQ quotes. Tests that start from another case spread it and change what differs.
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
};
