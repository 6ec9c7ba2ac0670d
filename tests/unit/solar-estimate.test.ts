import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { solarEstimate, subsidyFor, systemSize, type SolarInput } from '../../src/lib/solar-estimate';
import { checkSolar, readSolarParams, solarParams } from '../../src/lib/solar-params';
import { solarEstimatorSchema } from '../../src/schemas/solar-estimator';
import { GENEVA_ROOF } from '../helpers/solar-input';

/*
 * Three cases worked out by hand from content/solar-estimator.yaml's own tables. The first test pins the
 * figures the sums use: when an author updates a tariff or a subsidy, it says which figure moved, and the
 * sums below are redone with the new one.
 */
const config = solarEstimatorSchema.parse(
  parse(readFileSync(join(import.meta.dirname, '../../content/solar-estimator.yaml'), 'utf8')),
);
const { CH, FR } = config.countries;
const yieldOf = (code: string) => config.yields.regions.find((r) => r.code === code)!.yield;

describe('the figures these sums were worked from', () => {
  it('are those of content/solar-estimator.yaml', () => {
    expect([yieldOf('GE'), yieldOf('74'), yieldOf('VD')]).toEqual([
      { min: 1050, max: 1150 },
      { min: 1050, max: 1200 },
      { min: 1000, max: 1100 },
    ]);
    expect(config.orientation.factors).toMatchObject({ south: 1, diagonal: 0.95 });
    expect(config.pitch.factors).toMatchObject({ flat: 0.9, low: 0.97, medium: 1 });
    expect(config.modules).toMatchObject({ kwpPerM2: 0.18, kwpPerSpace: 2.4 });
    expect(config.selfConsumption).toMatchObject({
      base: { min: 0.25, max: 0.35 },
      car: 0.1,
      heatPump: 0.05,
      maxOfUse: 0.5,
    });
    expect(config.use).toMatchObject({ kwhPerKm: 0.18, heatPumpKwh: 4000 });
    expect([CH.tariff.perKwh, FR.tariff.perKwh]).toEqual([0.277, 0.1952]);
    expect(CH.feedIn.classes.map((c) => c.rate)).toEqual([
      { min: 0.06, max: 0.1 },
      { min: 0.03, max: 0.08 },
    ]);
    expect(FR.feedIn.classes[0]!.rate).toEqual({ min: 0.04, max: 0.04 });
    expect(CH.subsidy).toMatchObject({
      base: 350,
      marginal: true,
      classes: [
        { upToKw: 30, rate: 360 },
        { upToKw: 100, rate: 300 },
      ],
    });
    expect(FR.subsidy).toMatchObject({
      base: 0,
      marginal: false,
      classes: [
        { upToKw: 9, rate: 80 },
        { upToKw: 36, rate: 190 },
        { upToKw: 100, rate: 100 },
      ],
    });
    expect([CH.price.roof, CH.price.carport, FR.price.carport]).toEqual([
      { min: 1800, max: 2600 },
      { min: 2600, max: 3600 },
      { min: 2500, max: 3500 },
    ]);
  });
});

