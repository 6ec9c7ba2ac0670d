import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { format } from '../../src/i18n/format';
import { pluralFormKey } from '../../src/i18n/plural';

/** The real Arabic catalogue, as the page's `tn` reads it. */
const ar = parse(readFileSync(resolve(import.meta.dirname, '../../content/i18n/ar.yaml'), 'utf8')) as Record<
  string,
  string
>;
const labour = (hours: number) =>
  format(ar[pluralFormKey('estimator.line.labour', hours, 'ar', (k) => k in ar)]!, { hours, rate: 'R' });

describe('Arabic counts', () => {
  it('writes the hours of labour in the dual for 2, the plural for 3 to 10 and the singular accusative from 11', () => {
    expect(labour(1)).toBe('اليد العاملة، ساعة واحدة (أجر الساعة: R)');
    expect(labour(2)).toBe('اليد العاملة، ساعتان (أجر الساعة: R)');
    expect(labour(3)).toBe('اليد العاملة، 3 ساعات (أجر الساعة: R)');
    expect(labour(11)).toBe('اليد العاملة، 11 ساعة (أجر الساعة: R)');
    expect(labour(103)).toBe('اليد العاملة، 103 ساعات (أجر الساعة: R)');
  });
});

describe('payback in years', () => {
  const catalogue = (locale: string) =>
    parse(readFileSync(resolve(import.meta.dirname, `../../content/i18n/${locale}.yaml`), 'utf8')) as Record<
      string,
      string
    >;
  const payback = (locale: string, shown: string, upperEnd: number) => {
    const strings = catalogue(locale);
    const key = pluralFormKey('solar.result.payback', upperEnd, locale, (k) => k in strings);
    return format(strings[key]!, { payback: shown });
  };

  it('takes the form of the range’s upper end in Arabic: dual, plural from 3 to 10, singular from 11', () => {
    expect(payback('ar', '2', 2)).toMatch(/في غضون سنتين\.$/);
    expect(payback('ar', 'من 7 إلى 10', 10)).toMatch(/خلال مدة من 7 إلى 10 سنوات\.$/);
    expect(payback('ar', 'من 7 إلى 18', 18)).toMatch(/خلال مدة من 7 إلى 18 سنة\.$/);
  });

  it('writes one year in the singular and more in the plural', () => {
    expect(payback('en', '1', 1)).toContain(' in 1 year,');
    expect(payback('en', '7 to 18', 18)).toContain(' in 7 to 18 years,');
    expect(payback('de', '1', 1)).toContain(' in 1 Jahr wieder ein');
    expect(payback('de', '7 bis 18', 18)).toContain(' in 7 bis 18 Jahren wieder ein');
  });
});
