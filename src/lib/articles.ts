import type { ArticleCategory } from '../schemas/article';

/** The first 120 characters at most, cut after a word, with an ellipsis when the text is longer. */
export function excerpt(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // Cut after a whole word (a word longer than the excerpt is cut as it is), without the punctuation
  // and spaces that led to the next one: "bien davantage : év…" reads "bien davantage…".
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max);
  return `${words.replace(/[\s,;:.!?…–—«“‘(-]+$/u, '') || words}…`;
}

/** "carport" in the title wins, then "énergie", otherwise pergola. */
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

function addTo(index: Map<string, number[]>, key: string, i: number) {
  const list = index.get(key);
  if (list) list.push(i);
  else index.set(key, [i]);
}

export interface RelatableArticle {
  slug: string;
  title: string;
  author: string;
  date: string;
}

/**
 * At most 3 other articles by the same author or sharing a significant title word.
 * Articles sharing more words come first, then the newest.
 *
 * Returns a finder for one list of articles: the build asks it for every article, so titles are split
 * once, each article's candidates are found through a word index, not by comparing every pair, and
 * dates are ranked once, so candidates compare by numbers rather than by collating their dates.
 */
export function relatedFinder<T extends RelatableArticle>(all: T[], max = 3): (current: T) => T[] {
  const words = all.map((a) => significantWords(a.title));
  const byWord = new Map<string, number[]>();
  const byAuthor = new Map<string, number[]>();
  all.forEach((a, i) => {
    for (const w of words[i]!) addTo(byWord, w, i);
    addTo(byAuthor, a.author, i);
  });
  const index = new Map(all.map((a, i) => [a, i]));
  const dateRank = dateRanks(all);
  // Each candidate's score while one article is looked at, back to 0 after it.
  const score = new Int32Array(all.length);
  return (current) => {
    const self = index.get(current);
    const own = self === undefined ? significantWords(current.title) : words[self]!;
    const candidates: number[] = [];
    const add = (i: number, points: number) => {
      if (score[i] === 0) candidates.push(i);
      score[i] = score[i]! + points;
    };
    for (const w of own) for (const i of byWord.get(w) ?? []) add(i, 2);
    for (const i of byAuthor.get(current.author) ?? []) add(i, 1);
    // The best `max` by score, then date, then list order: a short insertion list, not a sort of every candidate.
    const best: { i: number; score: number }[] = [];
    const before = (i: number, points: number, b: { i: number; score: number }) =>
      points - b.score || dateRank[i]! - dateRank[b.i]! || b.i - i;
    for (const i of candidates) {
      const points = score[i]!;
      score[i] = 0;
      if (all[i]!.slug === current.slug) continue;
      const at = best.findIndex((b) => before(i, points, b) > 0);
      if (at === -1) {
        if (best.length < max) best.push({ i, score: points });
        continue;
      }
      best.splice(at, 0, { i, score: points });
      if (best.length > max) best.pop();
    }
    return best.map((b) => all[b.i]!);
  };
}

/** Each article's place in the order of their dates (`localeCompare`), the same for the same date. */
function dateRanks(all: readonly { date: string }[]): Int32Array {
  const order = all.map((_, i) => i).sort((a, b) => all[a]!.date.localeCompare(all[b]!.date));
  const ranks = new Int32Array(all.length);
  order.forEach((i, k) => {
    const previous = order[k - 1];
    ranks[i] = previous !== undefined && all[previous]!.date.localeCompare(all[i]!.date) === 0 ? ranks[previous]! : k;
  });
  return ranks;
}

/** Newest first; the first article of this order is the featured one. */
export function sortByDate<T extends { date: string }>(articles: T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}

export interface ArticleFilter {
  query: string;
  category: ArticleCategory | 'all';
}

/** Case-insensitive substring on title or excerpt, and the category buttons. */
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
