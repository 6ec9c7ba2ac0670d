/**
 * `npm run leads -- newsletter list | export`: the confirmed subscribers of the store `newsletter`, the
 * only addresses the company may mail. Pending ones are not listed (they have not consented yet).
 */
import type { Store } from '@netlify/blobs';
import type { Subscription } from '../../netlify/lib/newsletter/subscriptions';
import { openSubscription, type StoredSubscription, type DataKeys } from '../../netlify/lib/personal';
import { listKeys } from './blobs-store';

/** Every JSON record under `prefix`. */
export async function readAll<T>(store: Store, prefix: string): Promise<{ key: string; value: T }[]> {
  const keys = await listKeys(store, prefix);
  const rows = await Promise.all(
    keys.map(async (key) => ({ key, value: (await store.get(key, { type: 'json' })) as T | null })),
  );
  return rows.filter((r): r is { key: string; value: T } => r.value !== null);
}

/** Confirmed subscriptions, in the order they were confirmed. */
export async function confirmedSubscriptions(store: Store, keys: DataKeys | null): Promise<Subscription[]> {
  const all = await readAll<StoredSubscription>(store, 'subscriptions/');
  return all
    .map((r) => r.value)
    .filter((s) => s.status === 'confirmed')
    .map((s) => openSubscription(keys, s))
    .filter((s) => s.status === 'confirmed' && s.confirmedAt)
    .sort((a, b) => a.confirmedAt!.localeCompare(b.confirmedAt!));
}

export function formatSubscriptions(rows: Subscription[]): string {
  if (rows.length === 0) return 'No confirmed subscribers.';
  const header = `${'E-MAIL'.padEnd(40)}  ${'CONFIRMED (UTC)'.padEnd(16)}  LANG  PAGE`;
  const lines = rows.map(
    (s) =>
      `${s.email.padEnd(40)}  ${s.confirmedAt!.replace('T', ' ').slice(0, 16).padEnd(16)}  ${s.locale.padEnd(4)}  ${s.page ?? '-'}`,
  );
  return [header, ...lines, '', `${rows.length} confirmed subscriber${rows.length === 1 ? '' : 's'}.`].join('\n');
}

export const SUBSCRIPTION_CSV_COLUMNS = ['email', 'consentAt', 'locale', 'page', 'requestedAt'] as const;

/** RFC 4180 CSV of the confirmed subscribers; `consentAt` is when the address was confirmed. */
export function subscriptionsCsv(rows: Subscription[], cell: (value: unknown) => string): string {
  const lines = rows.map((s) => [s.email, s.confirmedAt, s.locale, s.page ?? '', s.requestedAt]);
  return [[...SUBSCRIPTION_CSV_COLUMNS], ...lines].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
