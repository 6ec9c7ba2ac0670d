/**
 * Scheduled daily: deletes comments nobody moderated within PENDING_COMMENT_MAX_AGE_DAYS days, e-mail
 * address included (logic in ../lib/comments.ts, tested directly). A run stops after 20 seconds and the
 * next one continues where it stopped.
 */
import type { Config } from '@netlify/functions';
import { purgePendingComments } from '../lib/comments';
import { logError } from '../lib/log';
import { COMMENTS_STORE, openStore } from '../lib/store';

export const config: Config = { schedule: '@daily' };

export default async (): Promise<Response> => {
  try {
    const report = await purgePendingComments(openStore(COMMENTS_STORE), new Date());
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logError('comments', 'purge-failed', error);
    return Response.json({ ok: false }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};
