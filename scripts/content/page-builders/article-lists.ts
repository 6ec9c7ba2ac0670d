import { DEFAULT_LOCALE, type Locale, type LocaleInfo, type PublishedComment } from '../../../src/schemas/index';
import { deriveCategory, excerpt, relatedFinder, sortByDate } from '../../../src/lib/articles';
import { formatShortDate } from '../../../src/lib/dates';
import { typeset } from '../../../src/lib/typography';
import { articlePath } from '../../../src/paths';
import type { ArticleSummary } from '../../../src/lib/route-data';
import type { Content, Entry } from '../load/load';
import type { PlaceAt } from './places';
import type { PageContext } from './context';

/** The article lists the article list, the blog teasers and the articles' own pages show. */
export interface ArticleLists {
  /** An article's published comments, oldest first (the page shows the newest last). */
  commentsOf: (slug: string) => PublishedComment[];
  /** Every article's summary in the locale, newest first. */
  summaries: (locale: Locale) => ArticleSummary[];
  /** The articles shown under `article` as related, in the locale. */
  relatedOf: (locale: Locale, article: ArticleSummary) => ArticleSummary[];
}

const made = new WeakMap<object, ArticleLists>();

/**
 * The article lists of the build `ctx` is the page context of, made the first time a builder asks for them (the
 * article pages' and the block pages') and kept for the others; each list is made when a page first shows it.
 */
export function articleListsOf(ctx: Pick<PageContext, 'content' | 'localeInfo' | 'placeAt'>): ArticleLists {
  let lists = made.get(ctx);
  if (!lists) made.set(ctx, (lists = articleLists(ctx.content, ctx.localeInfo, ctx.placeAt)));
  return lists;
}

/** `placeAt` gives each article's place, the one its page is built at (./places.ts). */
function articleLists(content: Content, localeInfo: Record<Locale, LocaleInfo>, placeAt: PlaceAt): ArticleLists {
  // Sorted once: every locale's summaries count them, and the article's pages show them.
  const sorted = new Map(
    [...content.comments].map(([slug, file]) => [
      slug,
      [...file.data.comments].sort((x, y) => x.date.localeCompare(y.date) || x.id.localeCompare(y.id)),
    ]),
  );
  const none: PublishedComment[] = [];
  const commentsOf = (slug: string): PublishedComment[] => sorted.get(slug) ?? none;

  // Computed once per locale: every article page needs the whole list (related articles), and
  // recomputing it per article made the build quadratic.
  const summaryCache = new Map<Locale, ArticleSummary[]>();
  const summaries = (locale: Locale): ArticleSummary[] => {
    let list = summaryCache.get(locale);
    if (!list) {
      list = sortByDate(
        [...content.articles.keys()].map((slug) => {
          const e = content.articles.get(slug)!.get(locale) ?? content.articles.get(slug)!.get(DEFAULT_LOCALE)!;
          const { url } = placeAt({ locale, path: articlePath(slug) });
          return summarize(e, slug, { locale, url }, localeInfo[locale].formatLocale, commentsOf(slug).length);
        }),
      );
      summaryCache.set(locale, list);
    }
    return list;
  };
  const finders = new Map<Locale, (article: ArticleSummary) => ArticleSummary[]>();
  const relatedOf = (locale: Locale, article: ArticleSummary) => {
    let find = finders.get(locale);
    if (!find) finders.set(locale, (find = relatedFinder(summaries(locale))));
    return find(article);
  };
  return { commentsOf, summaries, relatedOf };
}

function summarize<
  T extends {
    title: string;
    date: string;
    author: string;
    category?: ArticleSummary['category'];
    featuredImage: { src: string; alt: string };
    introduction: { content: string };
  },
>(
  entry: Entry<T>,
  slug: string,
  { locale, url }: { locale: Locale; url: string },
  formatLocale: string,
  comments: number,
): ArticleSummary {
  const a = entry.data;
  return {
    slug,
    title: a.title,
    // Cut from the introduction as written, then set in the language's typography like every other text.
    excerpt: typeset(excerpt(a.introduction.content), locale),
    date: a.date,
    dateLabel: formatShortDate(a.date, formatLocale),
    author: a.author,
    comments,
    category: a.category ?? deriveCategory(a.title),
    image: a.featuredImage,
    url,
  };
}
