import { describe, expect, it } from 'vitest';
import { breakdownRows } from '../../src/components/solar-estimator/breakdown-rows';
import { solarEstimate, type SolarInput } from '../../src/lib/solar-estimate';
import { say, sayCount, type SolarWords } from '../../src/lib/solar-format';
import { dayInSwitzerland, periodOn } from '../../src/lib/solar-periods';
import { solarAnswer } from '../../src/lib/solar-sentences';
import { DATED_TABLES } from '../../src/schemas/solar-estimator';
import { LOCALES } from '../../src/schemas/locales';
import { FIGURES_DAY, GENEVA_ROOF, SOLAR_CONFIG as config } from '../helpers/solar-input';
import { solarWords } from '../helpers/solar-words';

/*
 * Each dated table is a list of periods; the estimate uses the one in force on the day, and says a figure
 * is being updated when no period is.
 */
const periods = [
  { validFrom: '2026-01-01', validUntil: '2026-12-31', perKwh: 0.277 },
  { validFrom: '2027-01-01', perKwh: 0.3 },
];

describe('periodOn', () => {
  it('takes the old period on the day before a switch and the new one on its first day', () => {
    expect(periodOn(periods, '2026-12-31')?.perKwh).toBe(0.277);
    expect(periodOn(periods, '2027-01-01')?.perKwh).toBe(0.3);
    expect(periodOn(periods, '2031-06-01')?.perKwh).toBe(0.3);
  });

  it('has no period before the first one starts or after the last one ends', () => {
    expect(periodOn(periods, '2025-12-31')).toBeUndefined();
    expect(periodOn(periods.slice(0, 1), '2027-01-01')).toBeUndefined();
  });
});

