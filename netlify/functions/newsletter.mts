/**
 * POST /api/newsletter: the footer newsletter form. Double opt-in: the address is stored as a `pending`
 * subscription and a confirmation mail in the visitor's language goes out through the subscriber outbox;
 * nothing else is ever sent to a pending address. Idempotent: the record's key derives from the address, a
 * confirmed address stays as it is, and a pending one gets at most MAX_CONFIRMATION_MAILS confirmation
 * mails, the next only once the previous link has expired.
 *
 * Every case answers the same, at the same moment: once the form is valid, the answer goes out before the
 * store is read, and the work (read, write, mail) finishes after it (`waitUntil`), so neither the answer nor
 * its timing tells whether an address is subscribed.
 */
import type { Config, Context } from '@netlify/functions';
import { NEWSLETTER_FIELDS, newsletterSchema } from '../../src/forms/newsletter';
import { localizePath } from '../../src/lib/locale-paths';
import { createFormHandler } from '../lib/form-endpoint';
import { logError, logEvent } from '../lib/log';
import { queueConfirmation } from '../lib/newsletter/outbox';
import { findSubscription, subscriptionId, subscriptionKey, type Subscription } from '../lib/newsletter/subscriptions';
import { CONFIRM_TTL_MS, newsletterSecrets, type NewsletterSecrets } from '../lib/newsletter/token';
import { RateLimiter } from '../lib/rate-limit';
import { siteOrigin } from '../lib/site-url';
import { NEWSLETTER_STORE, openStore } from '../lib/store';
import type { Locale } from '../../src/forms/common';

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export const newsletterLimiter = new RateLimiter();

/** Confirmation mails a pending address gets at most, in the 30 days before it is deleted. */
export const MAX_CONFIRMATION_MAILS = 2;
/** Another confirmation mail only once the previous link has expired (nobody floods a mailbox). */
export const RESEND_AFTER_MS = CONFIRM_TTL_MS;

interface SignUp {
  email: string;
  locale: Locale;
  page?: string;
  origin: string;
  now: Date;
}

/** Stores the pending subscription and mails its confirmation, when the address may get one. */
async function register(secrets: NewsletterSecrets, { email, locale, page, origin, now }: SignUp): Promise<void> {
  const store = openStore(NEWSLETTER_STORE);
  const existing = await findSubscription(store, secrets.all, email);
  if (existing?.status === 'confirmed') {
    logEvent('newsletter', 'already-confirmed');
    return;
  }
  const mailed = existing ? (existing.confirmationMails ?? 1) : 0;
  const queuedAt = existing?.confirmationQueuedAt ? Date.parse(existing.confirmationQueuedAt) : 0;
  if (existing && (mailed >= MAX_CONFIRMATION_MAILS || now.getTime() - queuedAt < RESEND_AFTER_MS)) {
    logEvent('newsletter', 'confirmation-not-resent', { mailed });
    return;
  }
  const subscription: Subscription = {
    version: 2,
    id: existing?.id ?? subscriptionId(secrets.signing, email),
    email,
    locale,
    ...(page ? { page } : {}),
    status: 'pending',
    requestedAt: existing?.requestedAt ?? now.toISOString(),
    confirmationQueuedAt: now.toISOString(),
    confirmationMails: mailed + 1,
  };
  await store.setJSON(subscriptionKey(subscription.id), subscription);
  logEvent('newsletter', existing ? 'confirmation-requeued' : 'pending');
  const queued = await queueConfirmation(store, subscription, origin, now);
  if (queued === null) logEvent('newsletter', 'smtp-not-configured');
  else await queued.delivery;
}

export const handleNewsletter = createFormHandler({
  name: 'newsletter',
  schema: newsletterSchema,
  fields: NEWSLETTER_FIELDS,
  encodings: ['multipart', 'urlencoded'],
  limiter: newsletterLimiter,
  maxBodyBytes: 16 * 1024,
  successKey: 'footer.newsletter.success',
  invalidKey: 'footer.newsletter.invalid',
  resultParam: 'newsletter',
  defaultPage: (locale) => localizePath('/', locale),
  async accept(data, { req, context }) {
    // Missing secrets fail here, before answering, the same for every address.
    const secrets = newsletterSecrets();
    const signUp: SignUp = {
      email: data.email.trim().toLowerCase(),
      locale: data.locale,
      ...(data.page ? { page: data.page } : {}),
      origin: siteOrigin(req),
      now: new Date(),
    };
    const work = register(secrets, signUp).catch((error: unknown) => logError('newsletter', 'register-failed', error));
    if (typeof context.waitUntil === 'function') context.waitUntil(work);
    else await work;
  },
});

export default async (req: Request, context: Context): Promise<Response> => handleNewsletter(req, context);
