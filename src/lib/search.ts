import { DEFAULT_LOCALE, type Locale } from '../schemas/locales';

/*
 * Full-site search: the pure part. Pagefind (run by scripts/finish/search-index.ts) writes one index per
 * `<html lang>`, and only pages in their own language are indexed (fallback copies are
 * noindex). A locale with untranslated pages therefore also searches the English index and
 * leads those hits to the page's copy in the visitor's locale, whose url the English page carries.
 */

/** One piece of an excerpt: plain text, or a matched word Pagefind wrapped in <mark>. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Turns HTML character references back into text; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt is HTML-escaped page text with the matched words in `<mark>…</mark>`.
 * Splitting it into parts lets React render the text as text: any other markup stays visible
 * characters and can never become an element.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece) {
      const text = decodeEntities(piece);
      const last = parts[parts.length - 1];
      if (last && last.mark === mark) last.text += text;
      else parts.push({ text, mark });
    }
  }
  return parts;
}

/** What `pagefind-entry.json` says about each language index. */
export type IndexLanguages = Record<string, { page_count: number }>;

/** Which language indexes a locale's search reads: its own, and English for what is untranslated. */
export function searchPlan(locale: Locale, languages: IndexLanguages): { own?: string; fallback?: string } {
  const own = languages[locale] ? locale : undefined;
  const english = languages[DEFAULT_LOCALE];
  // Every entry exists in English, so as many pages as English means nothing is missing.
  const complete = own !== undefined && english !== undefined && languages[locale]!.page_count >= english.page_count;
  const fallback = locale !== DEFAULT_LOCALE && english && !complete ? DEFAULT_LOCALE : undefined;
  return { own, fallback };
}

/** A result as the page shows it. */
export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  /** Set when the hit's text is in another language than the page (an English fallback). */
  lang?: string;
}

/** A result as Pagefind returns it, with the `fallbacks` meta PageFrame writes. */
export interface IndexHit {
  url: string;
  title: string;
  excerpt: string;
  /** Pagefind's relevance: higher first. */
  score: number;
  /** The url of the page's copy in each locale it has no translation in (an English page's). */
  fallbacks: Partial<Record<Locale, string>>;
}

/**
 * Hits by relevance, equal ones by url. Pagefind orders equal scores by where a page sits in its index, which
 * follows the order the build's file system lists dist/ in: by url, the same site answers alike on every machine.
 */
export function ranked(hits: IndexHit[]): IndexHit[] {
  return [...hits].sort((a, b) => b.score - a.score || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * The locale's own hits first, then English hits for pages it has no translation of, each by rank (ranked()), led
 * to the page's copy in the locale, at the url the content step placed it. English hits of translated pages are
 * dropped: the own index already searched their translation.
 */
export function mergeHits(locale: Locale, own: IndexHit[], fallback: IndexHit[]): SearchHit[] {
  const hit = ({ url, title, excerpt }: IndexHit): SearchHit => ({ url, title, excerpt });
  return [
    ...ranked(own).map(hit),
    ...ranked(fallback).flatMap((h) => {
      const url = h.fallbacks[locale];
      return url ? [{ ...hit(h), url, lang: DEFAULT_LOCALE }] : [];
    }),
  ];
}

/** A page's copy in a locale it has no translation in: the fallback the site shows there. */
export interface FallbackCopy {
  locale: Locale;
  url: string;
}

/** The `fallbacks` meta of an indexed page: `fallbacks:de=/de/a/ it=/it/a/`, an empty list where it has none. */
export function fallbacksMeta(copies: readonly FallbackCopy[]): string {
  return `fallbacks:${copies.map(({ locale, url }) => `${locale}=${url}`).join(' ')}`;
}

/** Reads what fallbacksMeta wrote, as Pagefind hands it back (without its name). */
export function parseFallbacks(meta: string | undefined): Partial<Record<Locale, string>> {
  const pairs = (meta ?? '')
    .split(/\s+/)
    .map((pair) => pair.split('='))
    .filter((pair): pair is [Locale, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]));
  return Object.fromEntries(pairs);
}
