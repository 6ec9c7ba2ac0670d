/**
 * A walk over every key under some prefixes of a store that fits a scheduled function's 30 seconds: keys are
 * visited in order, several at a time, until a time budget runs out; the last key visited is kept in the
 * store (`cursorKey`), and the next run starts after it. A walk that reaches the end removes its cursor, so
 * the run after starts again from the first key. No run visits the keys the previous one already did.
 */
import type { Store } from '@netlify/blobs';

export interface SweepOptions {
  /** Where the walk is remembered between runs (a key outside `prefixes`). */
  cursorKey: string;
  prefixes: readonly string[];
  /** Stop starting new batches after this many milliseconds (default 20 s: a scheduled function has 30). */
  budgetMs?: number;
  /** Keys visited at once (default 16). */
  concurrency?: number;
  /**
   * The clock the budget is counted on, in milliseconds: by default the wall clock, which is what a scheduled
   * function's limit counts. A test gives this thread's CPU time, which a busy machine does not stretch.
   */
  clock?: () => number;
  /** Looks at one key; returns true when it deleted something. */
  visit: (key: string) => Promise<boolean>;
}

export interface SweepReport {
  /** Keys looked at in this run. */
  checked: number;
  /** Keys whose visit deleted something. */
  deleted: number;
  /** True when this run reached the last key (the next one starts from the first). */
  complete: boolean;
  /** The key this run started after, when it continued an earlier one. */
  resumedAfter?: string;
}

interface Cursor {
  after: string;
}

async function keysUnder(store: Store, prefixes: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of prefixes) {
    for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key));
  }
  return keys.sort();
}

export async function sweep(store: Store, options: SweepOptions): Promise<SweepReport> {
  const clock = options.clock ?? Date.now;
  const deadline = clock() + (options.budgetMs ?? 20_000);
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const cursor = (await store.get(options.cursorKey, { type: 'json' })) as Cursor | null;
  const keys = await keysUnder(store, options.prefixes);
  let next = cursor ? keys.findIndex((key) => key > cursor.after) : 0;
  if (next < 0) next = keys.length;
  const report: SweepReport = {
    checked: 0,
    deleted: 0,
    complete: false,
    ...(cursor ? { resumedAfter: cursor.after } : {}),
  };
  // The first batch runs whatever the clock says, so every run moves the walk on.
  while (next < keys.length && (report.checked === 0 || clock() < deadline)) {
    const batch = keys.slice(next, next + concurrency);
    const outcomes = await Promise.all(batch.map((key) => options.visit(key)));
    report.checked += batch.length;
    report.deleted += outcomes.filter(Boolean).length;
    next += batch.length;
  }
  if (next >= keys.length) {
    report.complete = true;
    if (cursor) await store.delete(options.cursorKey);
  } else {
    await store.setJSON(options.cursorKey, { after: keys[next - 1] ?? '' } satisfies Cursor);
  }
  return report;
}
