/**
 * What the privacy policy promises for contact messages, done by the scheduled `leads-retention`: a message
 * is deleted, with its attachment and any outbox entry, three years after its last contact (`lastContactAt`,
 * else `receivedAt`); an attachment whose message does not exist (the contact function failed between the
 * two writes) is deleted once its message is a day overdue. Runs within a time budget and continues where
 * the previous run stopped (./sweep.ts).
 */
import type { Store } from '@netlify/blobs';
import { logEvent } from './log';
import { ATTACHMENTS_PREFIX, MESSAGES_PREFIX, OUTBOX_PREFIX, type LeadMessage } from './store';
import { sweep, type SweepReport } from './sweep';

/** Years a contact message is kept after its last contact. */
export const LEAD_RETENTION_YEARS = 3;
/** An attachment without its message is left this long (its message may still be on its way). */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const RETENTION_CURSOR_KEY = 'state/retention-cursor';

/** The moment before which a last contact is too old: `now` minus three calendar years. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LEAD_RETENTION_YEARS);
  return cutoff;
}

/** The time written at the start of a record id (`20250314T091502.123Z-…`), or NaN. */
export function recordIdTime(id: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z-/.exec(id);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s, ms] = match;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/** Deletes a message with its attachment and outbox entry (the message last, so a failure leaves it findable). */
export async function deleteLead(store: Store, message: Pick<LeadMessage, 'id' | 'attachment'>): Promise<void> {
  if (message.attachment) await store.delete(message.attachment.key);
  await store.delete(`${OUTBOX_PREFIX}${message.id}`);
  await store.delete(`${MESSAGES_PREFIX}${message.id}`);
}

export async function applyRetention(
  store: Store,
  now = new Date(),
  options: { budgetMs?: number; concurrency?: number } = {},
): Promise<SweepReport> {
  const cutoff = retentionCutoff(now).getTime();
  const report = await sweep(store, {
    ...options,
    cursorKey: RETENTION_CURSOR_KEY,
    prefixes: [ATTACHMENTS_PREFIX, MESSAGES_PREFIX],
    async visit(key) {
      if (key.startsWith(MESSAGES_PREFIX)) {
        const message = (await store.get(key, { type: 'json' })) as LeadMessage | null;
        if (!message) return false;
        const lastContact = Date.parse(message.lastContactAt ?? message.receivedAt);
        if (!(lastContact < cutoff)) return false;
        await deleteLead(store, message);
        return true;
      }
      const found = await store.getMetadata(key);
      if (!found) return false;
      const messageId = typeof found.metadata.messageId === 'string' ? found.metadata.messageId : '';
      const written = recordIdTime(messageId);
      if (Number.isNaN(written) || now.getTime() - written < ORPHAN_GRACE_MS) return false;
      if ((await store.getMetadata(`${MESSAGES_PREFIX}${messageId}`)) !== null) return false;
      await store.delete(key);
      logEvent('retention', 'orphan-deleted', { messageId });
      return true;
    },
  });
  logEvent('retention', 'run', { ...report });
  return report;
}
