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
import { LOCALES, type Locale } from '../../../src/schemas/locales';
import { languageScorer, type EldText, type LanguageScores, type NgramDatabase } from './language-scores';
import { proseOf } from '../load/prose';

/** The expected language's score within this share of the best one still counts as the expected language. */
const CLOSE_CALL = 0.97;

/** Letters (not characters) a text needs before its language is judged. */
export const MIN_LETTERS = 40;

let score: ((text: string) => LanguageScores) | undefined;

/**
 * Loads the detector, once: its n-gram database takes a tenth of a second to load, which a run whose
 * texts are all in the content cache (./language-checks.ts) never needs.
 */
export async function loadLanguageDetector(): Promise<void> {
  if (score) return;
  // The medium database: as accurate here as the large one at half the memory and load time.
  score = (await siteLanguagesScorer()) ?? (await eldScorer());
}

/**
 * The scores eld gives, computed by ./language-scores.ts from eld's own medium database and tokeniser
 * data, taken from its files (eld exports neither). Should a later eld move them, eld itself scores
 * (tests/content/language.test.ts fails on that, and holds these scores to eld's).
 */
async function siteLanguagesScorer(): Promise<((text: string) => LanguageScores) | undefined> {
  const entry = import.meta.resolve('eld/medium');
  const load = (file: string) => import(new URL(file, entry).href).catch(() => undefined);
  const [database, patterns, bytes] = await Promise.all([
    load('../ngrams/medium.js'),
    load('../regexPatterns.js'),
    load('../dictionary.js'),
  ]);
  const data = (database as { ngramsData?: Partial<NgramDatabase> } | undefined)?.ngramsData;
  const separators = (patterns as { separators?: unknown } | undefined)?.separators;
  const dictionary = (bytes as { dictionary?: unknown } | undefined)?.dictionary;
  if (!data?.ngrams || !data.languages || !(separators instanceof RegExp) || !Array.isArray(dictionary))
    return undefined;
  const text: EldText = { separators, dictionary: dictionary as string[] };
  return languageScorer(data as NgramDatabase, text, LOCALES);
}

/** eld itself, limited to the site's languages. */
async function eldScorer(): Promise<(text: string) => LanguageScores> {
  const { eld } = await import('eld/medium');
  eld.setLanguageSubset([...LOCALES]);
  return (text) => {
    const result = eld.detect(text);
    return { language: result.language, scores: result.getScores() };
  };
}

const NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  es: 'Spanish',
  ar: 'Arabic',
};
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
  if (!score) throw new Error('languageScores: call loadLanguageDetector() first');
  return score(text) as { language: Locale | ''; scores: Partial<Record<Locale, number>> };
}
