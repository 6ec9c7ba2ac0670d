/**
 * eld's language scores (its `detect()` and `getScores()`, eld 2.1's node_modules/eld/src/languageDetector.js and
 * node_modules/eld/src/LanguageResult.js), computed the same way over the same n-gram database, for the site's six
 * languages only. eld keeps a text's n-grams as the keys of a plain object and reads every n-gram's
 * scores with `for…in` over another, lookups that dominate a cold content step's main thread. Here the
 * n-grams are a Set and each n-gram's scores a short array of (language, score) pairs in a Map. tests/content/language.test.ts holds the scores of
 * every real text, and of thousands of altered ones, to eld's own.
 */

/** eld's n-gram database, as its node_modules/eld/src/ngrams/*.js files export it. */
export interface NgramDatabase {
  languages: Record<string, string>;
  ngrams: Record<string, Record<string, number>>;
}

/** What eld's tokeniser needs: its separators pattern and its byte dictionary (node_modules/eld/src/regexPatterns.js and dictionary.js). */
export interface EldText {
  separators: RegExp;
  dictionary: readonly string[];
}

export interface LanguageScores {
  /** The best scoring language, '' when no n-gram of the text is in the database. */
  language: string;
  /** Each language with a score above zero, from 0 to 1. */
  scores: Record<string, number>;
}

/** eld stores every score less this minimum, to keep its database small. */
const BASE_NGRAM_SCORE = 53;
/** eld's hand-picked divisor that maps raw scores to 0..1. */
const SCALE = 25;
/** eld reads this many characters of a text at most, */
const MAX_CHARACTERS = 1000;
/** then stops at the first space after this many UTF-8 bytes of words, */
const CUT_AFTER = 350;
/** or at any character after this many. */
const ENFORCE_CUT_AFTER = 380;
/** N-grams are this many bytes long, taken every STRIDE bytes of a word of at most MAX_WORD bytes. */
const NGRAM = 4;
const STRIDE = 3;
const MAX_WORD = 70;

/**
 * The database cut down to `languages`: their codes in the database's order, and for each n-gram its
 * languages' slots and scores, alternately.
 */
function scoreTable(database: NgramDatabase, languages: readonly string[]) {
  const codes = Object.entries(database.languages)
    .filter(([, code]) => languages.includes(code))
    .map(([index, code]) => [Number(index), code] as const)
    .sort(([a], [b]) => a - b);
  const slot = new Map(codes.map(([index], i) => [String(index), i]));
  const table = new Map<string, Int32Array>();
  for (const ngram in database.ngrams) {
    const pairs: number[] = [];
    const scores = database.ngrams[ngram]!;
    for (const index in scores) {
      const i = slot.get(index);
      if (i !== undefined) pairs.push(i, scores[index]! + BASE_NGRAM_SCORE);
    }
    if (pairs.length) table.set(ngram, Int32Array.from(pairs));
  }
  return { codes, table };
}

/** The text's words in eld's byte encoding: each UTF-8 byte of a character as one character of the dictionary. */
function words(str: string, dictionary: EldText['dictionary']): string[] {
  const found: string[] = [];
  let encoded = '';
  let bytes = 0;
  for (let i = 0; i < str.length; i++) {
    let code = str.charCodeAt(i);
    if (code < 0x80) {
      if (code === 32) {
        if (encoded !== '') found.push(encoded);
        encoded = '';
        if (bytes > CUT_AFTER) break;
      } else encoded += str[i];
      bytes++;
    } else if (code < 0x800) {
      encoded += dictionary[0xc0 | (code >> 6)]! + dictionary[0x80 | (code & 0x3f)]!;
      bytes += 2;
    } else if (code < 0xd800 || code >= 0xe000) {
      encoded +=
        dictionary[0xe0 | (code >> 12)]! + dictionary[0x80 | ((code >> 6) & 0x3f)]! + dictionary[0x80 | (code & 0x3f)]!;
      bytes += 3;
    } else {
      i++;
      code = 0x10000 + (((code & 0x3ff) << 10) | (str.charCodeAt(i) & 0x3ff));
      encoded +=
        dictionary[0xf0 | (code >> 18)]! +
        dictionary[0x80 | ((code >> 12) & 0x3f)]! +
        dictionary[0x80 | ((code >> 6) & 0x3f)]! +
        dictionary[0x80 | (code & 0x3f)]!;
      bytes += 4;
    }
    if (bytes > ENFORCE_CUT_AFTER) break;
  }
  if (encoded !== '') found.push(encoded);
  return found;
}

/** A word's n-grams: the first marked by a space before it, the last by a space after it. */
function ngramsOf(list: string[]): Set<string> {
  const ngrams = new Set<string>();
  for (const word of list) {
    const length = Math.min(word.length, MAX_WORD);
    let j = 0;
    for (; j + NGRAM < length; j += STRIDE) ngrams.add((j === 0 ? ' ' : '') + word.substring(j, j + NGRAM));
    // (substring() reads a negative start as 0: a word shorter than an n-gram is taken whole.)
    ngrams.add((j === 0 ? ' ' : '') + word.substring(length - NGRAM) + ' ');
  }
  return ngrams;
}

/** A scorer for the given languages (ISO codes of the database) that gives what eld would. */
export function languageScorer(
  database: NgramDatabase,
  { separators, dictionary }: EldText,
  languages: readonly string[],
): (text: string) => LanguageScores {
  const { codes, table } = scoreTable(database, languages);
  return (text: string): LanguageScores => {
    const prepared = text.substring(0, MAX_CHARACTERS).replace(separators, ' ').trim().toLowerCase();
    const ngrams = ngramsOf(words(prepared, dictionary));
    const raw = new Array<number>(codes.length).fill(0);
    for (const ngram of ngrams) {
      const pairs = table.get(ngram);
      if (pairs) for (let k = 0; k < pairs.length; k += 2) raw[pairs[k]!]! += pairs[k + 1]!;
    }
    // eld: the first language (in the database's order) with the highest score above zero wins,
    let best = -1;
    for (let i = 0; i < raw.length; i++) if (raw[i]! > 0 && (best < 0 || raw[i]! > raw[best]!)) best = i;
    if (best < 0) return { language: '', scores: {} };
    // and scores are listed from the highest, as raw / n-grams scaled to 0..1 (a stable sort keeps ties in order).
    const scaled = codes
      .map(([, code], i) => [code, raw[i]! / ngrams.size] as const)
      .filter(([, score]) => score > 0)
      .map(([code, score]) => [code, score / (score + SCALE)] as const)
      .sort((a, b) => b[1] - a[1]);
    return { language: codes[best]![1], scores: Object.fromEntries(scaled) };
  };
}