describe('solarEstimate', () => {
  it('a small roof in Geneva: 30 m² facing south at 30°, 4500 kWh a year', () => {
    // 30 m² × 0.18 = 5.4 kWp; 5.4 × 1050 = 5670 and 5.4 × 1150 = 6210 kWh.
    // On site 25 % of 5670 = 1417.5 and 35 % of 6210 = 2173.5 kWh (below half of 4500).
    // Saving 1417.5 × 0.277 + 4252.5 × 0.06 = 647.80; 2173.5 × 0.277 + 4036.5 × 0.10 = 1005.71.
    // Subsidy 350 + 5.4 × 360 = 2294. Price 5.4 × 1800 = 9720 to 5.4 × 2600 = 14040.
    // Payback (9720 − 2294) / 1005.71 = 7.4 and (14040 − 2294) / 647.80 = 18.1 years.
    expect(solarEstimate(config, GENEVA_ROOF)).toEqual({
      currency: 'CHF',
      kwp: 5.4,
      production: { min: 5670, max: 6210 },
      use: 4500,
      selfShare: { min: 25, max: 35 },
      saving: { min: 650, max: 1010 },
      subsidy: { base: 350, power: 1944, total: 2294 },
      feedIn: { min: 0.06, max: 0.1 },
      price: { min: 9700, max: 14000 },
      payback: { min: 7, max: 18 },
    });
  });

  it('a two-space carport in Haute-Savoie, flat, with a car driving 10 000 km', () => {
    // 2 × 2.4 = 4.8 kWp; 4.8 × 1050 × 0.9 = 4536 and 4.8 × 1200 × 0.9 = 5184 kWh.
    // Use 4500 + 10000 × 0.18 = 6300 kWh, at most half on site: 3150.
    // On site 35 % of 4536 = 1587.6 and 45 % of 5184 = 2332.8 kWh.
    // Saving 1587.6 × 0.1952 + 2948.4 × 0.04 = 427.84; 2332.8 × 0.1952 + 2851.2 × 0.04 = 569.41.
    // Premium 4.8 × 80 = 384 (up to 9 kWp). Price 4.8 × 2500 = 12000 to 4.8 × 3500 = 16800.
    // Payback (12000 − 384) / 569.41 = 20.4 and (16800 − 384) / 427.84 = 38.4 years.
    const input: SolarInput = {
      ...GENEVA_ROOF,
      country: 'FR',
      region: '74',
      mount: 'carport',
      spaces: 2,
      pitch: 'flat',
      km: 10000,
    };
    expect(solarEstimate(config, input)).toEqual({
      currency: 'EUR',
      kwp: 4.8,
      production: { min: 4540, max: 5180 },
      use: 6300,
      selfShare: { min: 35, max: 45 },
      saving: { min: 430, max: 570 },
      subsidy: { base: 0, power: 384, total: 384 },
      feedIn: { min: 0.04, max: 0.04 },
      price: { min: 12000, max: 16800 },
      payback: { min: 20, max: 38 },
    });
  });

  it('a large roof in Vaud facing south-east at 15°, with a car and a heat pump', () => {
    // 200 m² × 0.18 = 36 kWp; 36 × 1000 × 0.95 × 0.97 = 33174 and 36 × 1100 × 0.95 × 0.97 = 36491.4 kWh.
    // Use 6000 + 15000 × 0.18 + 4000 = 12700 kWh; on site at most half: 6350 (40 % or 50 % of the
    // production would be more), so 6350 / 33174 = 19 % and 6350 / 36491.4 = 17 %.
    // Feed-in above 30 kWp: 0.03 to 0.08. Saving 6350 × 0.277 + 26824 × 0.03 = 2563.67;
    // 6350 × 0.277 + 30141.4 × 0.08 = 4170.26.
    // Subsidy 350 + 30 × 360 + 6 × 300 = 12950. Price 36 × 1800 = 64800 to 36 × 2600 = 93600.
    // Payback (64800 − 12950) / 4170.26 = 12.4 and (93600 − 12950) / 2563.67 = 31.5 years.
    const input: SolarInput = {
      ...GENEVA_ROOF,
      region: 'VD',
      area: 200,
      orientation: 'diagonal',
      pitch: 'low',
      consumption: 6000,
      km: 15000,
      heatPump: true,
    };
    expect(solarEstimate(config, input)).toEqual({
      currency: 'CHF',
      kwp: 36,
      production: { min: 33170, max: 36490 },
      use: 12700,
      selfShare: { min: 17, max: 19 },
      saving: { min: 2560, max: 4170 },
      subsidy: { base: 350, power: 12600, total: 12950 },
      feedIn: { min: 0.03, max: 0.08 },
      price: { min: 64800, max: 93600 },
      payback: { min: 12, max: 31 },
    });
  });
});

describe('subsidyFor', () => {
  it("Pronovo: base plus each class's rate on the kilowatts within it", () => {
    expect(subsidyFor(CH.subsidy, 10)).toEqual({ base: 350, power: 3600, total: 3950 });
    expect(subsidyFor(CH.subsidy, 30)).toEqual({ base: 350, power: 10800, total: 11150 });
    // 30 × 360 + 0.5 × 300
    expect(subsidyFor(CH.subsidy, 30.5)).toEqual({ base: 350, power: 10950, total: 11300 });
    expect(subsidyFor(CH.subsidy, 99)).toEqual({ base: 350, power: 10800 + 69 * 300, total: 350 + 31500 });
  });

  it("France: the rate of the system's class on all of it, from one class to the next", () => {
    expect(subsidyFor(FR.subsidy, 9).total).toBe(720);
    expect(subsidyFor(FR.subsidy, 9.1).total).toBe(1729);
    expect(subsidyFor(FR.subsidy, 36).total).toBe(6840);
    expect(subsidyFor(FR.subsidy, 36.1).total).toBe(3610);
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
    const state = readSolarParams(new URLSearchParams('country=FR&region=XX&people=2&km=8000'), config);
    expect(state).toMatchObject({ country: 'FR', region: '74', people: '2', km: '8000', mount: 'roof' });
    const checked = checkSolar(state, config);
    expect('input' in checked && checked.input).toMatchObject({ consumption: 3000, km: 8000, region: '74' });
    expect(readSolarParams(new URLSearchParams(solarParams(state)), config)).toEqual(state);
  });

  it('names each number that cannot be used, and only those that count', () => {
    const state = readSolarParams(new URLSearchParams('area=2&km=lots&spaces=0'), config);
    expect(checkSolar(state, config)).toEqual({ errors: { area: 'tooSmall', km: 'notNumber' } });
    expect(checkSolar({ ...state, mount: 'carport', km: '0' }, config)).toEqual({ errors: { spaces: 'tooSmall' } });
  });
});
