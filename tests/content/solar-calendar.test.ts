import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { solarCalendar } from '../../scripts/content/emit/solar-calendar';
import { solarEstimatorSchema } from '../../src/schemas/solar-estimator';

/** The dates of the figures' tables, as each language writes them, over the real content/solar-estimator.yaml. */
const config = solarEstimatorSchema.parse(
  parse(readFileSync(resolve(import.meta.dirname, '../../content/solar-estimator.yaml'), 'utf8')),
);

describe('solar calendar', () => {
  it('writes the first of a month as French and Italian do, and other days as figures', () => {
    const fr = solarCalendar(config, 'fr-CH').dates;
    const it_ = solarCalendar(config, 'it-CH').dates;
    const de = solarCalendar(config, 'de-CH').dates;
    const firsts = Object.keys(fr).filter((d) => d.endsWith('-01'));
    const others = Object.keys(fr).filter((d) => !d.endsWith('-01'));
    expect(firsts.length).toBeGreaterThan(0);
    for (const d of firsts) {
      expect(fr[d]).toMatch(/^1er \p{L}/u);
      expect(it_[d]).toMatch(/^1º \p{L}/u);
      expect(de[d]).toMatch(/^1\. \p{L}/u);
    }
    for (const d of others) {
      expect(fr[d]).not.toMatch(/^1er|º/u);
      expect(it_[d]).not.toMatch(/º/u);
    }
  });

  it('gives the chart three letters for every English month, September too, and Spanish its full stops', () => {
    const en = solarCalendar(config, 'en-CH').monthsShort;
    expect(en[8]).toBe('Sep');
    for (const month of en) expect(month).toMatch(/^\p{Lu}\p{Ll}{2}$/u);
    expect(solarCalendar(config, 'es-ES').monthsShort[0]).toBe('ene.');
  });
});
