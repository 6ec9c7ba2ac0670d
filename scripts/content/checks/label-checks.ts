import type { Locale } from '../../../src/schemas/index';
import { callsFilling, labelParams, type LabelParam } from './count-params';
import type { Content } from '../load/load';
import { problemAtKey, type Problem } from '../problems';

/**
 * Languages whose nouns keep their capital inside a sentence: a German label ("Süd", "Mittel") reads
 * right wherever it goes.
 */
const CAPITAL_NOUNS: readonly Locale[] = ['de'];

/**
 * Keys that share a label's prefix but are no option of it (the question above the options, its
 * hint), and labels that are proper names, capitalised in every sentence ("Switzerland", "Geneva").
 */
const NOT_OPTIONS = /\.(?:label|hint|title|legend|help)$/;
const PROPER_NAMES = /^(?:office\.country|solar\.region|solar\.country)\./;

/**
 * Where a placeholder stands: after a word or a comma, mid-sentence, or joined to a word by an elided
 * article or an opening parenthesis ("l’{x}", "orientés ({x})"); not first, nor after a colon or a full
 * stop, nor inside quotation marks, which quote a label as it is.
 */
const midSentence = (message: string, param: string) =>
  [...message.matchAll(new RegExp(`\\{${param}\\}`, 'g'))].some((m) =>
    /(?:[\p{Ll},]|\p{L}[’']|\p{L}[ \u00a0]*\()\s*$/u.test(message.slice(0, m.index)),
  );

/**
 * A label the code puts inside a sentence as it is ("orientés {orientation}" filled with the option
 * "Sud-est ou sud-ouest") keeps the capital it has as an option of the form: "orientés Sud-est". Each
 * such message is reported in every language whose label starts with a capital where a word precedes
 * it, naming the call; the fix is in the call (lower-case the label, as `mount` is) or in the sentence
 * (the label after a colon).
 */
export function labelChecks(content: Content, labels: readonly LabelParam[] = labelParams()): Problem[] {
  const problems: Problem[] = [];
  for (const entry of content.strings.values() ?? []) {
    if (CAPITAL_NOUNS.includes(entry.locale)) continue;
    const strings = Object.entries(entry.data);
    for (const [key, message] of strings) {
      for (const use of callsFilling(key, labels)) {
        if (!midSentence(message, use.param)) continue;
        if (PROPER_NAMES.test(use.label.source.replace(/^\^|\\/g, ''))) continue;
        const capital = strings.find(([k, v]) => use.label.test(k) && !NOT_OPTIONS.test(k) && /^\p{Lu}\p{Ll}/u.test(v));
        if (!capital) continue;
        problems.push(
          problemAtKey(
            entry,
            key,
            `{${use.param}} enters this sentence after a word, filled with a label that starts with a capital (${capital[0]}: "${capital[1]}", at ${use.at}): lower-case the label where the call fills it, or put it after a colon`,
          ),
        );
      }
    }
  }
  return problems;
}
