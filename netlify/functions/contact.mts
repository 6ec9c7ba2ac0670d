/**
 * POST /api/contact: the contact form.
 *
 * The message (and its attachment) is written to Netlify Blobs before the visitor is told it was sent;
 * the notification mail then goes out over SMTP, or waits in the outbox for `outbox-retry`.
 */
import { randomUUID } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { ERROR_KEYS, type FieldError } from '../../src/forms/common';
import { CONTACT_FIELDS, contactSchema, createContactSchema } from '../../src/forms/contact';
import contactForms from '../../src/generated/contact-forms.json';
import { fixedPageUrl } from '../../src/lib/paths';
import { takeHourlyTicket } from '../lib/ceiling';
import { FormRefusal, createFormHandler, refererPath } from '../lib/form-endpoint';
import { checkUpload, type CheckedFile } from '../lib/files';
import { logError, logEvent } from '../lib/log';
import { enqueueAndSend } from '../lib/outbox';
import { RateLimiter } from '../lib/rate-limit';
import {
  ATTACHMENTS_PREFIX,
  LEADS_STORE,
  LIMITS_STORE,
  MESSAGES_PREFIX,
  newRecordId,
  openStore,
  type LeadMessage,
  type StoredAttachment,
} from '../lib/store';

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

/** Per-IP limit of this function instance (also enforced by `netlify dev`). */
export const contactLimiter = new RateLimiter();

/**
 * Messages the whole site takes at most in an hour, whatever IPs a flood comes from: each is stored for
 * years and mailed with its attachment (../lib/ceiling.ts logs the alert when it is reached).
 */
export const CONTACT_HOURLY_CEILING = 500;

/**
 * The schema of the page the form was sent from: content may make a field optional (or required) on one
 * page, and the server must not refuse what that page's form allows. The posted `page` alone cannot choose
 * it (a bot would name the most lenient page): the browser's same-origin Referer must name the same page.
 * Otherwise, and for unknown pages, the defaults apply.
 */
const pageSchemas = new Map(
  Object.entries(contactForms as Record<string, Record<string, boolean>>).map(([path, required]) => [
    path.replace(/\/$/, ''),
    createContactSchema(required),
  ]),
);
function schemaForPage(formData: FormData, req: Request) {
  const page = formData.get('page');
  if (typeof page !== 'string') return contactSchema;
  const key = page.replace(/\/$/, '');
  if (refererPath(req)?.replace(/\/$/, '') !== key) return contactSchema;
  return pageSchemas.get(key) ?? contactSchema;
}

/** Files already checked by `check`, reused by `accept` (same request). */
const checkedFiles = new WeakMap<File, CheckedFile>();

export const handleContact = createFormHandler({
  name: 'contact',
  schema: schemaForPage,
  fields: CONTACT_FIELDS,
  encodings: ['multipart'],
  limiter: contactLimiter,
  successKey: 'form.success.message',
  invalidKey: ERROR_KEYS.invalid,
  resultParam: 'envoi',
  defaultPage: (locale) => fixedPageUrl('contact', locale),
  async check(data) {
    const errors: Record<string, FieldError> = {};
    if (data.file) {
      const result = await checkUpload(data.file);
      if ('error' in result) errors.file = result.error;
      else checkedFiles.set(data.file, result.file);
    }
    return errors;
  },
  async accept(data, { context }) {
    if (!(await takeHourlyTicket(openStore(LIMITS_STORE), 'contact', CONTACT_HOURLY_CEILING))) {
      throw new FormRefusal(503, 'form.error.busy', 'busy');
    }
    const now = new Date();
    const id = newRecordId(now);
    const store = openStore(LEADS_STORE);

    let attachment: StoredAttachment | undefined;
    if (data.file) {
      const file = checkedFiles.get(data.file);
      if (!file) throw new Error('attachment not checked');
      const key = `${ATTACHMENTS_PREFIX}${randomUUID()}`;
      await store.set(key, file.bytes.buffer, {
        metadata: { messageId: id, name: file.name, type: file.type, size: file.bytes.byteLength },
      });
      attachment = { key, name: file.name, type: file.type, size: file.bytes.byteLength };
    }

    const message: LeadMessage = {
      version: 1,
      id,
      receivedAt: now.toISOString(),
      locale: data.locale,
      ...(data.page ? { page: data.page } : {}),
      nom: data.nom,
      prenom: data.prenom,
      email: data.email,
      telephone: data.telephone,
      societe: data.societe,
      sujet: data.sujet,
      message: data.message,
      ...(attachment ? { attachment } : {}),
      mailedAt: null,
      lastContactAt: now.toISOString(),
    };
    const messageKey = `${MESSAGES_PREFIX}${id}`;
    try {
      await store.setJSON(messageKey, message);
    } catch (error) {
      // Not stored: the visitor gets an error (500); do not keep an orphan attachment.
      if (attachment) await store.delete(attachment.key).catch(() => undefined);
      throw error;
    }
    logEvent('contact', 'stored', { id, attachment: Boolean(attachment) });

    // The message is safe in the store: from here on, the visitor is told it was sent.
    let pending: Awaited<ReturnType<typeof enqueueAndSend>>;
    try {
      pending = await enqueueAndSend(store, message, messageKey, now);
    } catch (error) {
      // The message itself is stored; the scheduled retry recreates its outbox entry (reconcile).
      logError('contact', 'outbox-write-failed', error, { id });
      return;
    }
    if (pending === null) {
      logEvent('contact', 'smtp-not-configured', { id });
    } else if (typeof context.waitUntil === 'function') {
      // Answer now; the platform keeps the function alive until the mail attempt ends.
      context.waitUntil(pending.delivery);
    } else {
      await pending.delivery;
    }
  },
});

export default async (req: Request, context: Context): Promise<Response> => handleContact(req, context);
