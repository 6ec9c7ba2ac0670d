/**
 * A percentage inside a sentence takes what its language puts before it (`solar.percent.range` and
 * `solar.percent.single` of each catalogue): Spanish "del 24 al 28 %", "el 30 %"; English none.
 */
import { describe, expect, it } from 'vitest';
import {
  number,
  percentInText,
  rangeInText,
  solarFigures,
  solarQuoteRequest,
  type SolarWords,
} from '../../src/lib/solar-format';
import { solarAnswer } from '../../src/lib/solar-sentences';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { GENEVA_ROOF, SOLAR_CONFIG } from '../helpers/solar-input';
import { solarWords } from '../helpers/solar-words';

const es = solarWords('es', 'es-ES');
const en = solarWords('en', 'en-CH');
const fr = solarWords('fr', 'fr-CH');
const it_ = solarWords('it', 'it-CH');

describe('percentInText', () => {
  it('gives a Spanish range and a single figure their article, and English none', () => {
    expect(percentInText(es, { min: 24, max: 28 })).toBe('del 24 al 28');
    expect(percentInText(es, { min: 30, max: 30.2 })).toBe('el 30');
    expect(percentInText(en, { min: 24, max: 28 })).toBe('24 to 28');
    expect(percentInText(en, { min: 30, max: 30 })).toBe('30');
  });

  it('puts the article in the estimate’s sentence, not in the bare figures', () => {
    const result = solarEstimate(SOLAR_CONFIG, GENEVA_ROOF, '2026-11-28');
    const save = solarAnswer(SOLAR_CONFIG, result, es).find((s) => s.name === 'save')!.text;
    const { min, max } = result.selfShare;
    expect(save).toContain(`Autoconsumo: del ${min} al ${max} % de esa producción`);
  });
});

describe('a range inside a sentence', () => {
  const result = solarEstimate(SOLAR_CONFIG, GENEVA_ROOF, '2026-11-28');
  const sentence = (w: SolarWords, name: string) =>
    solarAnswer(SOLAR_CONFIG, result, w).find((s) => s.name === name)!.text;
  const n = (w: SolarWords) => (value: number) => number(w, value);

  it('opens a French range with "de" in the sentence, and leaves the table cell and English bare', () => {
    expect(rangeInText(fr, { min: 5670, max: 6210 }, n(fr))).toBe('de 5\u202f670 à 6\u202f210');
    expect(rangeInText(fr, { min: 5670, max: 5670 }, n(fr))).toBe('5\u202f670');
    expect(rangeInText(en, { min: 5670, max: 6210 }, n(en))).toBe('5’670 to 6’210');
    const [low, high] = [n(fr)(result.production.min), n(fr)(result.production.max)];
    expect(sentence(fr, 'produce')).toContain(`produirait de ${low} à ${high} kWh par an`);
    expect(solarFigures(result, fr).production).toBe(`${low} à ${high}`);
    expect(sentence(en, 'produce')).toContain(`would produce ${n(en)(result.production.min)} to`);
  });

  it('opens the French self-consumption share with "de", and keeps the payback "en … à … ans"', () => {
    const { min, max } = result.selfShare;
    expect(sentence(fr, 'save')).toMatch(new RegExp(`Vous en consommeriez de ${min} à ${max}\\s% vous-même`));
    expect(sentence(fr, 'payback')).toMatch(/ en \d+ à \d+ ans\./);
  });

  it('gives the Italian share as a label value, with no "della produzione" that would need the article', () => {
    const { min, max } = result.selfShare;
    expect(sentence(it_, 'save')).toContain(`Quota di autoconsumo: da ${min} a ${max}%; risparmio:`);
    expect(sentence(it_, 'save')).not.toContain('della produzione');
  });

  it('writes the quote request’s ranges in the sentence form too, English as before', () => {
    const { min, max } = result.selfShare;
    const [low, high] = [n(fr)(result.production.min), n(fr)(result.production.max)];
    expect(solarQuoteRequest(GENEVA_ROOF, result, fr).message).toMatch(
      new RegExp(`kWc, de ${low} à ${high} kWh par an et de ${min} à ${max}\\s% d'autoconsommation`),
    );
    expect(solarQuoteRequest(GENEVA_ROOF, result, es).message).toContain(`del ${min} al ${max}`);
    expect(solarQuoteRequest(GENEVA_ROOF, result, en).message).toContain(
      `${n(en)(result.production.min)} to ${n(en)(result.production.max)} kWh a year, ${min} to ${max}% used on site`,
    );
  });
});
