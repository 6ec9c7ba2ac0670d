import { placeholders } from '../../src/schemas/index';
import { COUNT_PLACEHOLDERS } from '../../src/i18n/plural';
import type { Content } from './load';
import type { Problem } from './problems';

const PLURAL_KEY = /\.(?:zero|one|two|few|many|other)$/;

/** A placeholder followed by an English word in the plural: "{max} characters", "{car} points". */
const BEFORE_PLURAL_WORD = /\{(\w+)\}\s+([a-z]{2,}s)\b/g;
/** English words ending in -s that are no plural noun. */
const NOT_NOUNS = new Set(['as', 'is', 'was', 'has', 'its', 'his', 'this', 'thus', 'plus', 'less', 'does', 'goes']);

/**
 * The placeholders of an English string that stand for a count: those named as counts, whatever follows
 * them ("{hours} h"), and any followed by a noun in the plural, since the noun must agree with the number.
 */
export function countedPlaceholders(english: string): string[] {
  const named = placeholders(english).filter((p) => (COUNT_PLACEHOLDERS as readonly string[]).includes(p));
  const beforeNoun = [...english.matchAll(BEFORE_PLURAL_WORD)]
    .filter(([, , word]) => !NOT_NOUNS.has(word!))
    .map(([, name]) => name!);
  return [...new Set([...named, ...beforeNoun])];
}

/**
 * A UI string that shows a count (countedPlaceholders()) is written once per plural form of each
 * language (`<key>.one`, `<key>.other`, and Arabic's six), so "2 ساعتان", "3 ساعات" and "11 ساعة" each
 * read right; or it is phrased with the noun before the number ("Number of spaces: {min} to {max}"),
 * which needs no agreement. The English catalogue decides: a counted key written as one string there is
 * reported, and crossChecks then asks every language for its forms.
 */
export function pluralChecks(content: Content): Problem[] {
  const english = content.strings.get('ui')?.get('en');
  if (!english) return [];
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(english.data)) {
    if (PLURAL_KEY.test(key)) continue;
    const counted = countedPlaceholders(value);
    if (!counted.length) continue;
    const { line, column } = english.source.locate([key]);
    problems.push({
      file: english.file,
      line,
      column,
      field: key,
      message: `{${counted[0]}} is a count: write "${key}.one" and "${key}.other" (each language its own plural forms, as Intl.PluralRules names them) and show it with tn('${key}', n), or put the noun before the number ("Number of spaces: {${counted[0]}}")`,
    });
  }
  return problems;
}
