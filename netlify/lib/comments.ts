/**
 * Comments in the Blobs store `comments` (`<article slug>/<id>`, PendingComment in ./store.ts): which
 * articles may get one, and how long one waits for moderation.
 *
 * The articles are the built ones: the content step lists every page in src/generated/route-manifest.json,
 * bundled with the function, so a comment on a slug no article has (in the comment's language) is refused
 * instead of stored, and the answer without JavaScript goes back to the url the manifest gives the page.
 */
import type { Store } from '@netlify/blobs';
import type { Locale } from '../../src/forms/common';
import manifest from '../../src/generated/route-manifest.json';
import type { ManifestEntry } from '../../src/lib/route-data';
import { logEvent } from './log';
import { sweep, type SweepReport } from './sweep';
import type { PendingComment } from './store';

const pages = manifest as Pick<ManifestEntry, 'locale' | 'kind' | 'id' | 'layout' | 'url'>[];
const ARTICLES = new Map(
  pages.filter((page) => page.kind === 'article').map((page) => [`${page.locale}/${page.id}`, page.url]),
);
const ARTICLE_LISTS = new Map(pages.filter((page) => page.layout === 'article-list').map((p) => [p.locale, p.url]));

/** The url of the article `slug` in `locale`, none when the site has no such article. */
export function articleUrl(slug: string, locale: Locale): string | undefined {
  return ARTICLES.get(`${locale}/${slug}`);
}

/** The url of the list of every article in `locale`. */
export function articleListUrl(locale: Locale): string {
  const url = ARTICLE_LISTS.get(locale);
  if (!url)
    throw new Error(
      `src/generated/route-manifest.json lists no article list in ${locale}: give a page of content/pages/ the layout article-list`,
    );
  return url;
}

/** Days a comment waits for moderation before it is deleted, e-mail address included (privacy policy). */
export const PENDING_COMMENT_MAX_AGE_DAYS = 60;

/** Where the purge remembers how far it got (outside the article prefixes: no slug has a slash). */
export const COMMENTS_PURGE_CURSOR_KEY = 'state/purge-cursor';

/**
 * Deletes comments still pending PENDING_COMMENT_MAX_AGE_DAYS after they were sent, within a time budget,
 * continuing where the previous run stopped (scheduled `comments-purge`).
 */
export async function purgePendingComments(
  store: Store,
  now = new Date(),
  options: { budgetMs?: number } = {},
): Promise<SweepReport> {
  const limit = now.getTime() - PENDING_COMMENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  const report = await sweep(store, {
    ...options,
    cursorKey: COMMENTS_PURGE_CURSOR_KEY,
    prefixes: [''],
    async visit(key) {
      if (key === COMMENTS_PURGE_CURSOR_KEY) return false;
      const comment = (await store.get(key, { type: 'json' })) as PendingComment | null;
      if (!comment || comment.status !== 'pending' || Date.parse(comment.createdAt) > limit) return false;
      await store.delete(key);
      return true;
    },
  });
  if (report.deleted > 0 || !report.complete) logEvent('comments', 'purged', { ...report });
  return report;
}
