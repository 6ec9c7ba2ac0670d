/**
 * Records with their personal fields sealed (./sealed.ts): what a visitor typed goes into one ciphertext,
 * `sealed`, and the fields the scheduled sweeps and the outbox need without the key (ids, times, status,
 * language, the site path) stay plain. Records stored before encryption have no `sealed` and are read as
 * they are.
 *
 * A function that must store personal data and holds no key refuses (`requireDataKeys`): a deploy preview
 * without a key of its own answers the visitor, in their language, that it stores nothing (`form.error.previewStore`),
 * and production without its key fails like any store error, so no function stores a personal field in clear.
 *
 * The key authenticates the sealed fields and binds them to the record's kind and `id` (an attachment's bytes
 * to its key); the plain fields are not authenticated, so whoever can write the store can copy or replace
 * whole records, though without the key they read nothing.
 */
import { createHmac } from 'node:crypto';
import { CONTACT_TEXT_FIELDS } from '../../src/schemas/contact-fields';
import { deployContext } from './deploy-context';
import { mailboxOf } from './newsletter/mailbox';
import { FormRefusal } from './form-endpoint';
import { dataKeys, openJSON, sealJSON, type DataKeys, type Sealed } from './sealed';
import type { Subscription } from './newsletter/subscription';
import type { LeadMessage, PendingComment } from './store';

/** A record as stored: its plain fields and the ciphertext of the personal ones. */
export type StoredRecord<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>> & { sealed?: Sealed };

/** `record` with the fields `personal` moved into its ciphertext, bound to `aad`. */
export function sealRecord<T extends object, K extends keyof T>(
  keys: DataKeys,
  record: T,
  personal: readonly K[],
  aad: string,
): StoredRecord<T, K> {
  const plain: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const secret: Record<string, unknown> = {};
  for (const field of personal) {
    if (field in plain) secret[field as string] = plain[field as string];
    delete plain[field as string];
  }
  return { ...plain, sealed: sealJSON(keys, secret, aad) } as StoredRecord<T, K>;
}

/** The record with its personal fields back; throws DataKeyUnavailable without the key that sealed it. */
export function openRecord<T>(keys: DataKeys | null, stored: StoredRecord<T, keyof T>, aad: string): T {
  if (!stored.sealed) return stored as T;
  const { sealed, ...plain } = stored;
  return { ...plain, ...openJSON<Partial<T>>(keys, sealed, aad) } as T;
}

/**
 * The keys a function stores personal data with. A preview without a key of its own refuses with the
 * localized `form.error.previewStore`; anywhere else a missing key throws (the visitor gets the server error
 * and the log names the variable to set).
 */
export function requireDataKeys(env: NodeJS.ProcessEnv = process.env): DataKeys {
  const keys = dataKeys(env);
  if (keys) return keys;
  if (deployContext(env) === 'preview') throw new FormRefusal(503, 'form.error.previewStore', 'previewStore');
  throw new Error(
    'PERSONAL_DATA_KEY is not set, so nothing personal can be stored; set it (Production context, Functions scope) to `openssl rand -hex 32`',
  );
}

/** Additional data of each kind of record: its ciphertext opens only as that kind, under that id (or key). */
export const leadAad = (id: string) => `lead:${id}`;
export const attachmentAad = (key: string) => `attachment:${key}`;
export const subscriptionAad = (id: string) => `subscription:${id}`;
export const commentAad = (id: string) => `comment:${id}`;

/** The fields of a contact message that are the visitor's (sealed), the attachment's file name among them. */
const LEAD_PERSONAL = [...CONTACT_TEXT_FIELDS, 'attachmentName'] as const;

type LeadWithName = LeadMessage & { attachmentName?: string };
export type StoredLead = StoredRecord<LeadWithName, (typeof LEAD_PERSONAL)[number]>;

/** A contact message as stored: the visitor's fields and file name sealed; ids, times and sizes plain. */
export function sealLead(keys: DataKeys, message: LeadMessage): StoredLead {
  const { attachment, ...rest } = message;
  const record: LeadWithName = {
    ...rest,
    ...(attachment
      ? { attachment: { key: attachment.key, type: attachment.type, size: attachment.size, name: '' } }
      : {}),
    ...(attachment ? { attachmentName: attachment.name } : {}),
  };
  const stored = sealRecord(keys, record, LEAD_PERSONAL, leadAad(message.id));
  if (stored.attachment) delete (stored.attachment as { name?: string }).name;
  return stored;
}

/** The message a stored record holds (records from before encryption are returned as they are). */
export function openLead(keys: DataKeys | null, stored: StoredLead): LeadMessage {
  const { attachmentName, ...message } = openRecord<LeadWithName>(keys, stored, leadAad(stored.id));
  if (message.attachment && attachmentName !== undefined)
    message.attachment = { ...message.attachment, name: attachmentName };
  return message;
}

/** A keyed hash of the mailbox `email` delivers to: counts a sender's messages without keeping the address. */
export function senderKey(keys: DataKeys, email: string): string {
  return createHmac('sha256', keys.current.key)
    .update(`sender:${mailboxOf(email)}`)
    .digest('hex')
    .slice(0, 32);
}

const COMMENT_PERSONAL = ['name', 'email', 'message'] as const;
export type StoredComment = StoredRecord<PendingComment, (typeof COMMENT_PERSONAL)[number]>;

export const sealComment = (keys: DataKeys, comment: PendingComment): StoredComment =>
  sealRecord(keys, comment, COMMENT_PERSONAL, commentAad(comment.id));

export const openComment = (keys: DataKeys | null, stored: StoredComment): PendingComment =>
  openRecord<PendingComment>(keys, stored, commentAad(stored.id));

const SUBSCRIPTION_PERSONAL = ['email'] as const;
export type StoredSubscription = StoredRecord<Subscription, (typeof SUBSCRIPTION_PERSONAL)[number]>;

export const sealSubscription = (keys: DataKeys, subscription: Subscription): StoredSubscription =>
  sealRecord(keys, subscription, SUBSCRIPTION_PERSONAL, subscriptionAad(subscription.id));

export const openSubscription = (keys: DataKeys | null, stored: StoredSubscription): Subscription =>
  openRecord<Subscription>(keys, stored, subscriptionAad(stored.id));
