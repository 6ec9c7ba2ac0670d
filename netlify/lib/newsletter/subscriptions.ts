/**
 * Newsletter subscriptions in the Blobs store `newsletter`:
 *
 *   subscriptions/<id>   Subscription JSON, `pending` until its owner confirms on the page of the mail's link
 *   outbox/<id>          SubscriberMailEntry while a mail to that subscription waits for the SMTP server
 *   mailboxes/<hash>     how many confirmation mails a mailbox got (./mailbox.ts)
 *   subscribers/<sha256> records of the first version (stored with no confirmation); never mailed, removed
 *                        after 30 days like any pending subscription
 *
 * The id is a keyed hash of the lower-cased address (HMAC with NEWSLETTER_SECRET): the same address always
 * lands on the same record (a second subscription changes nothing), and the id in a link says nothing about
 * the address to whoever lacks the secret. The address itself is sealed in the record (../personal.ts). After a rotation, an address is looked up under every secret
 * (`findSubscriptionEntry`), so its record keeps the id its links name.
 */
import { createHmac } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import type { StoredSubscription } from '../personal';

export const SUBSCRIPTIONS_PREFIX = 'subscriptions/';
export const SUBSCRIBER_OUTBOX_PREFIX = 'outbox/';
/** Records of the first version, kept under a plain hash of the address. */
export const LEGACY_SUBSCRIBERS_PREFIX = 'subscribers/';

/** Pending subscriptions older than this are deleted (scheduled `newsletter-purge`). */
export const PENDING_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type { Subscription } from './subscription';

/** A mail waiting for the SMTP server: only its kind and where to point the links, never the text. */
export interface SubscriberMailEntry {
  id: string;
  subscriptionId: string;
  /** The mail's purpose, under the name every stored outbox entry carries. */
  kind: 'confirm';
  /** The origin of the links in the mail (`https://www.example.ch`), under the name every stored entry carries. */
  baseUrl: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  lease?: { token: string; until: string };
}

/** The opaque id of an address. */
export function subscriptionId(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`subscriber:${email.trim().toLowerCase()}`).digest('hex').slice(0, 40);
}

export const subscriptionKey = (id: string) => `${SUBSCRIPTIONS_PREFIX}${id}`;

/**
 * The subscription of `email`, under the id of whichever secret made it (newest secret first), with the ETag a
 * conditional write of the record needs.
 */
export async function findSubscriptionEntry(
  store: Store,
  secrets: readonly string[],
  email: string,
): Promise<{ subscription: StoredSubscription; etag: string | undefined } | null> {
  for (const secret of secrets) {
    const found = await store.getWithMetadata(subscriptionKey(subscriptionId(secret, email)), { type: 'json' });
    if (found?.data) return { subscription: found.data as StoredSubscription, etag: found.etag };
  }
  return null;
}

/** The record as stored: its address sealed (../personal.ts), everything else plain. */
export async function readSubscription(store: Store, id: string): Promise<StoredSubscription | null> {
  return (await store.get(subscriptionKey(id), { type: 'json' })) as StoredSubscription | null;
}

/** Deletes a subscription and any mail still waiting for it. */
export async function deleteSubscription(store: Store, id: string): Promise<void> {
  const keys: string[] = [];
  for await (const page of store.list({ prefix: `${SUBSCRIBER_OUTBOX_PREFIX}${id}`, paginate: true })) {
    keys.push(...page.blobs.map((b) => b.key));
  }
  await Promise.all([store.delete(subscriptionKey(id)), ...keys.map((k) => store.delete(k))]);
}
