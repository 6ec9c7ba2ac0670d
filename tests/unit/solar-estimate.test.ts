import { describe, expect, it } from 'vitest';
import { solarEstimate, systemSize } from '../../src/lib/solar-estimate';
import { checkSolar, readSolarParams, solarParams } from '../../src/lib/solar-params';
import { FIGURES_DAY, GENEVA_ROOF, SOLAR_CONFIG as config } from '../helpers/solar-input';

/*
 * Cases worked by hand from content/solar-estimator.yaml's tables on FIGURES_DAY. The first test pins the
 * figures the sums use: when an author changes one, it names the figure, and the sums below are redone.
 */
const { CH, FR } = config.countries;
const estimate = (input: Partial<typeof GENEVA_ROOF>, day = FIGURES_DAY) =>
  solarEstimate(config, { ...GENEVA_ROOF, ...input }, day);

describe('the figures these sums were worked from', () => {
  it('are those of content/solar-estimator.yaml', () => {
    expect(config.yields.regions.find((r) => r.code === 'GE')!.yield).toEqual({ min: 1050, max: 1150 });
    expect(config.orientation.factors.medium.south).toBe(1);
    expect(config.orientation.factors.flat).toEqual({ south: 0.88, diagonal: 0.88, eastWest: 0.87, north: 0.86 });
    expect(config.months.production.CH).toEqual([
      0.028, 0.048, 0.085, 0.112, 0.128, 0.133, 0.137, 0.12, 0.09, 0.062, 0.033, 0.024,
    ]);
    expect(config.months.use.household).toEqual([
      0.098, 0.088, 0.09, 0.08, 0.077, 0.071, 0.07, 0.071, 0.074, 0.084, 0.092, 0.105,
    ]);
    expect(config.daylight.shares.household).toEqual({ min: 0.3, max: 0.4 });
    expect(CH.tariff.periods[0]).toMatchObject({ validFrom: '2026-01-01', validUntil: '2026-12-31', perKwh: 0.277 });
    expect(CH.feedIn.periods[0]).toMatchObject({
      minimumUpToKw: 30,
      classes: [
        { upToKw: 30, rate: { min: 0.06, max: 0.1 } },
        { upToKw: 150, rate: { min: 0.06, max: 0.08 } },
      ],
    });
    expect(CH.subsidy.periods[0]).toMatchObject({
      validFrom: '2025-04-01',
      minKw: 2,
      marginal: true,
      classes: [
        { upToKw: 30, rate: 360 },
        { upToKw: 100, rate: 300 },
      ],
    });
    expect(CH.price).toMatchObject({
      vatIncluded: true,
      roof: { fixed: { min: 3000, max: 5000 }, perKwp: { min: 1200, max: 1700 } },
      upkeepPerKwp: 20,
      inverterShare: 0.1,
    });
    expect(FR.vat!.periods[0]).toMatchObject({
      classes: [
        { upToKw: 9, rate: 0.055 },
        { upToKw: 100, rate: 0.2 },
      ],
      standard: 0.2,
    });
    expect(config.life).toMatchObject({ years: { min: 25, max: 30 }, ageing: 0.005, inverterYear: 15 });
  });
});

