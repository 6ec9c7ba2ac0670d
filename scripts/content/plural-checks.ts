import { placeholders } from '../../src/schemas/index';
import { COUNT_PLACEHOLDERS } from '../../src/i18n/plural';
import type { Content } from './load';
import type { Problem } from './problems';

const PLURAL_KEY = /\.(?:zero|one|two|few|many|other)$/;

/**
 * A UI string that shows a count (`{count}`, `{hours}`: COUNT_PLACEHOLDERS in src/i18n/plural.ts) is
 * written once per plural form of each language (`<key>.one`, `<key>.other`, and Arabic's six), so
 * "2 ساعتان", "3 ساعات" and "11 ساعة" each read right. The English catalogue decides: a counted key
 * written as one string there is reported, and crossChecks then asks every language for its forms.
 */
export function pluralChecks(content: Content): Problem[] {
  const english = content.strings.get('ui')?.get('en');
  if (!english) return [];
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(english.data)) {
    if (PLURAL_KEY.test(key)) continue;
    const counted = placeholders(value).filter((p) => (COUNT_PLACEHOLDERS as readonly string[]).includes(p));
    if (!counted.length) continue;
    const { line, column } = english.source.locate([key]);
    problems.push({
      file: english.file,
      line,
      column,
      field: key,
      message: `{${counted[0]}} is a count: write "${key}.one" and "${key}.other" (each language its own plural forms, as Intl.PluralRules names them) and show it with tn('${key}', n)`,
    });
  }
  return problems;
}
