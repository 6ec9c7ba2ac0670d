/** Reads a record the functions stored with its personal fields opened, with the test's PERSONAL_DATA_KEY. */
import type { Store } from '@netlify/blobs';
import {
  openComment,
  openLead,
  openSubscription,
  type StoredComment,
  type StoredLead,
  type StoredSubscription,
  dataKeys,
} from '../../netlify/lib/personal';

async function read<T>(store: Store, key: string): Promise<T | null> {
  return (await store.get(key, { type: 'json' })) as T | null;
}

export async function readLead(store: Store, key: string) {
  const stored = await read<StoredLead>(store, key);
  return stored && openLead(dataKeys(), stored);
}

export async function readComment(store: Store, key: string) {
  const stored = await read<StoredComment>(store, key);
  return stored && openComment(dataKeys(), stored);
}

export async function readSubscriptionRecord(store: Store, key: string) {
  const stored = await read<StoredSubscription>(store, key);
  return stored && openSubscription(dataKeys(), stored);
}
