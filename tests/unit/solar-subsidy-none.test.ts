/**
 * Below the smallest size Pronovo pays for, the estimate says there is no subsidy, in words: "CHF 0" reads as an
 * amount of nothing, and the breakdown's basis already gives the reason.
 */
import { describe, expect, it } from 'vitest';
import { solarFigures } from '../../src/lib/solar-format';
import { solarAnswer } from '../../src/lib/solar-sentences';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { GENEVA_ROOF, SOLAR_CONFIG } from '../helpers/solar-input';
import { solarWords } from '../helpers/solar-words';

const money = (locale: string, formatLocale: string, area: number) => {
  const result = solarEstimate(SOLAR_CONFIG, { ...GENEVA_ROOF, area }, '2026-11-28');
  return solarAnswer(SOLAR_CONFIG, result, solarWords(locale, formatLocale)).find((s) => s.name === 'money')!.text;
};

describe('the one-off subsidy of a small system', () => {
  it('is none, in words, below 2 kW, in the sentence and in the table', () => {
    expect(money('en', 'en-CH', 10)).toContain('One-off subsidy: none.');
    expect(money('de', 'de-CH', 10)).toContain('Einmalige Förderung: keine.');
    expect(money('fr', 'fr-CH', 10)).toMatch(/Aide unique\s: aucune\./);
    const small = solarEstimate(SOLAR_CONFIG, { ...GENEVA_ROOF, area: 10 }, '2026-11-28');
    expect(solarFigures(small, solarWords('it', 'it-CH')).subsidy).toBe('nessuno');
  });

  it('is an amount from 2 kW', () => {
    expect(money('en', 'en-CH', 12)).toMatch(/One-off subsidy: CHF\s792\./);
  });
});
