/**
 * Which language a content text is written in, so a paragraph pasted from the English file into a
 * German one fails the check. Detection uses eld (Efficient Language Detector: n-gram statistics,
 * pure JavaScript, no native build, maintained) limited to the site's six languages. Measured on this
 * site's own texts, eld with the six-language subset misread 6 of 4,208 texts of 40 letters or more
 * (postal addresses, left out below, and one near tie between Spanish and Italian), where franc-min
 * confused Italian, Spanish and French in hundreds; tests/content/language.test.ts holds every real
 * text to it. Shorter texts are skipped: names, labels and short titles
 * carry too few n-grams (below about 40 letters every detector guesses; "Verrerie des Voirons logo"
 * reads as French in every language).
 */
import type { eld as Eld } from 'eld/medium';
import { LOCALES, type Locale } from '../../src/schemas/locales';
import { proseOf } from './prose';

/** The expected language's score within this share of the best one still counts as the expected language. */
const CLOSE_CALL = 0.97;

/** Letters (not characters) a text needs before its language is judged. */
export const MIN_LETTERS = 40;

let eld: typeof Eld | undefined;

/**
 * Loads the detector, once: its n-gram database takes a tenth of a second to load, which a run whose
 * texts are all in the content cache (./language-checks.ts) never needs.
 */
export async function loadLanguageDetector(): Promise<void> {
  if (eld) return;
  // The medium database: as accurate here as the large one at half the memory and load time.
  const loaded = (await siteLanguagesDetector()) ?? (await import('eld/medium')).eld;
  loaded.setLanguageSubset([...LOCALES]);
  eld = loaded;
}

/**
 * eld scores a text in all 60 languages of its database and only then keeps the subset's scores. A
 * language's score is a sum over the text's n-grams that never reads another language's entries, so a
 * database of the six languages alone gives them the same scores with a fifth less work, where the
 * cold content step spends most of its main thread. The database is eld's own medium one, taken from
 * its files (eld exports no way to load a reduced one); should a later eld move them, the whole database
 * is used (tests/content/language.test.ts fails on that, and holds the scores to the whole database's).
 */
async function siteLanguagesDetector(): Promise<typeof Eld | undefined> {
  const entry = import.meta.resolve('eld/medium');
  const [detector, database] = await Promise.all([
    import(new URL('../languageDetector.js', entry).href).catch(() => undefined),
    import(new URL('../ngrams/medium.js', entry).href).catch(() => undefined),
  ]);
  const createEld = (detector as { createEld?: CreateEld } | undefined)?.createEld;
  const whole = (database as { ngramsData?: NgramsData } | undefined)?.ngramsData;
  if (!createEld || !whole?.ngrams || !whole.languages) return undefined;
  const site = new Set<string>(LOCALES);
  const keep = Object.keys(whole.languages).filter((index) => site.has(whole.languages[index]!));
  const ngrams: NgramsData['ngrams'] = {};
  for (const ngram in whole.ngrams) {
    const scores = whole.ngrams[ngram]!;
    let kept: Record<string, number> | undefined;
    for (const language of keep) if (scores[language] !== undefined) (kept ??= {})[language] = scores[language];
    if (kept) ngrams[ngram] = kept;
  }
  const { instance, loadData } = createEld();
  loadData({ ...whole, ngrams });
  pruned = true;
  return instance;
}

type CreateEld = () => { instance: typeof Eld; loadData: (data: NgramsData) => unknown };
interface NgramsData {
  type: string;
  languages: Record<string, string>;
  ngrams: Record<string, Record<string, number>>;
}

let pruned = false;
/** Whether the detector's database holds only the site's languages (see siteLanguagesDetector). */
export const detectorPruned = () => pruned;

const NAMES: Record<Locale, string> = { en: 'English', fr: 'French', de: 'German', it: 'Italian', es: 'Spanish', ar: 'Arabic' };
export const languageName = (locale: Locale) => NAMES[locale];

/**
 * The language a text reads as when that is not the expected one; undefined when it reads as
 * expected or is too short to tell. `ignore` lists proper names that are the same in every language
 * (the company's addresses), which would otherwise pull a text towards their own language.
 */
export function wrongLanguage(text: string, expected: Locale, ignore: readonly string[] = []): Locale | undefined {
  const prose = proseOf(text, ignore);
  if (prose.replace(/[^\p{L}]/gu, '').length < MIN_LETTERS) return undefined;
  const { language: found, scores } = languageScores(prose);
  if (!found || found === expected) return undefined;
  // A near tie between close languages (Spanish and Italian share many n-grams) is not a finding.
  return (scores[expected] ?? 0) >= CLOSE_CALL * (scores[found] ?? 0) ? undefined : found;
}

/** The language a text reads as, '' when none of the site's, with each language's score. */
export function languageScores(text: string): { language: Locale | ''; scores: Partial<Record<Locale, number>> } {
  if (!eld) throw new Error('languageScores: call loadLanguageDetector() first');
  const result = eld.detect(text);
  return { language: result.language as Locale | '', scores: result.getScores() as Partial<Record<Locale, number>> };
}
