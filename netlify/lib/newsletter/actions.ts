/**
 * What the links of the newsletter mails do, as plain functions over a store (the functions only map them
 * to HTTP): confirm a subscription, unsubscribe, and purge the pending ones nobody confirmed.
 */
import { MAILBOXES_PREFIX, type MailboxRecord } from './mailbox';
import type { Store } from '@netlify/blobs';
import type { Locale } from '../../../src/forms/common';
import { logEvent } from '../log';
import { sweep, type SweepOptions, type SweepReport } from '../sweep';
import {
  LEGACY_SUBSCRIBERS_PREFIX,
  PENDING_MAX_AGE_MS,
  SUBSCRIBER_OUTBOX_PREFIX,
  SUBSCRIPTIONS_PREFIX,
  deleteSubscription,
  readSubscription,
  subscriptionKey,
} from './subscriptions';
import type { StoredSubscription } from '../personal';
import { verifyToken, type TokenCheck } from './token';

export type LinkResult =
  | { ok: true; locale?: Locale; changed: boolean }
  | { ok: false; reason: Extract<TokenCheck, { ok: false }>['reason'] | 'unknown'; locale?: Locale };

/** Checks a confirmation token without acting on it (the landing page's GET): is the subscription still pending? */
export async function checkConfirmation(
  store: Store,
  secrets: string | readonly string[],
  token: unknown,
  now = new Date(),
): Promise<LinkResult & { pending?: boolean }> {
  const check = verifyToken(secrets, token, 'confirm', now);
  if (!check.ok) return check;
  const subscription = await readSubscription(store, check.id);
  if (!subscription) return { ok: false, reason: 'unknown' };
  return { ok: true, locale: subscription.locale, changed: false, pending: subscription.status === 'pending' };
}

/** Confirms the subscription a token names. Idempotent; a bad, expired or orphan token changes nothing. */
export async function confirmSubscription(
  store: Store,
  secret: string | readonly string[],
  token: unknown,
  now = new Date(),
): Promise<LinkResult> {
  const check = verifyToken(secret, token, 'confirm', now);
  if (!check.ok) return check;
  const subscription = await readSubscription(store, check.id);
  if (!subscription) return { ok: false, reason: 'unknown' };
  if (subscription.status === 'confirmed') return { ok: true, locale: subscription.locale, changed: false };
  const confirmed: StoredSubscription = { ...subscription, status: 'confirmed', confirmedAt: now.toISOString() };
  await store.setJSON(subscriptionKey(subscription.id), confirmed);
  // A confirmation mail still waiting (SMTP outage, or a second request) has nothing left to confirm.
  await store.delete(`${SUBSCRIBER_OUTBOX_PREFIX}${subscription.id}-confirm`);
  logEvent('newsletter', 'confirmed');
  return { ok: true, locale: subscription.locale, changed: true };
}

/** Checks an unsubscribe token without acting on it (the landing page's GET). */
export async function checkUnsubscribe(
  store: Store,
  secret: string | readonly string[],
  token: unknown,
  now = new Date(),
): Promise<LinkResult> {
  const check = verifyToken(secret, token, 'unsubscribe', now);
  if (!check.ok) return check;
  const subscription = await readSubscription(store, check.id);
  return { ok: true, ...(subscription ? { locale: subscription.locale } : {}), changed: false };
}

/**
 * Deletes the subscription a token names, with any mail waiting for it. A valid token whose subscription
 * is already gone succeeds too (unsubscribing twice is not an error); `locale` is then unknown.
 */
export async function unsubscribe(
  store: Store,
  secret: string | readonly string[],
  token: unknown,
  now = new Date(),
): Promise<LinkResult> {
  const check = verifyToken(secret, token, 'unsubscribe', now);
  if (!check.ok) return check;
  const subscription = await readSubscription(store, check.id);
  await deleteSubscription(store, check.id);
  logEvent('newsletter', subscription ? 'unsubscribed' : 'already-unsubscribed');
  return subscription ? { ok: true, locale: subscription.locale, changed: true } : { ok: true, changed: false };
}

/** Where the purge remembers how far it got (outside the prefixes it walks). */
export const PURGE_CURSOR_KEY = 'state/purge-cursor';

/**
 * Deletes pending subscriptions requested more than 30 days before `now`, the mail counts of mailboxes
 * first mailed before then (./mailbox.ts), and records of the first version (which were never confirmed), within a time budget, continuing where the previous run stopped.
 */
export async function purgePending(
  store: Store,
  now = new Date(),
  options: Pick<SweepOptions, 'budgetMs' | 'concurrency' | 'clock'> = {},
): Promise<SweepReport> {
  const limit = now.getTime() - PENDING_MAX_AGE_MS;
  const report = await sweep(store, {
    ...options,
    cursorKey: PURGE_CURSOR_KEY,
    prefixes: [LEGACY_SUBSCRIBERS_PREFIX, MAILBOXES_PREFIX, SUBSCRIPTIONS_PREFIX],
    async visit(key) {
      if (key.startsWith(MAILBOXES_PREFIX)) {
        const mailbox = (await store.get(key, { type: 'json' })) as MailboxRecord | null;
        if (mailbox && Date.parse(mailbox.firstMailAt) > limit) return false;
        await store.delete(key);
        return true;
      }
      if (key.startsWith(LEGACY_SUBSCRIBERS_PREFIX)) {
        const legacy = (await store.get(key, { type: 'json' })) as { subscribedAt?: string } | null;
        if (legacy?.subscribedAt && Date.parse(legacy.subscribedAt) > limit) return false;
        await store.delete(key);
        return true;
      }
      const subscription = (await store.get(key, { type: 'json' })) as StoredSubscription | null;
      if (!subscription || subscription.status !== 'pending') return false;
      if (Date.parse(subscription.requestedAt) > limit) return false;
      await deleteSubscription(store, subscription.id);
      return true;
    },
  });
  if (report.deleted > 0 || !report.complete) logEvent('newsletter', 'purged', { ...report });
  return report;
}
