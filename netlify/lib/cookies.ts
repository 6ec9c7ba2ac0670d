/**
 * Every cookie the site sets, with its lifetime: the privacy policy lists these (in each language), and a
 * test holds the policy, this list and the functions' Set-Cookie headers to one another.
 */
import { XSRF_COOKIE } from '../../src/forms/constants';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../src/lib/language-choice';
import { LINK_COOKIE_MAX_AGE } from './newsletter/link-cookie';

/** The cookie of a confirmation link's token (set by GET /api/newsletter/confirm). */
export const CONFIRM_COOKIE = 'nl_confirm';
/** The cookie of an unsubscribe link's token (set by GET /api/newsletter/unsubscribe). */
export const UNSUBSCRIBE_COOKIE = 'nl_unsubscribe';

export interface SiteCookie {
  name: string;
  /** Lifetime in seconds; null for a session cookie (deleted when the browser closes). */
  maxAgeSeconds: number | null;
}

export const SITE_COOKIES: readonly SiteCookie[] = [
  // The forms' double-submit token, set by the page's script right before a form is sent.
  { name: XSRF_COOKIE, maxAgeSeconds: null },
  // The language chosen in the language menu (GET /api/language), read by Netlify's redirect of `/`.
  { name: LANGUAGE_COOKIE, maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE },
  { name: CONFIRM_COOKIE, maxAgeSeconds: LINK_COOKIE_MAX_AGE },
  { name: UNSUBSCRIBE_COOKIE, maxAgeSeconds: LINK_COOKIE_MAX_AGE },
];
