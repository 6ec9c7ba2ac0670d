/**
 * The outbox of mails to subscribers (store `newsletter`, `outbox/<subscription id>-<kind>`), so a
 * confirmation mail survives an SMTP outage like the contact notifications do (../outbox.ts): the
 * subscribe request writes the entry already claimed and tries once; the scheduled `outbox-retry` retries
 * the rest with the same backoff. The entry holds no text and no address: the mail is built from the
 * subscription when it is sent, so a subscription deleted meanwhile is never mailed.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { describeError, logError, logEvent } from '../log';
import { mailConfig, sendPrepared, type MailConfig } from '../mail';
import { LEASE_MS, backoffMs } from '../outbox';
import { writeJSONIf } from '../conditional-write';
import { openSubscription, dataKeys } from '../personal';
import { NEWSLETTER_STORE, openStore } from '../store';
import { buildConfirmationMail } from './mail';
import {
  SUBSCRIBER_OUTBOX_PREFIX,
  readSubscription,
  type SubscriberMailEntry,
  type Subscription,
} from './subscriptions';
import { newsletterSecret } from './token';

export type SubscriberMailOutcome = 'sent' | 'dropped' | 'failed';

async function deliver(
  store: Store,
  key: string,
  entry: SubscriberMailEntry,
  etag: string | undefined,
  config: MailConfig,
  now: Date,
): Promise<SubscriberMailOutcome> {
  try {
    const stored = await readSubscription(store, entry.subscriptionId);
    // Deleted (unsubscribed, erased, expired) or already confirmed: nothing to send.
    if (!stored || stored.status !== 'pending') {
      await store.delete(key);
      return 'dropped';
    }
    const subscription = openSubscription(dataKeys(), stored);
    const mail = buildConfirmationMail(subscription, config, newsletterSecret(), entry.baseUrl, new Date());
    await sendPrepared(config, mail);
    await store.delete(key);
    logEvent('newsletter', 'mailed', { kind: entry.kind, attempts: entry.attempts + 1 });
    return 'sent';
  } catch (error) {
    const attempts = entry.attempts + 1;
    const failed: SubscriberMailEntry = {
      ...entry,
      attempts,
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
      lastError: String(describeError(error).code ?? describeError(error).error ?? 'error').slice(0, 60),
    };
    delete failed.lease;
    await (etag ? writeJSONIf(store, key, failed, { onlyIfMatch: etag }) : store.setJSON(key, failed)).catch(
      () => undefined,
    );
    logError('newsletter', 'send-failed', error, { attempts, nextAttemptAt: failed.nextAttemptAt });
    return 'failed';
  }
}

/**
 * Queues the confirmation mail of `subscription` and, when SMTP is configured, tries it at once. Returns the
 * attempt's promise (never rejects), or null when SMTP is not configured (the entry waits).
 */
export async function queueConfirmation(
  store: Store,
  subscription: Subscription,
  origin: string,
  now: Date,
): Promise<{ delivery: Promise<SubscriberMailOutcome> } | null> {
  const key = `${SUBSCRIBER_OUTBOX_PREFIX}${subscription.id}-confirm`;
  const config = mailConfig();
  const entry: SubscriberMailEntry = {
    id: `${subscription.id}-confirm`,
    subscriptionId: subscription.id,
    kind: 'confirm',
    baseUrl: origin,
    createdAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    ...(config ? { lease: { token: randomUUID(), until: new Date(now.getTime() + LEASE_MS).toISOString() } } : {}),
  };
  const write = await store.setJSON(key, entry);
  if (!config) return null;
  return { delivery: deliver(store, key, entry, write.etag, config, now) };
}

export interface SubscriberOutboxReport {
  total: number;
  sent: number;
  failed: number;
  dropped: number;
  /** Entries left for the next run when the deadline came. */
  deferred: number;
  notConfigured: boolean;
}

/**
 * Sends every waiting subscriber mail whose time has come (claimed with a conditional write first), until
 * `deadline` (a `Date.now()` value; default 20 s from now): the scheduled run shares one deadline with the
 * leads outbox, so the two together end within the function's 30 s and a backlog drains over later runs.
 */
export async function deliverSubscriberOutbox(
  options: { now?: Date; store?: Store; deadline?: number } = {},
): Promise<SubscriberOutboxReport> {
  const deadline = options.deadline ?? Date.now() + 20_000;
  const now = options.now ?? new Date();
  const store = options.store ?? openStore(NEWSLETTER_STORE);
  const report: SubscriberOutboxReport = {
    total: 0,
    sent: 0,
    failed: 0,
    dropped: 0,
    deferred: 0,
    notConfigured: false,
  };
  const listed: { key: string; etag: string }[] = [];
  for await (const page of store.list({ prefix: SUBSCRIBER_OUTBOX_PREFIX, paginate: true })) listed.push(...page.blobs);
  report.total = listed.length;
  const config = mailConfig();
  if (!config) {
    report.notConfigured = true;
    return report;
  }
  for (const item of listed) {
    if (Date.now() >= deadline) {
      report.deferred = listed.length - listed.indexOf(item);
      break;
    }
    const entry = (await store.get(item.key, { type: 'json' })) as SubscriberMailEntry | null;
    if (!entry || Date.parse(entry.nextAttemptAt) > now.getTime()) continue;
    if (entry.lease && Date.parse(entry.lease.until) > now.getTime()) continue;
    const claimed = {
      ...entry,
      lease: { token: randomUUID(), until: new Date(now.getTime() + LEASE_MS).toISOString() },
    };
    const write = await writeJSONIf(store, item.key, claimed, { onlyIfMatch: item.etag });
    if (!write.won) continue;
    const outcome = await deliver(store, item.key, claimed, write.etag, config, now);
    report[outcome === 'sent' ? 'sent' : outcome === 'failed' ? 'failed' : 'dropped']++;
  }
  if (report.total > 0) logEvent('newsletter', 'outbox-run', { ...report });
  return report;
}
