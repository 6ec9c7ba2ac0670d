/**
 * Scheduled every 5 minutes: delivers the notification mails still waiting in the `leads` outbox, with
 * exponential backoff per message (see ../lib/outbox.ts), and the mails to newsletter subscribers waiting
 * in the `newsletter` store's outbox (../lib/newsletter/outbox.ts).
 */
import type { Config } from '@netlify/functions';
import { deliverOutbox } from '../lib/outbox';
import { logError } from '../lib/log';
import { deliverSubscriberOutbox } from '../lib/newsletter/outbox';

export { deliverOutbox };

export const config: Config = { schedule: '*/5 * * * *' };

export default async (): Promise<Response> => {
  try {
    const now = new Date();
    const report = { ...(await deliverOutbox({ now })), newsletter: await deliverSubscriberOutbox({ now }) };
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
