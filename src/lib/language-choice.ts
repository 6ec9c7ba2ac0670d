import { parseUrl, API_URLS } from '../paths';
import type { Locale } from '../schemas/locales';

/**
 * The language a visitor chose in the language menu, remembered so that `/` opens in it even when
 * the browser asks for another one. The cookie is the one Netlify's `Language` redirect condition
 * reads before the Accept-Language header (dist/_redirects, written by scripts/content/emit/redirects.ts), so the
 * CDN honours the choice itself.
 */
const LANGUAGE_COOKIE = 'nf_lang';
/** How long the choice is remembered: a year. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Where the language menu's links go: the function that records the choice, then the page. */
export function languageChoiceUrl(target: string): string {
  return `${API_URLS.language}?to=${encodeURIComponent(target)}`;
}

/** The origin `to` is resolved against; any origin works, as only the url from the site's root is kept. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * A url of this site (its pathname) as the URL parser leaves it: segments of characters or percent-escapes, no empty
 * segment (`//host` is another host to a browser), no backslash and no escaped slash, backslash, dot or
 * control character (a server or browser that decodes them could turn the url into `//host` again).
 */
const SITE_URL = /^(?:\/(?:[^/\\%\s\p{Cc}\p{Cf}]|%(?![01][0-9a-f]|2e|2f|5c|7f)[0-9a-f]{2})+)*\/?$/iu;

/**
 * The page to land on and its language, when `to` is a url of this site; undefined otherwise. The check
 * runs on the pathname the URL parser produced, after it removed dot segments and read backslashes as
 * slashes: `/..//evil.com` is `//evil.com` by then. The url comes back percent-encoded (ASCII only), so
 * it goes into a `Location` header as it is; control and format characters are refused rather than
 * encoded.
 */
export function parseLanguageChoice(to: string | null): { locale: Locale; to: string } | undefined {
  // The parser drops tabs and newlines silently, so they are refused before it sees them.
  if (!to || to.length > 2000 || !/^\/(?![/\\])[^\s\p{Cc}\p{Cf}]*$/u.test(to)) return undefined;
  const url = new URL(to, SITE_ORIGIN);
  if (url.origin !== SITE_ORIGIN || !SITE_URL.test(url.pathname)) return undefined;
  return { locale: parseUrl(url.pathname).locale, to: `${url.pathname}${url.search}${url.hash}` };
}

/** The Set-Cookie value that remembers the choice for a year. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
