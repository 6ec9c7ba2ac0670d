import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { SolarWords } from '../../src/lib/solar-format';
import { readGenerated } from './generated';

const repository = (file: string) => readFileSync(join(import.meta.dirname, '../..', file), 'utf8');

/**
 * A language's words for the solar estimator's sentences: its catalogue as content/i18n/ holds it, numbers
 * written as `formatLocale` writes them, and no calendar (the sentences these tests read name no date).
 */
export const solarWords = (locale: string, formatLocale: string): SolarWords => ({
  locale,
  formatLocale,
  strings: parse(repository(`content/i18n/${locale}.yaml`)) as Record<string, string>,
  calendar: { months: [], monthsShort: [], dates: {} as SolarWords['calendar']['dates'] },
});

/**
 * A language's words as the content step wrote them into src/generated/ for the built site and the functions:
 * its built catalogue, its format locale and its calendar of the solar figures' periods, for the sentences that
 * name a date. Run the content step first.
 */
export function builtSolarWords(locale: string): SolarWords {
  const generated = readGenerated<{
    calendars: Record<string, SolarWords['calendar']>;
  }>('solar-estimator.json');
  return {
    locale,
    formatLocale: readGenerated<{ byLocale: Record<string, string> }>('number-formats.json').byLocale[locale]!,
    strings: readGenerated<Record<string, string>>(`i18n/${locale}.json`),
    calendar: generated.calendars[locale]!,
  };
}
