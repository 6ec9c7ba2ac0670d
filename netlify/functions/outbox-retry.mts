/**
 * Scheduled every 5 minutes: delivers the notification mails still waiting in the `leads` outbox, with
 * exponential backoff per message (see ../lib/outbox.ts).
 */
import type { Config } from '@netlify/functions';
import { deliverOutbox } from '../lib/outbox';
import { logError } from '../lib/log';

export { deliverOutbox };

export const config: Config = { schedule: '*/5 * * * *' };

export default async (): Promise<Response> => {
  try {
    const report = await deliverOutbox({ now: new Date() });
    return new Response(JSON.stringify(report), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    logError('outbox', 'run-failed', error);
    return new Response(JSON.stringify({ ok: false }), {
      status: 500,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
};
