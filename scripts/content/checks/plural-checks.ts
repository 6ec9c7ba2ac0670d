import { placeholders } from '../../../src/schemas/index';
import { COUNT_PLACEHOLDERS } from '../../../src/i18n/plural';
import type { Content } from '../load/load';
import { problemAtKey, type Problem } from '../problems';
import { callsFilling, numericParams, type NumericParams } from './count-params';

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
  const english = content.strings.get('en');
  if (!english) return [];
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(english.data)) {
    if (PLURAL_KEY.test(key)) continue;
    const counted = countedPlaceholders(value);
    if (!counted.length) continue;
    problems.push(
      problemAtKey(
        english,
        key,
        `{${counted[0]}} is a count: write "${key}.one" and "${key}.other" (each language its own plural forms, as Intl.PluralRules names them) and show it with tn('${key}', n), or put the noun before the number ("Number of spaces: {${counted[0]}}")`,
      ),
    );
  }
  return problems;
}

/**
 * A unit symbol or a figure after a number takes no agreement ("{area} m²", "{value} %", "{min} to
 * {max}" has a word, but "{min} – {max}" none): what may follow a number that is no count.
 */
const UNIT =
  /^(?:\p{L}{1,4}\.(?!\p{L})|m²|m³|m|cm|mm|km|kWp|kWc|kWh|kW|MWh|h|min|s|ct\.|c€|Rp\.|CHF|€|%|م²|م|سم|ملم|كم|كيلوواط|سنتيم|سنت)(?![\p{L}])/u;

/**
 * Words that may follow a number without counting anything: the joints of a range, a ratio or a
 * choice ("{min} or more", "{wooden} for wood"), and Arabic's "لل…" (for the…), in every language.
 */
const JOINTS = new Set(
  'to of and or for per à et ou sur pour par bis und oder von für pro a e o di su per y de para por إلى من و أو لكل'.split(
    ' ',
  ),
);
/**
 * An Arabic word with the article ("بالسنتيم", "للمتر", "الأولى"): the noun a cardinal counts is never
 * definite, so a definite word after the number is not what it counts; and a number after a definite
 * noun ("في السنة {year}") is that noun's number, the noun first.
 */
const ARABIC_DEFINITE = /^(?:[وفبك]?ال|لل)\p{L}/u;
/** A word between the number and a unit symbol ("les {limit} premiers kW"): the unit is what is counted. */
const BEFORE_UNIT = (rest: string) => UNIT.test(rest.replace(/^\s+/, ''));

/**
 * The placeholders of one catalogue message that the code fills with a number (`numeric`, found at
 * the calls) and that a word follows: each is a count, in this language, whatever the word is.
 */
export function countsByCode(
  key: string,
  message: string,
  numeric: readonly NumericParams[],
): { param: string; at: string }[] {
  const counts: { param: string; at: string }[] = [];
  for (const call of callsFilling(key, numeric)) {
    for (const param of call.params) {
      for (const m of message.matchAll(new RegExp(`(\\S*)\\s*\\{${param}\\}\\s+([^\\s{}]+)`, 'gu'))) {
        const [, before, next] = m as unknown as [string, string, string];
        const rest = message.slice(m.index + m[0].length);
        // Arabic joins "in" (ب) and "for" (ل) to the unit they govern: "بسنت اليورو".
        const unit = next.replace(/^[بل](?=\p{Script=Arabic})/u, '');
        if (UNIT.test(unit) || JOINTS.has(next.toLowerCase()) || !/^\p{L}/u.test(next)) continue;
        if (ARABIC_DEFINITE.test(next) || ARABIC_DEFINITE.test(before) || BEFORE_UNIT(rest)) continue;
        if (!counts.some((c) => c.param === param)) counts.push({ param, at: call.at });
      }
    }
  }
  return counts;
}

/**
 * Each language's messages whose number, filled by the code, is followed by a word that must agree
 * with it ("1 parking spaces", Arabic's dual "2 مواقف"): written in plural forms (`<key>.one`,
 * `<key>.other`…, shown with tn()), or phrased with the noun first. Reported in the file and at the
 * line of that language's message, naming the call that fills it.
 */
export function codeCountChecks(content: Content, numeric: readonly NumericParams[] = numericParams()): Problem[] {
  const problems: Problem[] = [];
  for (const entry of content.strings.values() ?? []) {
    for (const [key, value] of Object.entries(entry.data)) {
      if (PLURAL_KEY.test(key)) continue;
      for (const { param, at } of countsByCode(key, value, numeric)) {
        problems.push(
          problemAtKey(
            entry,
            key,
            `{${param}} is a number (filled at ${at}) followed by a word that agrees with it: write "${key}.one", "${key}.other" and this language's other plural forms (as Intl.PluralRules names them) and show it with tn('${key}', n), or put the noun before the number`,
          ),
        );
      }
    }
  }
  return problems;
}
