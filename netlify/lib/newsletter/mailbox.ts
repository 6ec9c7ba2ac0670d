/**
 * The cap on confirmation mails, counted per mailbox: `Anna+news@Example.ch` and `anna+2@example.ch` are
 * `anna@example.ch`'s mailbox, so a sub-address does not buy another round of mails. One record per mailbox
 * in the store `newsletter`:
 *
 *   mailboxes/<keyed hash of the mailbox>   { firstMailAt, lastMailAt, mails }
 *
 * Claimed with a conditional write (`onlyIfNew`, then `onlyIfMatch` on its ETag): of sign-ups arriving at
 * the same moment, only the one whose write won may send a mail. The record holds no address and is
 * deleted with the pending subscriptions, 30 days after its first mail (`purgePending`).
 */
import { createHmac } from 'node:crypto';
import type { Store } from '@netlify/blobs';

export const MAILBOXES_PREFIX = 'mailboxes/';

export interface MailboxRecord {
  firstMailAt: string;
  lastMailAt: string;
  mails: number;
}

export interface MailboxPolicy {
  /** Mails a mailbox gets at most within `windowMs` of its first. */
  maxMails: number;
  /** Another mail only this long after the previous one. */
  resendAfterMs: number;
  /** How long a mailbox's count is kept (then it starts again). */
  windowMs: number;
}

/** The mailbox an address delivers to: case-folded, without a `+tag` sub-address. */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}

export const mailboxKey = (secret: string, email: string) =>
  `${MAILBOXES_PREFIX}${createHmac('sha256', secret)
    .update(`mailbox:${mailboxOf(email)}`)
    .digest('hex')
    .slice(0, 40)}`;

export type MailboxClaim = { ok: true } | { ok: false; reason: 'capped' | 'too-soon' | 'lost-race' };

/**
 * Counts one more confirmation mail for the mailbox of `email`, if the policy allows it and no concurrent
 * request counted first. `earlier` seeds a mailbox with no record from its subscription's own count.
 */
export async function claimMailbox(
  store: Store,
  key: string,
  policy: MailboxPolicy,
  now: Date,
  earlier?: { mails: number; lastMailAt: string },
): Promise<MailboxClaim> {
  const current = await store.getWithMetadata(key, { type: 'json' });
  const stored = current?.data as MailboxRecord | undefined;
  const live = stored && now.getTime() - Date.parse(stored.firstMailAt) < policy.windowMs ? stored : undefined;
  const counted = live ?? (earlier ? { firstMailAt: earlier.lastMailAt, ...earlier } : undefined);
  if (counted) {
    if (counted.mails >= policy.maxMails) return { ok: false, reason: 'capped' };
    if (now.getTime() - Date.parse(counted.lastMailAt) < policy.resendAfterMs) return { ok: false, reason: 'too-soon' };
  }
  const next: MailboxRecord = {
    firstMailAt: counted?.firstMailAt ?? now.toISOString(),
    lastMailAt: now.toISOString(),
    mails: (counted?.mails ?? 0) + 1,
  };
  const write = await store.setJSON(key, next, current?.etag ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
  return write.modified ? { ok: true } : { ok: false, reason: 'lost-race' };
}