describe('the estimate on the day', () => {
  it('leaves out the Swiss saving once the 2026 tariff has ended, keeping the size, the subsidy and the price', () => {
    const last = solarEstimate(config, GENEVA_ROOF, '2026-12-31');
    const next = solarEstimate(config, GENEVA_ROOF, '2027-01-01');
    expect(last.money.saving).toEqual({ min: 630, max: 930 });
    expect(next.day).toBe('2027-01-01');
    expect(next.production).toEqual(last.production);
    expect(next.money.saving).toBeUndefined();
    expect(next.money.payback).toBeUndefined();
    expect(next.money.subsidy).toBe(1944);
    expect(next.money.price).toEqual(last.money.price);
  });

  it('uses the French first-quarter premium for 10.8 kWp until 31 March 2026, and none it cannot confirm after', () => {
    const input = { ...GENEVA_ROOF, country: 'FR' as const, region: '74', area: 60 };
    // 60 m² × 0.18 = 10.8 kWp: 140 € per kWp in the first quarter of 2026, 1512 €.
    expect(solarEstimate(config, input, '2026-03-31').money.subsidy).toBe(1512);
    expect(solarEstimate(config, input, '2026-04-01').money.subsidy).toBeUndefined();
    // Up to 9 kWp the premium holds from one quarter to the next: 8.1 kWp × 80 = 648.
    expect(solarEstimate(config, { ...input, area: 45 }, '2026-04-01').money.subsidy).toBe(648);
  });

  it('has a period in force in every dated table on FIGURES_DAY, the day the worked examples use', () => {
    for (const [code, country] of Object.entries(config.countries))
      for (const table of DATED_TABLES) {
        const periods: readonly { validFrom: string; validUntil?: string }[] | undefined = country[table]?.periods;
        if (periods) expect(periodOn(periods, FIGURES_DAY), `${code} ${table}`).toBeDefined();
      }
  });

  it('knows the day in Switzerland, not the server’s', () => {
    expect(dayInSwitzerland(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dayInSwitzerland(new Date('2027-06-30T21:59:00Z'))).toBe('2027-06-30');
  });
});

/*
 * France's S21 feed-in price and premium end on 4 June 2026 and its Tarif Bleu on 31 July 2026: what
 * followed could not be read at its primary source, so a French estimate says those figures are being
 * updated rather than show the old ones, in every language, while a Swiss one keeps its own.
 */
const SAVOIE: SolarInput = { ...GENEVA_ROOF, country: 'FR', region: '74' };
/** The breakdown's value of each money line, by its key. */
const lines = (input: SolarInput, day: string, w: SolarWords) =>
  Object.fromEntries(
    breakdownRows({ config, input, result: solarEstimate(config, input, day), words: w }).map((r) => [r.key, r.value]),
  );

describe.each(LOCALES)('the French figures withheld, in %s', (locale) => {
  const w = solarWords(locale, `${locale}-CH`);
  const updating = say(w, 'solar.updating.value');

  it('on 2026-11-29 a French estimate shows its tariff, feed-in price, premium and saving as being updated', () => {
    const result = solarEstimate(config, SAVOIE, '2026-11-29');
    expect(result.money).toEqual({ price: expect.anything() });
    const row = lines(SAVOIE, '2026-11-29', w);
    for (const key of ['tariff', 'feedIn', 'saving', 'subsidy', 'payback']) expect(row[key], key).toBe(updating);
    expect(row.price).not.toBe(updating);
    const text = solarAnswer(config, result, w).map((a) => a.text);
    expect(text.join(' ')).toContain(say(w, 'solar.updating.saving'));
    expect(text.join(' ')).toContain(say(w, 'solar.updating.subsidy'));
  });

  it('on the same day a Swiss estimate still shows its tariff, feed-in price, saving and subsidy', () => {
    const row = lines(GENEVA_ROOF, '2026-11-29', w);
    for (const key of ['tariff', 'feedIn', 'saving', 'subsidy', 'price', 'payback'])
      expect(row[key], key).not.toBe(updating);
    expect(solarEstimate(config, GENEVA_ROOF, '2026-11-29').money).toMatchObject({
      feedIn: { min: 0.06, max: 0.1 },
      saving: { min: 630, max: 930 },
      subsidy: 1944,
    });
  });

  it('on 2026-05-15 the French figures show: 4 c€ per kWh, 80 € per kWp and the tariff of 0.194 €', () => {
    const result = solarEstimate(config, SAVOIE, '2026-05-15');
    // 30 m² × 0.18 = 5.4 kWp: 5.4 × 80 = 432 € of premium.
    expect(result.money).toMatchObject({ feedIn: { min: 0.04, max: 0.04 }, subsidy: 432 });
    expect(result.money.saving).toBeDefined();
    const row = lines(SAVOIE, '2026-05-15', w);
    for (const key of ['tariff', 'feedIn', 'saving', 'subsidy', 'price', 'payback'])
      expect(row[key], key).not.toBe(updating);
    expect(row.tariff).toMatch(/19[.,٫]4/);
    expect(row.feedIn).toMatch(/\b4\b/);
  });
});

describe('the last day of each French period', () => {
  it('keeps the feed-in price and premium until 4 June 2026 and the tariff until 31 July 2026, none after', () => {
    const on = (day: string) => solarEstimate(config, SAVOIE, day).money;
    expect(on('2026-06-04')).toMatchObject({ feedIn: { min: 0.04 }, subsidy: 432 });
    expect(on('2026-06-05').feedIn).toBeUndefined();
    expect(on('2026-06-05').subsidy).toBeUndefined();
    const tariff = (day: string) => periodOn(config.countries.FR.tariff.periods, day)?.perKwh;
    expect(tariff('2026-07-31')).toBe(0.194);
    expect(tariff('2026-08-01')).toBeUndefined();
  });
});

describe('the cents per kWh, in the plural form of their count', () => {
  it('writes "euro cents" in English where a French tariff is in force, and a Swiss one in "ct."', () => {
    const en = solarWords('en', 'en-CH');
    expect(lines(SAVOIE, '2026-05-15', en)).toMatchObject({
      tariff: '19.4 euro cents per kWh',
      feedIn: '4 euro cents per kWh',
    });
    expect(lines(GENEVA_ROOF, '2026-05-15', en).tariff).toBe('27.7 ct. per kWh');
  });

  it('takes the singular for one cent, in English as in Arabic', () => {
    const oneCent = (locale: string) =>
      sayCount(solarWords(locale, `${locale}-CH`), 'solar.unit.cents.EUR', 1, { value: '1' });
    expect(oneCent('en')).toBe('1 euro cent per kWh');
    expect(oneCent('ar')).toBe('1 (سنت يورو/كيلوواط ساعة)');
  });
});
