/**
 * Encryption at rest of what visitors send (names, addresses, phone numbers, messages, attachments), and the
 * records that hold it.
 *
 * AES-256-GCM with a key only production's functions and staff hold, PERSONAL_DATA_KEY. Netlify Blobs belong
 * to the whole site, so a deploy preview, a branch deploy or a build plugin can reach production's stores;
 * without the key it reads ciphertext. Rotation works like NEWSLETTER_SECRET's: the first key of
 * PERSONAL_DATA_KEY encrypts, every key of it and of PERSONAL_DATA_KEY_PREVIOUS decrypts, and each ciphertext
 * names its key by an id (a hash of the key, never the key). Keys are 32 random bytes in hex
 * (`openssl rand -hex 32`).
 *
 * A record's personal fields go into one ciphertext, `sealed`, and the fields the scheduled sweeps and the
 * outbox need without the key (ids, times, status, language, the site path) stay plain. Records stored before
 * encryption have no `sealed` and are read as they are. The additional data binds a ciphertext to its record's
 * kind and `id` (`lead:<id>`; an attachment's bytes to its key, `attachment:<key>`), so one record's
 * ciphertext cannot be moved into another; the plain fields are not authenticated, so whoever can write the
 * store can copy or replace whole records, though without the key they read nothing.
 *
 * A function that must store personal data and holds no key refuses (`requireDataKeys`): a deploy preview
 * without a key of its own answers the visitor, in their language, that it stores nothing (`form.error.previewStore`),
 * and production without its key fails like any store error, so no function stores a personal field in clear.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { CONTACT_TEXT_FIELDS } from '../../src/schemas/contact-fields';
import { deployContext } from './deploy-context';
import { mailboxOf } from './newsletter/mailbox';
import { FormRefusal } from './form-endpoint';
import type { Subscription } from './newsletter/subscription';
import type { LeadMessage, PendingComment } from './store';

export interface DataKey {
  id: string;
  key: Buffer;
}

export interface DataKeys {
  /** The key that encrypts (the first of PERSONAL_DATA_KEY). */
  current: DataKey;
  /** Every key that decrypts, by id. */
  byId: ReadonlyMap<string, Buffer>;
}

/** Ciphertext of a JSON value, stored in the record beside its plain fields. */
export interface Sealed {
  v: 1;
  /** Id of the key that encrypted it. */
  kid: string;
  iv: string;
  tag: string;
  data: string;
}

const HEX_KEY = /^[0-9a-f]{64}$/i;
const keyList = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** The id a ciphertext stores to name its key: 16 hex characters of a hash of the key. */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update('personal-data-key:').update(key).digest('hex').slice(0, 16);
}

/** What is wrong with the keys of `env`, said so that the reader knows what to set; null when usable. */
export function dataKeyProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (keyList(env.PERSONAL_DATA_KEY).length === 0) {
    return 'PERSONAL_DATA_KEY is not set; set it (Production context, Functions scope) to 32 random bytes in hex: `openssl rand -hex 32`';
  }
  for (const name of ['PERSONAL_DATA_KEY', 'PERSONAL_DATA_KEY_PREVIOUS'] as const) {
    if (keyList(env[name]).some((key) => !HEX_KEY.test(key))) {
      return `${name} holds a key that is not 64 hexadecimal characters; make one with \`openssl rand -hex 32\``;
    }
  }
  return null;
}

/** The keys of `env`, or null when PERSONAL_DATA_KEY is unset; throws on a malformed key. */
export function dataKeys(env: NodeJS.ProcessEnv = process.env): DataKeys | null {
  if (keyList(env.PERSONAL_DATA_KEY).length === 0) return null;
  const problem = dataKeyProblem(env);
  if (problem) throw new Error(problem);
  const keys = [...keyList(env.PERSONAL_DATA_KEY), ...keyList(env.PERSONAL_DATA_KEY_PREVIOUS)].map((hex) => {
    const key = Buffer.from(hex, 'hex');
    return { id: dataKeyId(key), key };
  });
  return { current: keys[0]!, byId: new Map(keys.map((k) => [k.id, k.key])) };
}

/** Thrown when a ciphertext names a key this process does not hold (a preview, or a key retired too early). */
export class DataKeyUnavailable extends Error {
  constructor(readonly kid: string) {
    super(
      `the record is encrypted with key ${kid}, which PERSONAL_DATA_KEY and PERSONAL_DATA_KEY_PREVIOUS do not hold; set the key production uses`,
    );
    this.name = 'DataKeyUnavailable';
  }
}

function keyFor(keys: DataKeys | null, kid: string): Buffer {
  const key = keys?.byId.get(kid);
  if (!key) throw new DataKeyUnavailable(kid);
  return key;
}

function encrypt(key: DataKey, plain: Buffer, aad: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

function decrypt(key: Buffer, iv: Buffer, tag: Buffer, data: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** `value` as JSON, encrypted with the current key and bound to `aad`. */
export function sealJSON(keys: DataKeys, value: unknown, aad: string): Sealed {
  const { iv, tag, data } = encrypt(keys.current, Buffer.from(JSON.stringify(value), 'utf8'), aad);
  const b64 = (b: Buffer) => b.toString('base64url');
  return { v: 1, kid: keys.current.id, iv: b64(iv), tag: b64(tag), data: b64(data) };
}

/** The value `sealJSON` encrypted; throws when the key is missing or the ciphertext or `aad` differ. */
export function openJSON<T>(keys: DataKeys | null, sealed: Sealed, aad: string): T {
  const from = (s: string) => Buffer.from(s, 'base64url');
  const plain = decrypt(keyFor(keys, sealed.kid), from(sealed.iv), from(sealed.tag), from(sealed.data), aad);
  return JSON.parse(plain.toString('utf8')) as T;
}

/** Bytes sealed by `sealBytes` start with this (then key id, IV, tag, ciphertext). */
const MAGIC = Buffer.from('TLSEAL1\n', 'latin1');
const KID_BYTES = 8;

/** A file's bytes encrypted with the current key: `MAGIC | key id | IV | tag | ciphertext`. */
export function sealBytes(keys: DataKeys, bytes: Uint8Array, aad: string): Buffer {
  const { iv, tag, data } = encrypt(keys.current, Buffer.from(bytes), aad);
  return Buffer.concat([MAGIC, Buffer.from(keys.current.id, 'hex'), iv, tag, data]);
}

/** Whether `bytes` were written by `sealBytes`. */
export const isSealedBytes = (bytes: Uint8Array) =>
  bytes.byteLength >= MAGIC.length && Buffer.from(bytes.subarray(0, MAGIC.length)).equals(MAGIC);

/** The bytes `sealBytes` encrypted; bytes stored before encryption are returned as they are. */
export function openBytes(keys: DataKeys | null, bytes: Uint8Array, aad: string): Buffer {
  const all = Buffer.from(bytes);
  if (!isSealedBytes(all)) return all;
  let at = MAGIC.length;
  const take = (n: number) => all.subarray(at, (at += n));
  const kid = take(KID_BYTES).toString('hex');
  const iv = take(12);
  const tag = take(16);
  return decrypt(keyFor(keys, kid), iv, tag, all.subarray(at), aad);
}

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
