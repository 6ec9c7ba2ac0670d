import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { SolarWords } from '../../src/lib/solar-format';

/**
 * A language's words for the solar estimator's sentences: its catalogue as content/i18n/ holds it, numbers
 * written as `numberLocale` writes them, and no calendar (the sentences these tests read name no date).
 */
export const solarWords = (locale: string, numberLocale: string): SolarWords => ({
  locale,
  numberLocale,
  strings: parse(readFileSync(join(import.meta.dirname, `../../content/i18n/${locale}.yaml`), 'utf8')) as Record<
    string,
    string
  >,
  calendar: { months: [], monthsShort: [], dates: {} as SolarWords['calendar']['dates'] },
});
