/**
 * Comments in the Blobs store `comments` (`<article slug>/<id>`, PendingComment in ./store.ts): how long one
 * waits for moderation. Which articles may get one is ./article-urls.ts, apart, so that the purge does not
 * bundle the route manifest.
 */
import type { Store } from '@netlify/blobs';
import { logEvent } from './log';
import { sweep, type SweepReport } from './sweep';
import type { PendingComment } from './store';

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
