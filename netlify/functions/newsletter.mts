/**
 * POST /api/newsletter: the footer newsletter form. Double opt-in: the address is stored as a `pending`
 * subscription and a confirmation mail in the visitor's language goes out through the subscriber outbox;
 * nothing else is ever sent to a pending address. Idempotent: the record's key derives from the address, a
 * confirmed address stays as it is, and a pending one gets a new confirmation mail at most every 15 minutes.
 * Every case answers the same, so the form tells nobody whether an address is subscribed.
 */
import type { Config, Context } from '@netlify/functions';
import { NEWSLETTER_FIELDS, newsletterSchema } from '../../src/forms/newsletter';
import { localizePath } from '../../src/lib/locale-paths';
import { createFormHandler } from '../lib/form-endpoint';
import { logEvent } from '../lib/log';
import { queueConfirmation } from '../lib/newsletter/outbox';
import { readSubscription, subscriptionId, subscriptionKey, type Subscription } from '../lib/newsletter/subscriptions';
import { newsletterSecret } from '../lib/newsletter/token';
import { RateLimiter } from '../lib/rate-limit';
import { NEWSLETTER_STORE, openStore } from '../lib/store';

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export const newsletterLimiter = new RateLimiter();

/** A pending address gets another confirmation mail only after this long (nobody floods a mailbox). */
export const RESEND_AFTER_MS = 15 * 60 * 1000;

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
    const now = new Date();
    const email = data.email.trim().toLowerCase();
    const id = subscriptionId(newsletterSecret(), email);
    const store = openStore(NEWSLETTER_STORE);
    const existing = await readSubscription(store, id);
    if (existing?.status === 'confirmed') {
      logEvent('newsletter', 'already-confirmed');
      return;
    }
    const queuedAt = existing?.confirmationQueuedAt ? Date.parse(existing.confirmationQueuedAt) : 0;
    if (existing && now.getTime() - queuedAt < RESEND_AFTER_MS) {
      logEvent('newsletter', 'confirmation-recently-sent');
      return;
    }
    const subscription: Subscription = {
      version: 2,
      id,
      email,
      locale: data.locale,
      ...(data.page ? { page: data.page } : {}),
      status: 'pending',
      requestedAt: existing?.requestedAt ?? now.toISOString(),
      confirmationQueuedAt: now.toISOString(),
    };
    await store.setJSON(subscriptionKey(id), subscription);
    logEvent('newsletter', existing ? 'confirmation-requeued' : 'pending');
    const queued = await queueConfirmation(store, subscription, new URL(req.url).origin, now);
    if (queued === null) logEvent('newsletter', 'smtp-not-configured');
    else if (typeof context.waitUntil === 'function') context.waitUntil(queued.delivery);
    else await queued.delivery;
  },
});

export default async (req: Request, context: Context): Promise<Response> => handleNewsletter(req, context);
