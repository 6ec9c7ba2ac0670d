/**
 * POST /api/contact: the contact form.
 *
 * The message (and its attachment) is written to Netlify Blobs before the visitor is told it was sent;
 * the notification mail then goes out over SMTP, or waits in the outbox for `outbox-retry`.
 */
import { randomUUID } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { ERROR_KEYS, type FieldError } from '../../src/forms/common';
import { CONTACT_FIELDS, CONTACT_RESULT, contactSchema, createContactSchema } from '../../src/forms/contact';
import contactForms from '../../src/generated/contact-forms.json';
import type { ContactRequired } from '../../src/schemas/contact-fields';
import type { Store } from '@netlify/blobs';
import { takeHourlyTicket, takeSenderPlace } from '../lib/ceiling';
import { holdNotification, releaseHold } from '../lib/held';
import { attachmentAad, requireDataKeys, sealLead, senderKey, sealBytes, type DataKeys } from '../lib/personal';
import type { ContextLike } from '../lib/security';
import { FormRefusal, createFormHandler, type SentFrom } from '../lib/form-endpoint';
import { rolePageUrl } from '../lib/page-urls';
import { checkUpload, type CheckedFile } from '../lib/files';
import { logError, logEvent } from '../lib/log';
import type { MailAttachment } from '../lib/mail';
import { enqueueAndSend, type Letter } from '../lib/outbox';
import { RateLimiter } from '../lib/rate-limit';
import {
  ATTACHMENTS_PREFIX,
  LEADS_STORE,
  leadFields,
  LIMITS_STORE,
  MESSAGES_PREFIX,
  newRecordId,
  openStore,
  type LeadMessage,
  type StoredAttachment,
} from '../lib/store';

