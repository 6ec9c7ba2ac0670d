/**
 * Scheduled daily: deletes newsletter subscriptions nobody confirmed within 30 days (logic in
 * ../lib/newsletter/actions.ts, tested directly). A run stops after 20 seconds and the next one continues
 * where it stopped.
 */
import type { Config } from '@netlify/functions';
import { logError } from '../lib/log';
import { purgePending } from '../lib/newsletter/actions';
import { NEWSLETTER_STORE, openStore } from '../lib/store';

export const config: Config = { schedule: '@daily' };

export default async (): Promise<Response> => {
  try {
    const report = await purgePending(openStore(NEWSLETTER_STORE), new Date());
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logError('newsletter', 'purge-failed', error);
    return Response.json({ ok: false }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};
