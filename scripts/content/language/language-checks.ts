import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, type Locale } from '../../../src/schemas/index';
import { CACHE_DIR, JsonCache } from '../cache/json-cache';
import type { Content, Entry } from '../load/load';
import { languageName, loadLanguageDetector, wrongLanguage } from './language';
import { bodyParagraphs, proseFields } from '../load/prose';
import { formatFieldPath, type Problem } from '../problems';
import { writtenCollections } from '../load/written-collections';

export const LANGUAGE_CACHE_FILE = join(CACHE_DIR, 'language.json');

/** An entry's texts read in another language than its file's: each text's place in the entry's list, and the language found. */
type Findings = [index: number, found: Locale][];

/**
 * The findings of entries checked before, keyed by their texts, so a run after an edit runs the
 * detector only on the entries that changed: it is most of a content check's time on a large site.
 * Dropped when the detector's code or the installed packages change.
 */
const openCache = (file: string) =>
  JsonCache.open<Findings>(file, fileURLToPath(new URL('./language.ts', import.meta.url)), 'language 1');

/**
 * Every text of every entry reads as its file's language: `content/products/carports-v.de.yaml:41:14
 * faqData[2].answer: reads as English, expected German`. Catches a paragraph pasted from another
 * language and left untranslated.
 */
export async function languageChecks(
  content: Content,
  { cache = true, cacheFile = LANGUAGE_CACHE_FILE }: { cache?: boolean; cacheFile?: string } = {},
): Promise<Problem[]> {
  const problems: Problem[] = [];
  // The company's own addresses read as French in every language: they are not prose.
  const ignore = (content.site?.data.offices ?? []).flatMap((o) => [o.street, o.city]);
  const message = (found: Locale, expected: Locale) =>
    `reads as ${languageName(found)}, expected ${languageName(expected)}; translate it${expected === DEFAULT_LOCALE ? '' : ` (the English file is the original)`}`;
  const store = cache ? openCache(cacheFile) : undefined;
  // Each text's verdict by its language and words: a text repeated across entries (an answer or a
  // paragraph several pages share) is scored once per run.
  const verdicts = new Map<string, Locale | undefined>();
  const verdict = (text: string, locale: Locale) => {
    const key = `${locale}\0${text}`;
    if (!verdicts.has(key)) verdicts.set(key, wrongLanguage(text, locale, ignore));
    return verdicts.get(key);
  };
  const check = async <T>(entry: Entry<T>) => {
    const texts = [
      ...proseFields(entry.data).map(([fieldPath, text]) => ({
        text,
        at: () => ({ ...entry.source.locate(fieldPath), field: formatFieldPath(fieldPath) }),
      })),
      ...(entry.body ? bodyParagraphs(entry.body.text, entry.body.line) : []).map(({ line, text }) => ({
        text,
        at: () => ({ line, column: 1, field: '' }),
      })),
    ];
    const key = createHash('sha256').update(`${entry.locale}\0${ignore.join('\0')}`);
    for (const { text } of texts) key.update(`\0\0${text}`);
    const digest = key.digest('base64url');
    let findings = store?.get(digest);
    if (!findings) {
      await loadLanguageDetector();
      findings = texts.flatMap(({ text }, i): Findings => {
        const found = verdict(text, entry.locale);
        return found ? [[i, found]] : [];
      });
      store?.set(digest, findings);
    }
    for (const [i, found] of findings)
      problems.push({ file: entry.file, ...texts[i]!.at(), message: message(found, entry.locale) });
  };
  for (const col of writtenCollections(content))
    for (const byLocale of col.values()) for (const entry of byLocale.values()) await check(entry);
  store?.save();
  return problems;
}