export const config: Config = {
  path: '/api/contact',
  // The backstop across instances, at twice the function's own limit (../lib/rate-limit.ts), which answers first.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

/** Per-IP limit of this function instance (also enforced by `netlify dev`). */
export const contactLimiter = new RateLimiter();

/**
 * Messages the site treats as ordinary in an hour, each notified at once, whatever IPs a flood comes from
 * (../lib/ceiling.ts logs the alert when it is reached). Past it messages are still stored within each
 * sender's allowance; most notifications are held and summarised in one mail (../lib/held.ts), so a flood
 * costs no visitor their message.
 */
export const CONTACT_HOURLY_CEILING = 500;
/** Past the ceiling: notifications the whole site still sends one by one in the hour; the rest are held. */
export const NOTIFY_PAST_CEILING = 100;
/** Past the ceiling: messages one mailbox gets stored in an hour (a flood spends only its own addresses'). */
export const SENDER_HOURLY_LIMIT = 10;
/** Past the ceiling: of those, how many are notified one by one; the rest wait for the summary. */
export const SENDER_NOTIFY_LIMIT = 2;

/**
 * The schema of the page the form was sent from: content may make a field optional (or required) on one
 * page, and the server must not refuse what that page's form allows. The posted `page` alone cannot choose
 * it (a bot would name the most lenient page): the browser's same-origin Referer must name the same page.
 * Both are the url the content step wrote (the form posts it; the browser sends it as the page's
 * url), so they are compared as they are. Otherwise, and for unknown pages, the defaults apply.
 */
const pageSchemas = new Map(
  Object.entries(contactForms as Record<string, ContactRequired>).map(([url, required]) => [
    url,
    createContactSchema(required),
  ]),
);
function schemaForPage({ pageUrl, referer }: SentFrom) {
  if (pageUrl === undefined || referer !== pageUrl) return contactSchema;
  return pageSchemas.get(pageUrl) ?? contactSchema;
}

/** Files already checked by `check`, reused by `accept` (same request). */
const checkedFiles = new WeakMap<File, CheckedFile>();

export const handleContact = createFormHandler({
  name: 'contact',
  schema: schemaForPage,
  fields: CONTACT_FIELDS,
  encodings: ['multipart'],
  limiter: contactLimiter,
  successKey: CONTACT_RESULT.successKey,
  invalidKey: ERROR_KEYS.invalid,
  resultParam: CONTACT_RESULT.param,
  defaultPageUrl: (locale) => rolePageUrl('contact', locale),
  async check(data) {
    const errors: Record<string, FieldError> = {};
    if (data.file) {
      const result = await checkUpload(data.file);
      if ('error' in result) errors.file = result.error;
      else checkedFiles.set(data.file, result.file);
    }
    return errors;
  },
  async accept(data, { context, locale, pageUrl }) {
    const keys = requireDataKeys();
    const now = new Date();
    const notify = await mayNotify(senderKey(keys, data.email), now);
    const id = newRecordId(now);
    const store = openStore(LEADS_STORE);
    const file = data.file ? checkedFile(data.file) : undefined;
    const attachment = file && (await storeAttachment(store, keys, id, file));
    // The hold is written before the message: a message is marked held only when its hour's summary names it.
    const held = !notify && (await heldForSummary(store, id, now));
    const message: LeadMessage = {
      version: 1,
      id,
      receivedAt: now.toISOString(),
      locale,
      ...(pageUrl ? { page: pageUrl } : {}),
      ...leadFields(data),
      ...(attachment ? { attachment } : {}),
      mailedAt: null,
      lastContactAt: now.toISOString(),
      ...(held ? { heldAt: now.toISOString() } : {}),
    };
    const messageKey = `${MESSAGES_PREFIX}${id}`;
    const stored = sealLead(keys, message);
    try {
      await store.setJSON(messageKey, stored);
    } catch (error) {
      // Not stored: the visitor gets an error (500); do not keep an orphan attachment.
      if (attachment) await store.delete(attachment.key).catch(() => undefined);
      if (held) await releaseHold(store, id, now).catch(() => undefined);
      throw error;
    }
    logEvent('contact', 'stored', { id, attachment: Boolean(attachment), held });
    // Stored; a held notification waits for the summary of the held ones (../lib/held.ts).
    if (held) return;
    // The first mail is made of what this request holds; only a retry reads the record back (../lib/outbox.ts).
    const letter: Letter = { stored, message, ...(file && attachment ? { attachment: mailed(file, attachment) } : {}) };
    await notifyNow(store, letter, messageKey, now, context);
  },
});

/**
 * Whether a message is notified now (true) or stored with its notification held (false). Below the
 * site-wide ceiling every message is notified. Past it, each sender (a keyed hash of their mailbox) gets
 * SENDER_HOURLY_LIMIT messages stored and SENDER_NOTIFY_LIMIT of them notified an hour, and the whole site
 * at most NOTIFY_PAST_CEILING notifications: a flood spends only its own addresses' allowance, and a visitor
 * writing once still gets through. A sender past their limit is told so in their language (anyone can type
 * another's address, so the real owner of a squatted address must learn that their message was not taken).
 */
async function mayNotify(sender: string, now: Date): Promise<boolean> {
  const limits = openStore(LIMITS_STORE);
  if (await takeHourlyTicket(limits, 'contact', CONTACT_HOURLY_CEILING, now)) return true;
  const place = await takeSenderPlace(limits, 'contact', sender, SENDER_HOURLY_LIMIT, now);
  if (place === undefined) {
    logEvent('contact', 'sender-limit', { limit: SENDER_HOURLY_LIMIT });
    throw new FormRefusal(429, 'form.error.senderLimit', 'senderLimit');
  }
  return place <= SENDER_NOTIFY_LIMIT && takeHourlyTicket(limits, 'contact-notified', NOTIFY_PAST_CEILING, now);
}

/** Holds a message's notification for the hourly summary; false (sent now instead) when it cannot be held. */
async function heldForSummary(store: Store, id: string, now: Date): Promise<boolean> {
  try {
    await holdNotification(store, id, now);
    return true;
  } catch (error) {
    logError('contact', 'hold-failed', error, { id });
    return false;
  }
}

/** The upload as `check` read and checked it. */
function checkedFile(upload: File): CheckedFile {
  const file = checkedFiles.get(upload);
  if (!file) throw new Error('attachment not checked');
  return file;
}

/** Writes the checked attachment, sealed; its file name goes into the sealed message. */
async function storeAttachment(
  store: Store,
  keys: DataKeys,
  messageId: string,
  file: CheckedFile,
): Promise<StoredAttachment> {
  const key = `${ATTACHMENTS_PREFIX}${randomUUID()}`;
  const size = file.bytes.byteLength;
  await store.set(key, new Uint8Array(sealBytes(keys, file.bytes, attachmentAad(key))).buffer, {
    metadata: { messageId, type: file.type, size },
  });
  return { key, name: file.name, type: file.type, size };
}

/** The notification's copy of the attachment: the bytes this request checked, under the name and type stored. */
function mailed(file: CheckedFile, stored: StoredAttachment): MailAttachment {
  return { filename: stored.name, content: Buffer.from(file.bytes), contentType: stored.type };
}

/** The message is safe in the store: from here on, the visitor is told it was sent. */
async function notifyNow(store: Store, letter: Letter, messageKey: string, now: Date, context: ContextLike) {
  const { message } = letter;
  let pending: Awaited<ReturnType<typeof enqueueAndSend>>;
  try {
    pending = await enqueueAndSend(store, letter, messageKey, now);
  } catch (error) {
    // The message itself is stored; the scheduled retry recreates its outbox entry (reconcile).
    logError('contact', 'outbox-write-failed', error, { id: message.id });
    return;
  }
  if (pending === null) {
    logEvent('contact', 'smtp-not-configured', { id: message.id });
  } else if (typeof context.waitUntil === 'function') {
    // Answer now; the platform keeps the function alive until the mail attempt ends.
    context.waitUntil(pending.delivery);
  } else {
    await pending.delivery;
  }
}

export default async (req: Request, context: Context): Promise<Response> => handleContact(req, context);