describe('solarEstimate', () => {
  it('the Geneva roof: 30 m² facing south at 30°, 4500 kWh a year', () => {
    // 30 m² × 0.18 = 5.4 kWp; 5.4 × 1050 = 5670 and 5.4 × 1150 = 6210 kWh.
    // Low case, month by month the smaller of production (5670 × share) and daylight use (4500 × share × 0.3):
    // Jan 158.76 | 132.3, … Dec 136.08 | 141.75: the daylight use every month but December, 1344.33 kWh, 24 %.
    // High case (0.4): 1800 kWh of daylight use, less January and December where production is smaller
    // (173.88 and 149.04 kWh instead of 176.4 and 189): 1757.52 kWh of 6210, 28 %.
    // Saving 1344.33 × 0.277 + 4325.67 × 0.06 = 631.92; 1757.52 × 0.277 + 4452.48 × 0.10 = 932.08.
    // Subsidy 5.4 × 360 = 1944, no base contribution. Price 3000 + 1200 × 5.4 = 9480 to 5000 + 1700 × 5.4 = 14180.
    // Payback, upkeep 5.4 × 20 = 108 a year: 9480 − 1944 = 7536 is repaid in year 10 by 932.08 a year less
    // 0.5 % a year; 14180 − 1944 = 12236, with 1418 for the inverter in year 15, in year 29 by 631.92.
    const result = estimate({});
    expect(result).toMatchObject({
      currency: 'CHF',
      day: FIGURES_DAY,
      kwp: 5.4,
      production: { min: 5670, max: 6210 },
      use: 4500,
      selfShare: { min: 24, max: 28 },
      money: {
        feedIn: { min: 0.06, max: 0.1 },
        saving: { min: 630, max: 930 },
        subsidy: 1944,
        price: { min: 9500, max: 14200 },
        payback: { min: 10, max: 29 },
      },
    });
    // July: 5670 × 0.137 = 776.79 and 6210 × 0.137 = 850.77 kWh produced, 315 kWh used; covered
    // 94.5 and 126 in daylight.
    expect(result.months[6]).toEqual({ production: 814, use: 315, covered: 110 });
    expect(result.months.reduce((sum, m) => sum + m.use, 0)).toBe(4500);
  });

  it('a flat carport facing east or west yields nearly what one facing south does', () => {
    // 2 × 2.4 = 4.8 kWp; 4.8 × 1050 × 0.87 = 4384.8 and 4.8 × 1150 × 0.87 = 4802.4 kWh.
    const eastWest = estimate({ mount: 'carport', spaces: 2, pitch: 'flat', orientation: 'eastWest' });
    const south = estimate({ mount: 'carport', spaces: 2, pitch: 'flat', orientation: 'south' });
    expect(eastWest.production).toEqual({ min: 4380, max: 4800 });
    // 4.8 × 1050 × 0.88 = 4435.2 and 4.8 × 1150 × 0.88 = 4857.6.
    expect(south.production).toEqual({ min: 4440, max: 4860 });
    // Carport price: 6000 + 2000 × 4.8 = 15600 to 9000 + 2800 × 4.8 = 22440.
    expect(eastWest.money.price).toEqual({ min: 15600, max: 22400 });
  });

  it('1.8 kWp gets no Swiss subsidy (below 2 kW) and uses well over half of its production at home', () => {
    // 10 m² × 0.18 = 1.8 kWp; 1.8 × 1050 = 1890 kWh, so most months produce less than the daylight use.
    const small = estimate({ area: 10 });
    expect(small.kwp).toBe(1.8);
    expect(small.money.subsidy).toBe(0);
    expect(small.selfShare.min).toBeGreaterThan(50);
    // 12 m²: 2.2 kWp × 360 = 792.
    expect(estimate({ area: 12 }).money.subsidy).toBe(792);
  });

  it('36 kWp: the federal minimum on the first 30 kW only, and Pronovo by class', () => {
    // 200 m² × 0.18 = 36 kWp. Minimum feed-in 6 ct × 30 / 36 = 5 ct; upper bound of the class to 150 kW, 8 ct.
    // Subsidy 30 × 360 + 6 × 300 = 12600.
    const large = estimate({ area: 200 });
    expect(large.kwp).toBe(36);
    expect(large.money.feedIn).toEqual({ min: 0.05, max: 0.08 });
    expect(large.money.subsidy).toBe(12600);
  });

  it('a battery covers more of the use on site and costs more', () => {
    const without = estimate({});
    const withBattery = estimate({ battery: 10 });
    // July, low case: 776.79 − 94.5 = 682.29 kWh of surplus, at most 10 × 31 = 310 stored, and no more than
    // the evening's (315 − 94.5) / 0.9 = 245: all of July's use is covered, and so in the high case.
    expect(withBattery.months[6]).toMatchObject({ use: 315, covered: 315 });
    expect(withBattery.selfShare.min).toBeGreaterThan(without.selfShare.max);
    // 2000 + 700 × 10 = 9000 more: 9480 + 9000 = 18480; 14180 + 3000 + 1000 × 10 = 27180.
    expect(withBattery.money.price).toEqual({ min: 18500, max: 27200 });
    for (const m of withBattery.months) expect(m.covered).toBeLessThanOrEqual(m.use);
  });

  it('a heat pump uses most in winter, when the panels produce least', () => {
    const heated = estimate({ heatPump: true });
    // 4000 kWh more, 18 % in January and 2 % in July.
    expect(heated.use).toBe(8500);
    expect(heated.months[0]!.use).toBe(Math.round(4500 * 0.098 + 4000 * 0.18));
    expect(heated.months[0]!.production).toBeLessThan(heated.months[0]!.use);
    expect(heated.months[6]!.production).toBeGreaterThan(heated.months[6]!.use);
  });

  it('a small French roof facing north, steeply: VAT at 5.5 % and a payback longer than the panels’ life', () => {
    // 10 m² in the Doubs: 1.8 kWp; 1.8 × 1000 × 0.5 = 900 to 1.8 × 1100 × 0.5 = 990 kWh.
    // Price (2500 + 1100 × 1.8) × 1.055 = 4726.4 to (4000 + 1500 × 1.8) × 1.055 = 7068.5; premium 1.8 × 80 = 144.
    const result = estimate({ country: 'FR', region: '25', area: 10, orientation: 'north', pitch: 'steep' });
    expect(result.currency).toBe('EUR');
    expect(result.production).toEqual({ min: 900, max: 990 });
    expect(result.money.price).toEqual({ min: 4700, max: 7100 });
    expect(result.money.subsidy).toBe(144);
    // Saving at most about 990 × 0.194 = 192 a year, less 36 of upkeep: not repaid in 30 years.
    expect(result.money.payback).toEqual({ min: null, max: null });
  });
});

