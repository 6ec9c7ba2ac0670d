/**
 * POST /api/newsletter: the footer newsletter form. Stores the address once (idempotent: the key is a hash
 * of the lower-cased address; a second subscription changes nothing and answers the same).
 */
import { createHash } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { NEWSLETTER_FIELDS, newsletterSchema } from '../../src/forms/newsletter';
import { localizePath } from '../../src/lib/locale-paths';
import { createFormHandler } from '../lib/form-endpoint';
import { logEvent } from '../lib/log';
import { RateLimiter } from '../lib/rate-limit';
import { NEWSLETTER_STORE, openStore, type Subscriber } from '../lib/store';

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export const newsletterLimiter = new RateLimiter();

/** Blob key of an address: `subscribers/<sha256 of the lower-cased address>`. */
export function subscriberKey(email: string): string {
  return `subscribers/${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
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
  async accept(data) {
    const email = data.email.toLowerCase();
    const subscriber: Subscriber = {
      email,
      locale: data.locale,
      ...(data.page ? { page: data.page } : {}),
      subscribedAt: new Date().toISOString(),
    };
    const result = await openStore(NEWSLETTER_STORE).setJSON(subscriberKey(email), subscriber, { onlyIfNew: true });
    logEvent('newsletter', result.modified ? 'subscribed' : 'already-subscribed');
  },
});

export default async (req: Request, context: Context): Promise<Response> => handleNewsletter(req, context);
