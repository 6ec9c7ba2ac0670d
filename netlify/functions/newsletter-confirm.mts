/**
 * GET /api/newsletter/confirm?token=…: the link of the confirmation mail. Confirms the subscription
 * (idempotent) and answers 303 to the localized confirmation page; a tampered, expired or unknown token
 * lands on the localized error page and changes nothing.
 */
import type { Config } from '@netlify/functions';
import { logError, logEvent } from '../lib/log';
import { seeOther } from '../lib/http';
import { confirmSubscription } from '../lib/newsletter/actions';
import { newsletterPage } from '../lib/newsletter/pages';
import { newsletterSecret } from '../lib/newsletter/token';
import { NEWSLETTER_STORE, openStore } from '../lib/store';
import { localeFromRequest } from '../lib/strings';

export const config: Config = {
  path: '/api/newsletter/confirm',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export async function handleConfirm(req: Request): Promise<Response> {
  const fallback = localeFromRequest(req);
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET' } });
    }
    // A HEAD (link scanners of mail providers) must not confirm on the owner's behalf.
    if (req.method === 'HEAD') return seeOther(newsletterPage('confirmed', fallback));
    const token = new URL(req.url).searchParams.get('token');
    const result = await confirmSubscription(openStore(NEWSLETTER_STORE), newsletterSecret(), token);
    if (!result.ok) {
      logEvent('newsletter', 'confirm-refused', { reason: result.reason });
      return seeOther(newsletterPage('error', fallback));
    }
    return seeOther(newsletterPage('confirmed', result.locale ?? fallback));
  } catch (error) {
    logError('newsletter', 'confirm-failed', error);
    return seeOther(newsletterPage('error', fallback));
  }
}

export default (req: Request): Promise<Response> => handleConfirm(req);
