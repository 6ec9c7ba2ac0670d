/**
 * Netlify Blobs stores of the forms and the records kept in them.
 *
 * Store `leads` (strong consistency):
 *   messages/<id>      LeadMessage JSON (id = `<ISO 8601 basic time>-<uuid>`, sorts by time), personal fields sealed
 *   attachments/<uuid> the attachment's bytes, sealed; metadata { messageId, type, size }
 *   held/<hour>/<id>   a notification held during a flood, until its hour's summary mail (./held.ts)
 *   outbox/<id>        OutboxEntry JSON while the notification mail is not delivered
 *   state/…            where the scheduled retention got to (./retention.ts)
 * A message is deleted with its attachment three years after its last contact (`leads-retention`).
 * Store `newsletter`: subscriptions (double opt-in) and their outbox, see ./newsletter/subscriptions.ts
 * Store `comments`:   <article slug>/<id> → PendingComment JSON (status `pending` until moderated)
 * Store `limits`:     ceilings/<form>/<hour>/… → one empty ticket per submission this hour (./ceiling.ts)
 *
 * A deploy preview or branch deploy opens `<name>-preview` instead (./deploy-context.ts), so the site's own
 * code in a preview works on previews' records. That is no barrier to code a pull request brings: Blobs belong
 * to the whole site and any deploy's token reaches every store. What a visitor typed is therefore stored
 * sealed (./personal.ts) with a key only production's functions hold.
 *
 * `getStore` reads the Blobs context from the environment (Netlify, `netlify dev`, or tests with
 * NETLIFY_BLOBS_CONTEXT), so stores are opened per request.
 */
import { randomUUID } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import type { Locale } from '../../src/forms/common';
import type { ContactData } from '../../src/forms/contact';
import { CONTACT_TEXT_FIELDS, type ContactTextField } from '../../src/schemas/contact-fields';
import { storeNameFor } from './deploy-context';

export const LEADS_STORE = 'leads';
export const NEWSLETTER_STORE = 'newsletter';
export const COMMENTS_STORE = 'comments';
export const LIMITS_STORE = 'limits';

export const MESSAGES_PREFIX = 'messages/';
export const ATTACHMENTS_PREFIX = 'attachments/';
export const OUTBOX_PREFIX = 'outbox/';

export function openStore(name: string): Store {
  return getStore({ name: storeNameFor(name), consistency: 'strong' });
}

/** ISO 8601 basic format, UTC, milliseconds: `20250314T091502.123Z` (sorts like the time, no colons). */
export function compactIsoTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '');
}

/** A new record id: `<compact ISO time>-<uuid>`. */
export function newRecordId(now: Date): string {
  return `${compactIsoTime(now)}-${randomUUID()}`;
}

export interface StoredAttachment {
  /** Blob key under `attachments/` (a generated name, never the visitor's). */
  key: string;
  /** The visitor's file name, sanitised; shown to the company only. */
  name: string;
  /** MIME type derived from the checked extension. */
  type: string;
  size: number;
}

/** What the visitor typed, as the contact schema gives it (an optional field left empty is `''`). */
export type LeadFields = Pick<ContactData, ContactTextField>;

/** The typed fields of what the contact schema accepted, without the file, the honeypot and the form's own fields. */
export function leadFields(data: LeadFields): LeadFields {
  return Object.fromEntries(CONTACT_TEXT_FIELDS.map((field) => [field, data[field]])) as LeadFields;
}

export interface LeadMessage extends LeadFields {
  version: 1;
  id: string;
  receivedAt: string;
  locale: Locale;
  /** The url of the page the form was sent from (`/fr/contact/`): the posted field's name, which stored records keep. */
  page?: string;
  attachment?: StoredAttachment;
  /** When the notification mail was accepted by the SMTP server; null while it waits in the outbox. */
  mailedAt: string | null;
  /**
   * The last contact about this message: when it arrived, or later when staff record an exchange
   * (`npm run leads -- contacted ID`). The message is deleted three years after it. Missing on messages
   * stored before it existed: `receivedAt` counts.
   */
  lastContactAt?: string;
  /**
   * When the message arrived past the notification limits (a flood): it is stored like any other, and its
   * notification is held for the summary mail of its hour (./held.ts) instead of being sent alone.
   */
  heldAt?: string;
}

export interface OutboxEntry {
  id: string;
  messageKey: string;
  createdAt: string;
  /** Failed delivery attempts so far. */
  attempts: number;
  /** Not before this time (ISO). */
  nextAttemptAt: string;
  /** Error code of the last failure (never personal data). */
  lastError?: string;
  /** Held by the worker delivering it right now; others leave the entry alone until `until`. */
  lease?: { token: string; until: string };
}

export interface PendingComment {
  id: string;
  slug: string;
  name: string;
  email: string;
  message: string;
  locale: Locale;
  /** The url of the page the form was sent from: the posted field's name, which stored records keep. */
  page?: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}
