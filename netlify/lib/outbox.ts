/**
 * The outbox of notification mails: every stored contact message gets an `outbox/<id>` entry that stays
 * until its mail is accepted by the SMTP server. The contact function tries once right away; the scheduled
 * `outbox-retry` function retries the rest with exponential backoff (1, 2, 4 … minutes, at most 6 hours).
 *
 * Delivering at most once per message, as far as SMTP allows:
 *  - a worker claims an entry with a conditional write (`onlyIfMatch` the etag it listed) that puts its own
 *    lease token in the entry; a worker whose write is refused leaves the entry alone;
 *  - it then waits a moment and reads the entry back: if the token there is not its own (a store whose
 *    conditional writes are not atomic, such as the local sandbox), it backs off;
 *  - before sending it checks the message's `mailedAt` (already mailed: just drop the entry);
 *  - in one process, an entry being delivered is never picked up a second time;
 *  - after the mail is accepted: `mailedAt` is written, then the entry is deleted.
 * A crash between the SMTP server's acceptance and `mailedAt` can still repeat a mail once; it carries the
 * same Message-ID, so mail clients show it once.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { describeError, logError, logEvent } from './log';
import { writeJSONIf } from './conditional-write';
import { mailConfig, sendNotification, type MailAttachment, type MailConfig } from './mail';
import { attachmentAad, openLead, type StoredLead, dataKeys, openBytes, type DataKeys } from './personal';
import {
  LEADS_STORE,
  MESSAGES_PREFIX,
  OUTBOX_PREFIX,
  compactIsoTime,
  openStore,
  type LeadMessage,
  type OutboxEntry,
} from './store';

const MINUTE = 60_000;
/** Longest wait between two attempts. */
export const MAX_BACKOFF_MS = 6 * 60 * MINUTE;
/** How long a claim keeps other workers away (longer than one SMTP attempt with its timeouts). */
export const LEASE_MS = 2 * MINUTE;

/** Wait before the next attempt after `attempts` failures: 1, 2, 4, … minutes, capped at 6 hours. */
export function backoffMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(2 ** exponent * MINUTE, MAX_BACKOFF_MS);
}

