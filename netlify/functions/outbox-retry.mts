/**
 * Scheduled every 5 minutes: delivers the notification mails still waiting in the `leads` outbox, with
 * exponential backoff per message (see ../lib/outbox.ts), and the mails to newsletter subscribers waiting
 * in the `newsletter` store's outbox (../lib/newsletter/outbox.ts), and the summary of each past hour's
 * notifications held during a flood (../lib/held.ts).
 */
import type { Config } from '@netlify/functions';
import { sendHeldSummaries } from '../lib/held';
import { mailConfig } from '../lib/mail';
import { deliverOutbox } from '../lib/outbox';
import { LEADS_STORE, openStore } from '../lib/store';
import { logError } from '../lib/log';
import { deliverSubscriberOutbox } from '../lib/newsletter/outbox';

export { deliverOutbox };

export const config: Config = { schedule: '*/5 * * * *' };

/** Both outboxes stop claiming mails at this point of a run: a scheduled function has 30 s in all. */
export const OUTBOX_RUN_BUDGET_MS = 20_000;

/** One run over both outboxes, with one deadline for the two: the second gets what the first left. */
export async function runOutboxes(budgetMs = OUTBOX_RUN_BUDGET_MS, now = new Date()) {
  const deadline = Date.now() + budgetMs;
  const leads = await deliverOutbox({ now, deadline });
  const config = mailConfig();
  const heldSummaries = config ? await sendHeldSummaries(openStore(LEADS_STORE), config, now) : [];
  return { ...leads, heldSummaries, newsletter: await deliverSubscriberOutbox({ now, deadline }) };
}

export default async (): Promise<Response> => {
  try {
    const report = await runOutboxes();
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
