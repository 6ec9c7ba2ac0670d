/**
 * Site-wide hourly ceilings: however many addresses and IPs a flood comes from, a form accepts at most so
 * many submissions an hour. One record per form in the `limits` store, `{ hour, count }`, updated by
 * conditional writes (a count is never lost to a concurrent request) and replaced when the hour changes,
 * so nothing accumulates. The request that fills the ceiling logs `hourly-ceiling-reached` as an error, the
 * alert the operators' log drain watches.
 */
import type { Store } from '@netlify/blobs';
import { logError, logEvent } from './log';

export interface CeilingRecord {
  /** UTC hour the count belongs to: `2026-11-27T10`. */
  hour: string;
  count: number;
}

export const ceilingKey = (form: string) => `ceilings/${form}`;

/** Write attempts before a ticket is refused: only a flood makes that many requests collide. */
const MAX_ATTEMPTS = 40;

const utcHour = (now: Date) => now.toISOString().slice(0, 13);
const pause = () => new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 8));

/** Counts one submission of `form` this hour; false when the hour's ceiling is already reached. */
export async function takeHourlyTicket(
  store: Store,
  form: string,
  ceiling: number,
  now = new Date(),
): Promise<boolean> {
  const key = ceilingKey(form);
  const hour = utcHour(now);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await store.getWithMetadata(key, { type: 'json' });
    const record = current?.data as CeilingRecord | undefined;
    const count = record?.hour === hour ? record.count : 0;
    if (count >= ceiling) {
      logEvent(form, 'hourly-ceiling-refused', { ceiling });
      return false;
    }
    const next: CeilingRecord = { hour, count: count + 1 };
    const write = await store.setJSON(key, next, current?.etag ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
    if (write.modified) {
      if (next.count === ceiling)
        logError(form, 'hourly-ceiling-reached', new Error('hourly ceiling reached'), { ceiling });
      return true;
    }
    await pause();
  }
  logEvent(form, 'hourly-ceiling-contended', { attempts: MAX_ATTEMPTS });
  return false;
}
