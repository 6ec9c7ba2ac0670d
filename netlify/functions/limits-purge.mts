/**
 * Scheduled hourly: deletes the tickets of the site-wide hourly ceilings of the hours that have passed
 * (../lib/ceiling.ts), so the `limits` store holds one hour at most.
 */
import type { Config } from '@netlify/functions';
import { purgePastHours } from '../lib/ceiling';
import { logError } from '../lib/log';
import { LIMITS_STORE, openStore } from '../lib/store';

export const config: Config = { schedule: '@hourly' };

export default async (): Promise<Response> => {
  try {
    const deleted = await purgePastHours(openStore(LIMITS_STORE), new Date());
    return Response.json({ deleted }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logError('limits', 'purge-failed', error);
    return Response.json({ ok: false }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};
