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
    expect(labour(1)).toBe('اليد العاملة، ساعة واحدة × R للساعة');
    expect(labour(2)).toBe('اليد العاملة، ساعتان × R للساعة');
    expect(labour(3)).toBe('اليد العاملة، 3 ساعات × R للساعة');
    expect(labour(11)).toBe('اليد العاملة، 11 ساعة × R للساعة');
    expect(labour(103)).toBe('اليد العاملة، 103 ساعات × R للساعة');
  });
});
