/**
 * /api/newsletter/unsubscribe?token=…: the unsubscribe link of every mail to a subscriber.
 *
 *   POST  unsubscribes and deletes the address. Mail clients' one-click (RFC 8058) posts
 *         `List-Unsubscribe=One-Click` to the header's URL and get 200; the landing page's button (a plain
 *         form, no script) posts without the token in the URL, which then comes from the cookie the GET set,
 *         and gets a 303 to the localized "unsubscribed" page.
 *   GET   never unsubscribes (link scanners open links): checks the token, keeps it in a short-lived
 *         HttpOnly cookie for this path only, and answers 303 to the localized landing page with one button.
 * A tampered or expired token lands on the localized error page and changes nothing.
 */
import type { Config } from '@netlify/functions';
import { UNSUBSCRIBE_COOKIE } from '../lib/cookies';
import { SECURITY_HEADERS, seeOther } from '../lib/http';
import { logError, logEvent } from '../lib/log';
import { checkUnsubscribe, unsubscribe } from '../lib/newsletter/actions';
import { LINK_COOKIE_MAX_AGE, cookieValue, linkCookie, readSmallForm, withCookie } from '../lib/newsletter/link-cookie';
import { API_URLS } from '../../src/paths';
import { newsletterPageUrl } from '../lib/page-urls';
import { newsletterSecrets } from '../lib/newsletter/token';
import { NEWSLETTER_STORE, openStore } from '../lib/store';
import { isLocale, localeFromRequest } from '../lib/strings';
import { LOCALE_FIELD } from '../../src/forms/constants';

export const TOKEN_COOKIE = UNSUBSCRIBE_COOKIE;

export const config: Config = {
  // A literal: Netlify reads this config statically.
  path: '/api/newsletter/unsubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

const tokenCookie = (req: Request, value: string, maxAge: number) =>
  linkCookie(req, TOKEN_COOKIE, API_URLS.newsletterUnsubscribe, value, maxAge);

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS } });

export async function handleUnsubscribe(req: Request): Promise<Response> {
  const fallback = localeFromRequest(req);
  const url = new URL(req.url);
  try {
    const store = openStore(NEWSLETTER_STORE);
    const secrets = newsletterSecrets().all;
    if (req.method === 'GET' || req.method === 'HEAD') {
      const token = url.searchParams.get('token') ?? '';
      const result = await checkUnsubscribe(store, secrets, token);
      if (!result.ok) {
        logEvent('newsletter', 'unsubscribe-refused', { reason: result.reason });
        return seeOther(newsletterPageUrl('error', fallback));
      }
      return withCookie(
        seeOther(newsletterPageUrl('unsubscribe', result.locale ?? fallback)),
        tokenCookie(req, token, LINK_COOKIE_MAX_AGE),
      );
    }
    if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });

    const body = await readSmallForm(req);
    if (body === null) return plain(413, 'Request too large.');
    const oneClick = body.get('List-Unsubscribe') === 'One-Click';
    const token = url.searchParams.get('token') ?? body.get('token') ?? cookieValue(req, TOKEN_COOKIE) ?? '';
    const formLocale = body.get(LOCALE_FIELD);
    const pageLocale = isLocale(formLocale) ? formLocale : fallback;
    const result = await unsubscribe(store, secrets, token);
    if (!result.ok) {
      logEvent('newsletter', 'unsubscribe-refused', { reason: result.reason });
      return oneClick ? plain(400, 'Invalid or expired link.') : seeOther(newsletterPageUrl('error', pageLocale));
    }
    if (oneClick) return plain(200, 'Unsubscribed.');
    return withCookie(
      seeOther(newsletterPageUrl('unsubscribed', result.locale ?? pageLocale)),
      tokenCookie(req, '', 0),
    );
  } catch (error) {
    logError('newsletter', 'unsubscribe-failed', error);
    return seeOther(newsletterPageUrl('error', fallback));
  }
}

export default (req: Request): Promise<Response> => handleUnsubscribe(req);