describe('size and the visitor’s fields', () => {
  it('sizes to 0.1 kWp and stops at the largest system', () => {
    expect(systemSize(config, { ...GENEVA_ROOF, area: 7 })).toBe(1.3);
    expect(systemSize(config, { ...GENEVA_ROOF, mount: 'carport', spaces: 50 })).toBe(CH.maxKw);
    expect(systemSize(config, { ...GENEVA_ROOF, mount: 'carport', spaces: 3 })).toBe(7.2);
  });

  it('reads the address: the region names the country, a country alone takes its first region; and takes a household size for the use', () => {
    expect(readSolarParams(new URLSearchParams('country=FR&region=GE'), config)).toMatchObject({
      country: 'CH',
      region: 'GE',
    });
    const state = readSolarParams(new URLSearchParams('country=FR&region=XX&people=2&km=8000&battery=10'), config);
    expect(state).toMatchObject({ country: 'FR', region: '74', people: '2', km: '8000', mount: 'roof', battery: '10' });
    const checked = checkSolar(state, config);
    expect('input' in checked && checked.input).toMatchObject({
      consumption: 3000,
      km: 8000,
      region: '74',
      battery: 10,
    });
    expect(readSolarParams(new URLSearchParams(solarParams(state)), config)).toEqual(state);
    // A battery size the content does not offer is none.
    expect(readSolarParams(new URLSearchParams('battery=7'), config).battery).toBe('0');
  });

  it('opens a carport on flat modules and a roof on the usual pitch', () => {
    expect(readSolarParams(new URLSearchParams('mount=carport'), config).pitch).toBe('flat');
    expect(readSolarParams(new URLSearchParams(''), config, { mount: 'carport' }).pitch).toBe('flat');
    expect(readSolarParams(new URLSearchParams('mount=roof'), config, { mount: 'carport' }).pitch).toBe('medium');
  });

  it('names each number that cannot be used, and only those that count', () => {
    const state = readSolarParams(new URLSearchParams('area=2&km=lots&spaces=0'), config);
    expect(checkSolar(state, config)).toEqual({ errors: { area: 'tooSmall', km: 'notNumber' } });
    expect(checkSolar({ ...state, mount: 'carport', km: '0' }, config)).toEqual({ errors: { spaces: 'tooSmall' } });
  });
});
