/**
 * Scheduled daily: deletes contact messages three years after their last contact, with their attachments,
 * and attachments whose message was never stored (logic in ../lib/retention.ts, tested directly). A run
 * stops after 20 seconds and the next one continues where it stopped.
 */
import type { Config } from '@netlify/functions';
import { logError } from '../lib/log';
import { applyRetention } from '../lib/retention';
import { LEADS_STORE, openStore } from '../lib/store';

export const config: Config = { schedule: '@daily' };

export default async (): Promise<Response> => {
  try {
    const report = await applyRetention(openStore(LEADS_STORE), new Date());
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logError('retention', 'run-failed', error);
    return Response.json({ ok: false }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};