/** Pause between a claim and its read-back (env OUTBOX_SETTLE_MS, default 50). */
function settleMs(): number {
  const n = Number(process.env.OUTBOX_SETTLE_MS);
  return Number.isFinite(n) && n >= 0 ? n : 50;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Entries being delivered by this process right now. */
const inFlight = new Set<string>();

export type DeliveryOutcome = 'sent' | 'already-mailed' | 'missing' | 'failed';

/**
 * What one notification is made of: the message and its file, and the record as stored (written back with
 * `mailedAt` once the mail is accepted). The contact function hands over what it has just stored; a retry
 * reads it back (`readLetter`).
 */
export interface Letter {
  stored: StoredLead;
  message: LeadMessage;
  attachment?: MailAttachment;
}

async function loadAttachment(
  store: Store,
  keys: DataKeys | null,
  message: LeadMessage,
): Promise<MailAttachment | undefined> {
  if (!message.attachment) return undefined;
  const data = await store.get(message.attachment.key, { type: 'arrayBuffer' });
  if (data === null) throw new Error(`attachment ${message.attachment.key} missing`);
  const content = openBytes(keys, new Uint8Array(data), attachmentAad(message.attachment.key));
  return { filename: message.attachment.name, content, contentType: message.attachment.type };
}

/** The notification of an entry as the store holds it, opened; or why there is none to send. */
async function readLetter(store: Store, entry: OutboxEntry): Promise<Letter | 'missing' | 'already-mailed'> {
  const stored = (await store.get(entry.messageKey, { type: 'json' })) as StoredLead | null;
  if (stored === null) return 'missing';
  if (stored.mailedAt) return 'already-mailed';
  const keys = dataKeys();
  const message = openLead(keys, stored);
  return { stored, message, attachment: await loadAttachment(store, keys, message) };
}

/**
 * Sends the mail of an entry this worker has claimed (its lease written, `etag` the etag of that write),
 * built from `letter` when the caller holds it, else from the store; then records the outcome. Never throws:
 * failures are written back to the entry with the next attempt time.
 */
async function deliverClaimed(
  store: Store,
  key: string,
  entry: OutboxEntry,
  etag: string | undefined,
  config: MailConfig,
  now: Date,
  held?: Letter,
): Promise<DeliveryOutcome> {
  let stage = 'load';
  try {
    const letter = held ?? (await readLetter(store, entry));
    if (letter === 'missing') logEvent('outbox', 'message-missing', { id: entry.id });
    if (typeof letter === 'string') {
      await store.delete(key);
      return letter;
    }
    stage = 'send';
    await sendNotification(letter.message, config, letter.attachment);
    stage = 'record';
    const mailedAt = new Date().toISOString();
    await store.setJSON(entry.messageKey, { ...letter.stored, mailedAt } satisfies StoredLead);
    await store.delete(key);
    logEvent('outbox', 'mailed', { id: entry.id, attempts: entry.attempts + 1 });
    return 'sent';
  } catch (error) {
    if (stage === 'record') {
      // The mail went out; recording it failed. Keep the lease so nobody resends soon, and log loudly.
      logError('outbox', 'record-failed', error, { id: entry.id });
      return 'sent';
    }
    const attempts = entry.attempts + 1;
    const next = new Date(now.getTime() + backoffMs(attempts));
    const failed: OutboxEntry = {
      id: entry.id,
      messageKey: entry.messageKey,
      createdAt: entry.createdAt,
      attempts,
      nextAttemptAt: next.toISOString(),
      lastError: String(describeError(error).code ?? describeError(error).error ?? 'error').slice(0, 60),
    };
    try {
      if (etag) await writeJSONIf(store, key, failed, { onlyIfMatch: etag });
      else await store.setJSON(key, failed);
    } catch (writeError) {
      logError('outbox', 'reschedule-failed', writeError, { id: entry.id });
    }
    logError('outbox', stage === 'send' ? 'send-failed' : 'load-failed', error, {
      id: entry.id,
      attempts,
      nextAttemptAt: failed.nextAttemptAt,
    });
    return 'failed';
  }
}

/**
 * Creates the outbox entry of a freshly stored message and, when SMTP is configured, tries to send it at
 * once, from the letter the caller holds (the entry is created already claimed by this request, so the
 * scheduled retry leaves it alone). Returns `{ delivery }`, the promise of that attempt (wrapped so that
 * awaiting this function does not wait for the mail), or null when SMTP is not configured: the entry waits.
 */
export async function enqueueAndSend(
  store: Store,
  letter: Letter,
  messageKey: string,
  now: Date,
): Promise<{ delivery: Promise<DeliveryOutcome> } | null> {
  const { message } = letter;
  const key = `${OUTBOX_PREFIX}${message.id}`;
  const config = mailConfig();
  const entry: OutboxEntry = {
    id: message.id,
    messageKey,
    createdAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: now.toISOString(),
  };
  if (!config) {
    await store.setJSON(key, entry);
    return null;
  }
  const claimed: OutboxEntry = {
    ...entry,
    lease: { token: randomUUID(), until: new Date(now.getTime() + LEASE_MS).toISOString() },
  };
  const write = await store.setJSON(key, claimed);
  inFlight.add(message.id);
  const delivery = deliverClaimed(store, key, claimed, write.etag, config, now, letter).finally(() =>
    inFlight.delete(message.id),
  );
  return { delivery };
}

export interface DeliverOptions {
  /** The time the run acts at (due entries have `nextAttemptAt <= now`). */
  now?: Date;
  /** The `leads` store (default: from the environment). */
  store?: Store;
  /** Entries delivered in parallel. */
  concurrency?: number;
  /** Stop claiming new entries after this many milliseconds (a scheduled function has 30 s). */
  budgetMs?: number;
  /** Stop claiming new entries at this time (`Date.now()` value); wins over `budgetMs`. */
  deadline?: number;
  /**
   * Give an outbox entry to recent messages (last two UTC days) that were stored but never mailed and have
   * none (the contact function failed between the two writes). Default true.
   */
  reconcile?: boolean;
  /**
   * Skip entries this process is already delivering (default true). Tests turn it off to prove that the
   * store-level claim alone prevents duplicates between separate workers.
   */
  localLock?: boolean;
}

export interface DeliverReport {
  /** Entries in the outbox when the run started. */
  total: number;
  /** Entries whose time had come. */
  due: number;
  sent: number;
  failed: number;
  /** Due entries left to another worker (claimed elsewhere, or lost the claim). */
  skipped: number;
  /** Entries dropped because their message was already mailed or no longer exists. */
  cleaned: number;
  /** Outbox entries recreated for stored messages that had none. */
  reconciled: number;
  /** True when SMTP is not configured: nothing was attempted. */
  notConfigured: boolean;
}

/** A message younger than this may still be getting its outbox entry from the contact function. */
const RECONCILE_AFTER_MS = 5 * MINUTE;

/**
 * Recreates missing outbox entries for messages of the last two UTC days that are not mailed. Creation is
 * conditional (`onlyIfNew`), so it never replaces an entry the contact function or another run wrote.
 */
async function reconcile(store: Store, now: Date): Promise<number> {
  const days = [now, new Date(now.getTime() - 24 * 60 * MINUTE)].map((d) => compactIsoTime(d).slice(0, 8));
  let created = 0;
  const waiting = new Set<string>();
  for await (const page of store.list({ prefix: OUTBOX_PREFIX, paginate: true })) {
    for (const blob of page.blobs) waiting.add(blob.key);
  }
  for (const day of days) {
    const keys: string[] = [];
    for await (const page of store.list({ prefix: `${MESSAGES_PREFIX}${day}`, paginate: true })) {
      keys.push(...page.blobs.map((b) => b.key));
    }
    for (const messageKey of keys) {
      const id = messageKey.slice(MESSAGES_PREFIX.length);
      const outboxKey = `${OUTBOX_PREFIX}${id}`;
      if (waiting.has(outboxKey)) continue;
      const message = (await store.get(messageKey, { type: 'json' })) as StoredLead | null;
      // A held notification is summarised (./held.ts), never mailed alone.
      if (!message || message.mailedAt || message.heldAt) continue;
      if (now.getTime() - Date.parse(message.receivedAt) < RECONCILE_AFTER_MS) continue;
      const entry: OutboxEntry = {
        id,
        messageKey,
        createdAt: now.toISOString(),
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      };
      const write = await writeJSONIf(store, outboxKey, entry, { onlyIfNew: true });
      if (write.won) {
        created++;
        logEvent('outbox', 'reconciled', { id });
      }
    }
  }
  return created;
}

/** Claims one listed entry; returns the claimed entry and the etag of the claim, or null if not ours. */
async function claim(
  store: Store,
  key: string,
  listedEtag: string,
  now: Date,
): Promise<{ entry: OutboxEntry; etag: string | undefined } | 'not-due' | null> {
  const entry = (await store.get(key, { type: 'json' })) as OutboxEntry | null;
  if (entry === null) return null;
  if (Date.parse(entry.nextAttemptAt) > now.getTime()) return 'not-due';
  if (entry.lease && Date.parse(entry.lease.until) > now.getTime()) return null;
  const token = randomUUID();
  const claimed: OutboxEntry = { ...entry, lease: { token, until: new Date(now.getTime() + LEASE_MS).toISOString() } };
  const write = await writeJSONIf(store, key, claimed, { onlyIfMatch: listedEtag });
  if (!write.won) return null;
  await sleep(settleMs());
  const check = (await store.get(key, { type: 'json' })) as OutboxEntry | null;
  if (check?.lease?.token !== token) return null;
  return { entry: claimed, etag: write.etag };
}

/**
 * Delivers every outbox entry whose `nextAttemptAt` has passed. Safe to run concurrently with itself and
 * with the contact function.
 */
export async function deliverOutbox(options: DeliverOptions = {}): Promise<DeliverReport> {
  const now = options.now ?? new Date();
  const store = options.store ?? openStore(LEADS_STORE);
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const deadline = options.deadline ?? Date.now() + (options.budgetMs ?? 20_000);
  const localLock = options.localLock ?? true;
  const report: DeliverReport = {
    total: 0,
    due: 0,
    sent: 0,
    failed: 0,
    skipped: 0,
    cleaned: 0,
    reconciled: 0,
    notConfigured: false,
  };

  if (options.reconcile ?? true) {
    try {
      report.reconciled = await reconcile(store, now);
    } catch (error) {
      logError('outbox', 'reconcile-failed', error);
    }
  }

  const listed: { key: string; etag: string }[] = [];
  for await (const page of store.list({ prefix: OUTBOX_PREFIX, paginate: true })) {
    listed.push(...page.blobs);
  }
  listed.sort((a, b) => a.key.localeCompare(b.key));
  report.total = listed.length;

  const config = mailConfig();
  if (!config) {
    report.notConfigured = true;
    if (listed.length > 0) logEvent('outbox', 'smtp-not-configured', { waiting: listed.length });
    return report;
  }

  let next = 0;
  const worker = async () => {
    while (next < listed.length && Date.now() < deadline) {
      const item = listed[next++]!;
      const id = item.key.slice(OUTBOX_PREFIX.length);
      if (localLock && inFlight.has(id)) {
        report.skipped++;
        continue;
      }
      if (localLock) inFlight.add(id);
      try {
        const claimed = await claim(store, item.key, item.etag, now);
        if (claimed === 'not-due') continue;
        report.due++;
        if (claimed === null) {
          report.skipped++;
          continue;
        }
        const outcome = await deliverClaimed(store, item.key, claimed.entry, claimed.etag, config, now);
        if (outcome === 'sent') report.sent++;
        else if (outcome === 'failed') report.failed++;
        else report.cleaned++;
      } catch (error) {
        report.failed++;
        logError('outbox', 'claim-failed', error, { id });
      } finally {
        if (localLock) inFlight.delete(id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, listed.length)) }, worker));
  logEvent('outbox', 'run', { ...report });
  return report;
}
