import { DEFAULT_LOCALE, type Locale } from '../schemas/locales';
import { pageUrl, parseUrl } from '../paths';

/*
 * Full-site search: the pure part. Pagefind (run by scripts/finish/search-index.ts) writes one index per
 * `<html lang>`, and only pages in their own language are indexed (fallback copies are
 * noindex). A locale with untranslated pages therefore also searches the English index and
 * shows those hits under its own prefix, where the same page exists in the visitor's shell.
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

/** A result as Pagefind returns it, with the `translations` meta PageFrame writes. */
export interface IndexHit {
  url: string;
  title: string;
  excerpt: string;
  /** Pagefind's relevance: higher first. */
  score: number;
  /** Locales this page has its own translation in. */
  translations: string[];
}

/**
 * Hits by relevance, equal ones by url. Pagefind orders equal scores by where a page sits in its index, which
 * follows the order the build's file system lists dist/ in: by url, the same site answers alike on every machine.
 */
export function ranked(hits: IndexHit[]): IndexHit[] {
  return [...hits].sort((a, b) => b.score - a.score || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * The locale's own hits first, then English hits for pages it has no translation of, each by rank (ranked()), moved
 * under the locale's prefix. English hits of translated pages are dropped: the own index
 * already searched their translation. The copy a moved hit leads to is the page's fallback in
 * the locale, which no index holds (it is noindex), so its url is the page's path in the locale,
 * as the content step places every page (`pageUrl()`, src/paths/place.ts).
 */
export function mergeHits(locale: Locale, own: IndexHit[], fallback: IndexHit[]): SearchHit[] {
  const hit = ({ url, title, excerpt }: IndexHit): SearchHit => ({ url, title, excerpt });
  return [
    ...ranked(own).map(hit),
    ...ranked(fallback)
      .filter((h) => !h.translations.includes(locale))
      .map((h) => ({
        ...hit(h),
        url: pageUrl({ locale, path: parseUrl(h.url).path }),
        lang: DEFAULT_LOCALE,
      })),
  ];
}

/** The `translations` meta of an indexed page: its real translations, from its hreflang list. */
export function translationsMeta(alternates: readonly { hreflang: string }[]): string {
  return `translations:${alternates
    .map((a) => a.hreflang)
    .filter((l) => l !== 'x-default')
    .join(' ')}`;
}

/** Parses what translationsMeta wrote, as Pagefind hands it back. */
export function parseTranslations(meta: string | undefined): string[] {
  return (meta ?? '').split(/\s+/).filter(Boolean);
}
