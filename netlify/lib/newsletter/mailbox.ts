/**
 * The cap on confirmation mails, counted per mailbox: `Anna+news@Example.ch` and `anna+2@example.ch` are
 * `anna@example.ch`'s mailbox, and `a.n.n.a@googlemail.com` is `anna@gmail.com`'s, so neither a sub-address
 * nor a Gmail alias buys another round of mails. One record per mailbox
 * in the store `newsletter`:
 *
 *   mailboxes/<keyed hash of the mailbox>   { firstMailAt, lastMailAt, mails }
 *
 * Claimed with a conditional write (`onlyIfNew`, then `onlyIfMatch` on its ETag): of sign-ups arriving at
 * the same moment, only the one whose write won may send a mail; a write the store does not confirm throws
 * (../conditional-write.ts), so a failing store sends none. The record holds no address and is
 * deleted with the pending subscriptions, 30 days after its first mail (`purgePending`).
 */
import { createHmac } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { writeJSONIf } from '../conditional-write';

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

/** Domains whose mailboxes ignore dots in the local part and share one inbox under both names. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to: case-folded, without a `+tag` sub-address, and for Gmail without the
 * dots of the local part and under gmail.com (`A.n.n.a+x@googlemail.com` is `anna@gmail.com`).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '') || local;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
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
  const write = await writeJSONIf(
    store,
    key,
    next,
    current?.etag ? { onlyIfMatch: current.etag } : { onlyIfNew: true },
  );
  return write.won ? { ok: true } : { ok: false, reason: 'lost-race' };
}
