import { describe, expect, it } from 'vitest';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { dayInSwitzerland, periodOn } from '../../src/lib/solar-periods';
import { GENEVA_ROOF, SOLAR_CONFIG as config } from '../helpers/solar-input';

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

  it('knows the day in Switzerland, not the server’s', () => {
    expect(dayInSwitzerland(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dayInSwitzerland(new Date('2027-06-30T21:59:00Z'))).toBe('2027-06-30');
  });
});
