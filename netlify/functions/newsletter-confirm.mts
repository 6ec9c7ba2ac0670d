/**
 * /api/newsletter/confirm?token=…: the link of the confirmation mail.
 *
 *   GET   never confirms (mail security scanners open links, and an address typed by someone else must not
 *         become "confirmed" that way): checks the token, keeps it in a short-lived HttpOnly cookie for this
 *         path only, and answers 303 to the localized page with one button. An address already confirmed
 *         goes straight to the confirmation page.
 *   POST  the button (a plain form, no script): confirms the subscription the cookie's token names
 *         (idempotent), so `confirmedAt` records a deliberate act of the address's owner, then answers 303
 *         to the localized confirmation page.
 * A tampered, expired or unknown token lands on the localized error page and changes nothing.
 */
import type { Config } from '@netlify/functions';
import { CONFIRM_COOKIE } from '../lib/cookies';
import { seeOther } from '../lib/http';
import { logError, logEvent } from '../lib/log';
import { checkConfirmation, confirmSubscription } from '../lib/newsletter/actions';
import { LINK_COOKIE_MAX_AGE, cookieValue, linkCookie, readSmallForm, withCookie } from '../lib/newsletter/link-cookie';
import { API_URLS } from '../../src/paths';
import { newsletterPageUrl } from '../lib/page-urls';
import { newsletterSecrets } from '../lib/newsletter/token';
import { siteVerdict } from '../lib/security';
import { NEWSLETTER_STORE, openStore } from '../lib/store';
import { isLocale, localeFromRequest } from '../lib/strings';
import { LOCALE_FIELD } from '../../src/forms/constants';

export const config: Config = {
  // A literal: Netlify reads this config statically.
  path: '/api/newsletter/confirm',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

const tokenCookie = (req: Request, value: string, maxAge: number) =>
  linkCookie(req, CONFIRM_COOKIE, API_URLS.newsletterConfirm, value, maxAge);

export async function handleConfirm(req: Request): Promise<Response> {
  const fallback = localeFromRequest(req);
  try {
    const store = openStore(NEWSLETTER_STORE);
    const secrets = newsletterSecrets().all;
    if (req.method === 'GET' || req.method === 'HEAD') {
      const token = new URL(req.url).searchParams.get('token') ?? '';
      const result = await checkConfirmation(store, secrets, token);
      if (!result.ok) {
        logEvent('newsletter', 'confirm-refused', { reason: result.reason });
        return seeOther(newsletterPageUrl('error', fallback));
      }
      const locale = result.locale ?? fallback;
      if (!result.pending) return seeOther(newsletterPageUrl('confirmed', locale));
      return withCookie(seeOther(newsletterPageUrl('confirm', locale)), tokenCookie(req, token, LINK_COOKIE_MAX_AGE));
    }
    if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });

    const body = await readSmallForm(req);
    const formLocale = body?.get(LOCALE_FIELD);
    const pageLocale = isLocale(formLocale) ? formLocale : fallback;
    // Only the landing page's own button confirms: another site cannot post the owner's cookie, nor this.
    if (body === null || siteVerdict(req) === 'cross') {
      logEvent('newsletter', 'confirm-refused', { reason: body === null ? 'too-large' : 'cross-site' });
      return seeOther(newsletterPageUrl('error', pageLocale));
    }
    const result = await confirmSubscription(store, secrets, cookieValue(req, CONFIRM_COOKIE) ?? '');
    if (!result.ok) {
      logEvent('newsletter', 'confirm-refused', { reason: result.reason });
      return seeOther(newsletterPageUrl('error', pageLocale));
    }
    return withCookie(seeOther(newsletterPageUrl('confirmed', result.locale ?? pageLocale)), tokenCookie(req, '', 0));
  } catch (error) {
    logError('newsletter', 'confirm-failed', error);
    return seeOther(newsletterPageUrl('error', fallback));
  }
}

export default (req: Request): Promise<Response> => handleConfirm(req);
