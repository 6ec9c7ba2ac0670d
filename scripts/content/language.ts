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
  const loaded = (await import('eld/medium')).eld;
  loaded.setLanguageSubset([...LOCALES]);
  eld = loaded;
}

const NAMES: Record<Locale, string> = { en: 'English', fr: 'French', de: 'German', it: 'Italian', es: 'Spanish', ar: 'Arabic' };
export const languageName = (locale: Locale) => NAMES[locale];

/**
 * The language a text reads as when that is not the expected one; undefined when it reads as
 * expected or is too short to tell. `ignore` lists proper names that are the same in every language
 * (the company's addresses), which would otherwise pull a text towards their own language.
 */
export function wrongLanguage(text: string, expected: Locale, ignore: readonly string[] = []): Locale | undefined {
  if (!eld) throw new Error('wrongLanguage: call loadLanguageDetector() first');
  const prose = proseOf(text, ignore);
  if (prose.replace(/[^\p{L}]/gu, '').length < MIN_LETTERS) return undefined;
  const result = eld.detect(prose);
  const found = result.language as Locale | '';
  if (!found || found === expected) return undefined;
  // A near tie between close languages (Spanish and Italian share many n-grams) is not a finding.
  const scores = result.getScores() as Partial<Record<Locale, number>>;
  return (scores[expected] ?? 0) >= CLOSE_CALL * (scores[found] ?? 0) ? undefined : found;
}
