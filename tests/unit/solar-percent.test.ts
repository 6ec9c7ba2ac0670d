/**
 * A percentage inside a sentence takes what its language puts before it (`solar.percent.range` and
 * `solar.percent.single` of each catalogue): Spanish "del 24 al 28 %", "el 30 %"; English none.
 */
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { percentInText, type SolarWords } from '../../src/lib/solar-format';
import { solarAnswer } from '../../src/lib/solar-sentences';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { GENEVA_ROOF, SOLAR_CONFIG } from '../helpers/solar-input';

const words = (locale: string, numberLocale: string): SolarWords => ({
  locale,
  numberLocale,
  strings: parse(readFileSync(`content/i18n/${locale}.yaml`, 'utf8')) as Record<string, string>,
  calendar: { months: [], monthsShort: [], dates: {} as SolarWords['calendar']['dates'] },
});
const es = words('es', 'es-ES');
const en = words('en', 'en-CH');

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
