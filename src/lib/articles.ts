import type { ArticleCategory } from '../schemas/article';

/** Spec §9: the first 120 characters, with an ellipsis when the text is longer. */
export function excerpt(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}

/** Spec §9: "carport" in the title wins, then "énergie", otherwise pergola. */
export function deriveCategory(title: string): ArticleCategory {
  const t = title.toLocaleLowerCase('fr');
  if (t.includes('carport')) return 'carport';
  if (t.includes('énergie') || t.includes('energie')) return 'energie';
  return 'pergola';
}

/** Words that say nothing about a topic, ignored when comparing titles (French and English). */
const STOP_WORDS = new Set(
  (
    'le la les l un une des du de d et ou à au aux en dans par pour sur sous avec sans ce cet cette ces ' +
    'son sa ses leur leurs votre vos notre nos mon ma mes qui que quoi dont où est sont être comment ' +
    'quel quelle quels quelles plus moins très tout tous toute toutes ne pas se s y il elle ils elles ' +
    'the a an and or of to in on for with without by from your our my how what which why is are be ' +
    'this that these those at as into about its it'
  ).split(' '),
);

/** Words of a title that carry meaning: lowercased, at least 3 letters, stop words removed. */
export function significantWords(title: string): Set<string> {
  return new Set(
    title
      .toLocaleLowerCase()
      .normalize('NFC')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !STOP_WORDS.has(w)),
  );
}

const wordCache = new Map<string, Set<string>>();
function memoizedWords(title: string): Set<string> {
  let words = wordCache.get(title);
  if (!words) wordCache.set(title, (words = significantWords(title)));
  return words;
}

export interface RelatableArticle {
  slug: string;
  title: string;
  author: string;
  date: string;
}

/**
 * Spec §9: at most 3 other articles by the same author or sharing a significant title word.
 * Articles sharing more words come first, then the newest.
 */
export function relatedArticles<T extends RelatableArticle>(
  current: T,
  all: T[],
  max = 3,
  // The build calls this for every article against every other: each title is split once, not n times.
  wordsOf: (title: string) => Set<string> = memoizedWords,
): T[] {
  const words = wordsOf(current.title);
  return all
    .filter((a) => a.slug !== current.slug)
    .map((a) => {
      const shared = [...wordsOf(a.title)].filter((w) => words.has(w)).length;
      const sameAuthor = a.author === current.author;
      return { a, score: shared * 2 + (sameAuthor ? 1 : 0), relevant: shared > 0 || sameAuthor };
    })
    .filter((x) => x.relevant)
    .sort((x, y) => y.score - x.score || y.a.date.localeCompare(x.a.date))
    .slice(0, max)
    .map((x) => x.a);
}

/** Newest first; the first article of this order is the featured one. */
export function sortByDate<T extends { date: string }>(articles: T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}

export interface ArticleFilter {
  query: string;
  category: ArticleCategory | 'all';
}

/** Spec §5: case-insensitive substring on title or excerpt, and the category buttons. */
export function filterArticles<T extends { title: string; excerpt: string; category: ArticleCategory }>(
  articles: T[],
  { query, category }: ArticleFilter,
): T[] {
  const q = query.trim().toLocaleLowerCase();
  return articles.filter(
    (a) =>
      (category === 'all' || a.category === category) &&
      (!q || a.title.toLocaleLowerCase().includes(q) || a.excerpt.toLocaleLowerCase().includes(q)),
  );
}
