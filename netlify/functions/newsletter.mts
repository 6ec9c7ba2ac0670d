/**
 * POST /api/newsletter: the footer newsletter form. Double opt-in: the address is stored as a `pending`
 * subscription and a confirmation mail in the visitor's language goes out through the subscriber outbox;
 * nothing else is ever sent to a pending address. Idempotent: the record's key derives from the address, a
 * confirmed address stays as it is, and a mailbox (sub-addresses count as their mailbox) gets at most
 * MAX_CONFIRMATION_MAILS confirmation mails, the next only once the previous link has expired; the whole
 * site sends at most NEWSLETTER_HOURLY_CEILING an hour (../lib/ceiling.ts).
 *
 * Every case answers the same, at the same moment: once the form is valid, the answer goes out before the
 * store is read, and the work (read, write, mail) finishes after it (`waitUntil`), so neither the answer nor
 * its timing tells whether an address is subscribed.
 */
import type { Store } from '@netlify/blobs';
import type { Config, Context } from '@netlify/functions';
import { takeHourlyTicket } from '../lib/ceiling';
import { NEWSLETTER_FIELDS, newsletterSchema } from '../../src/forms/newsletter';
import { deployContext } from '../lib/deploy-context';
import { FormRefusal, createFormHandler } from '../lib/form-endpoint';
import { logError, logEvent } from '../lib/log';
import { rolePageUrl } from '../lib/page-urls';
import { queueConfirmation } from '../lib/newsletter/outbox';
import { claimMailbox, mailboxKey, type MailboxPolicy } from '../lib/newsletter/mailbox';
import {
  PENDING_MAX_AGE_MS,
  findSubscriptionEntry,
  subscriptionId,
  subscriptionKey,
  type Subscription,
} from '../lib/newsletter/subscriptions';
import { CONFIRM_TTL_MS, newsletterSecrets, type NewsletterSecrets } from '../lib/newsletter/token';
import { writeJSONIf } from '../lib/conditional-write';
import { requireDataKeys, sealSubscription, type StoredSubscription, type DataKeys } from '../lib/personal';
import { RateLimiter } from '../lib/rate-limit';
import { siteOrigin } from '../lib/site-url';
import { LIMITS_STORE, NEWSLETTER_STORE, openStore } from '../lib/store';
import type { Locale } from '../../src/forms/common';

export const config: Config = {
  path: '/api/newsletter',
  // The backstop across instances, at twice the function's own limit (../lib/rate-limit.ts), which answers first.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export const newsletterLimiter = new RateLimiter();

/** Confirmation mails a pending address gets at most, in the 30 days before it is deleted. */
export const MAX_CONFIRMATION_MAILS = 2;
/** Another confirmation mail only once the previous link has expired (nobody floods a mailbox). */
export const RESEND_AFTER_MS = CONFIRM_TTL_MS;
/** Confirmation mails the whole site sends at most in an hour, whatever addresses a flood uses. */
export const NEWSLETTER_HOURLY_CEILING = 200;

interface SignUp {
  email: string;
  locale: Locale;
  pageUrl?: string;
  origin: string;
  now: Date;
}

const MAILBOX_POLICY: MailboxPolicy = {
  maxMails: MAX_CONFIRMATION_MAILS,
  resendAfterMs: RESEND_AFTER_MS,
  windowMs: PENDING_MAX_AGE_MS,
};

/** Whether `email` may get a confirmation mail now: counted on its mailbox, then on the hour's ceiling. */
async function mayMail(store: Store, secrets: NewsletterSecrets, email: string, existing?: StoredSubscription) {
  const earlier = existing?.confirmationQueuedAt
    ? { mails: existing.confirmationMails ?? 1, lastMailAt: existing.confirmationQueuedAt }
    : undefined;
  const key = mailboxKey(secrets.signing, email);
  const claim = await claimMailbox(store, key, MAILBOX_POLICY, new Date(), earlier);
  if (!claim.ok) {
    logEvent('newsletter', 'confirmation-not-resent', { reason: claim.reason });
    return false;
  }
  return takeHourlyTicket(openStore(LIMITS_STORE), 'newsletter', NEWSLETTER_HOURLY_CEILING);
}

/**
 * Stores the pending subscription and mails its confirmation, when the address may get one. Every write is
 * conditional: of concurrent sign-ups only the one that claimed the mailbox mails, and a confirmation that
 * lands meanwhile is never overwritten by a pending record.
 */
async function register(
  secrets: NewsletterSecrets,
  keys: DataKeys,
  { email, locale, pageUrl, origin, now }: SignUp,
): Promise<void> {
  const store = openStore(NEWSLETTER_STORE);
  const found = await findSubscriptionEntry(store, secrets.all, email);
  const existing = found?.subscription;
  if (existing?.status === 'confirmed') {
    logEvent('newsletter', 'already-confirmed');
    return;
  }
  if (!(await mayMail(store, secrets, email, existing))) return;
  const subscription: Subscription = {
    version: 2,
    id: existing?.id ?? subscriptionId(secrets.signing, email),
    email,
    locale,
    ...(pageUrl ? { page: pageUrl } : {}),
    status: 'pending',
    requestedAt: existing?.requestedAt ?? now.toISOString(),
    confirmationQueuedAt: now.toISOString(),
    confirmationMails: (existing ? (existing.confirmationMails ?? 1) : 0) + 1,
  };
  const condition = found?.etag ? { onlyIfMatch: found.etag } : { onlyIfNew: true as const };
  const write = await writeJSONIf(
    store,
    subscriptionKey(subscription.id),
    sealSubscription(keys, subscription),
    condition,
  );
  if (!write.won) {
    logEvent('newsletter', 'changed-meanwhile');
    return;
  }
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
  defaultPageUrl: (locale) => rolePageUrl('home', locale),
  async accept(data, { req, context, locale, pageUrl }) {
    // A preview gets a secret of its own or none (README, deployment): with none, its form says so.
    if (deployContext() === 'preview' && !process.env.NEWSLETTER_SECRET) {
      throw new FormRefusal(503, 'form.error.preview', 'unavailable');
    }
    // Missing secrets fail here, before answering, the same for every address.
    const secrets = newsletterSecrets();
    const keys = requireDataKeys();
    const signUp: SignUp = {
      email: data.email.trim().toLowerCase(),
      locale,
      ...(pageUrl ? { pageUrl } : {}),
      origin: siteOrigin(req),
      now: new Date(),
    };
    const work = register(secrets, keys, signUp).catch((error: unknown) =>
      logError('newsletter', 'register-failed', error),
    );
    if (typeof context.waitUntil === 'function') context.waitUntil(work);
    else await work;
  },
});

export default async (req: Request, context: Context): Promise<Response> => handleNewsletter(req, context);
