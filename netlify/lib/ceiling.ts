/**
 * Site-wide hourly ceilings: however many addresses and IPs a flood comes from, a form treats at most so
 * many submissions an hour as ordinary (what past it means is the form's: contact holds notifications,
 * comments apply per-sender allowances, the newsletter sends no confirmation). Each submission writes its
 * own ticket, `ceilings/<form>/<UTC hour>/tickets/<uuid>` in the `limits` store, then counts the hour's
 * tickets: no two requests ever write the same key, so a burst of hundreds at once costs each one write and
 * one listing, never a retry. The first request past the ceiling logs `hourly-ceiling-reached` as an error
 * (the alert the operators' log drain watches): it is the one whose conditional write of the hour's `alert`
 * marker wins; once the marker exists, later requests read it and count no more. Per-sender counts live
 * under the same hour (`takeSenderPlace`). Tickets hold nothing but their key; the scheduled
 * `limits-purge` deletes the hours that have passed.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { writeIf } from './conditional-write';
import { logError, logEvent } from './log';

export const CEILINGS_PREFIX = 'ceilings/';

/** UTC hour of `now`: `2026-11-27T10`. */
export const utcHour = (now: Date) => now.toISOString().slice(0, 13);

/** Where the tickets of `form` for the hour of `now` are kept. */
export const ceilingHourPrefix = (form: string, now: Date) => `${CEILINGS_PREFIX}${form}/${utcHour(now)}/`;

async function countKeys(store: Store, prefix: string): Promise<number> {
  let count = 0;
  for await (const page of store.list({ prefix, paginate: true })) count += page.blobs.length;
  return count;
}

/** Counts one submission of `form` this hour; false when the hour already had `ceiling` of them. */
export async function takeHourlyTicket(
  store: Store,
  form: string,
  ceiling: number,
  now = new Date(),
): Promise<boolean> {
  const prefix = ceilingHourPrefix(form, now);
  // Once the hour's alert is written the ceiling is reached: no more tickets, and no listing that grows
  // with a flood.
  if ((await store.getMetadata(`${prefix}alert`)) !== null) {
    logEvent(form, 'hourly-ceiling-refused', { ceiling });
    return false;
  }
  await store.set(`${prefix}tickets/${randomUUID()}`, '');
  const taken = await countKeys(store, `${prefix}tickets/`);
  if (taken <= ceiling) return true;
  const alert = await writeIf(store, `${prefix}alert`, now.toISOString(), { onlyIfNew: true });
  if (alert.won) logError(form, 'hourly-ceiling-reached', new Error('hourly ceiling reached'), { ceiling });
  else logEvent(form, 'hourly-ceiling-refused', { ceiling });
  return false;
}

/**
 * Takes the sender's next place for `form` this hour and returns its number (1 for their first submission),
 * or undefined once their `limit` places are taken. `sender` is a keyed hash of the sender's mailbox, never
 * the address: a flood from a few addresses uses up their own places, never the visitors'. Each place is a
 * conditional write of a key of its own, so two requests of one sender at the same moment never get the
 * same place (a count of tickets would be a listing, not a lock). A sender whose places are all taken gets
 * an `over` marker, so their further submissions cost one read. Kept under the hour, so `limits-purge`
 * deletes it with the hour's tickets.
 */
export async function takeSenderPlace(store: Store, form: string, sender: string, limit: number, now = new Date()) {
  const prefix = `${ceilingHourPrefix(form, now)}senders/${sender}/`;
  if ((await store.getMetadata(`${prefix}over`)) !== null) return undefined;
  for (let place = 1; place <= limit; place += 1)
    if ((await writeIf(store, `${prefix}places/${place}`, now.toISOString(), { onlyIfNew: true })).won) return place;
  await store.set(`${prefix}over`, '');
  return undefined;
}

/** Deletes the tickets and alerts of every hour before the one of `now` (scheduled `limits-purge`). */
export async function purgePastHours(store: Store, now = new Date()): Promise<number> {
  const current = utcHour(now);
  const stale: string[] = [];
  for await (const page of store.list({ prefix: CEILINGS_PREFIX, paginate: true }))
    for (const { key } of page.blobs) if ((key.split('/')[2] ?? '') < current) stale.push(key);
  for (let i = 0; i < stale.length; i += 32) await Promise.all(stale.slice(i, i + 32).map((key) => store.delete(key)));
  if (stale.length > 0) logEvent('limits', 'purged', { deleted: stale.length });
  return stale.length;
}
