/**
 * Conditional writes that count as won only when the store confirms them. `@netlify/blobs` reports
 * `modified: true` for any answer but 412 to a conditional write (a 500, 503 or 429 after its retries, a
 * 401 or 400 at once), with no ETag; only a real write carries one. A write without it throws, so a store
 * failure never lets a cap, a claim or an alert through: the caller fails like on any store error.
 */
import type { Store } from '@netlify/blobs';

export type WriteCondition = { onlyIfNew: true } | { onlyIfMatch: string };

/** Thrown when the store answered a conditional write with an error rather than a result. */
export class StoreWriteError extends Error {
  readonly code = 'ESTOREWRITE';
  constructor(key: string) {
    super(`the store did not confirm the write of ${key} (no ETag): it failed; try again later`);
    this.name = 'StoreWriteError';
  }
}

function confirmed(key: string, result: { modified: boolean; etag?: string }): { won: boolean; etag?: string } {
  if (!result.modified) return { won: false };
  if (!result.etag) throw new StoreWriteError(key);
  return { won: true, etag: result.etag };
}

/** Writes `value` as JSON under `condition`: won (with the new ETag), or lost to another writer (412). */
export async function writeJSONIf(store: Store, key: string, value: unknown, condition: WriteCondition) {
  return confirmed(key, await store.setJSON(key, value, condition));
}

/** Writes a string under `condition`, like writeJSONIf. */
export async function writeIf(store: Store, key: string, value: string, condition: WriteCondition) {
  return confirmed(key, await store.set(key, value, condition));
}
