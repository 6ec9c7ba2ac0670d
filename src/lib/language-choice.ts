import { parseLocalePath } from './locale-paths';
import type { Locale } from '../schemas/locales';

/**
 * The language a visitor chose in the language menu, remembered so that `/` opens in it even when
 * the browser asks for another one. The cookie is the one Netlify's `Language` redirect condition
 * reads before the Accept-Language header (netlify.toml), so the CDN honours the choice itself.
 */
export const LANGUAGE_COOKIE = 'nf_lang';
/** How long the choice is remembered: a year. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Where the language menu's links go: the function that records the choice, then the page. */
export function languageChoicePath(target: string): string {
  return `/api/language?to=${encodeURIComponent(target)}`;
}

/**
 * The page to land on and its language, when `to` is a path of this site; undefined otherwise. The path
 * comes back percent-encoded (ASCII only), so it goes into a `Location` header as it is; control and
 * format characters are refused rather than encoded.
 */
export function parseLanguageChoice(to: string | null): { locale: Locale; to: string } | undefined {
  // A path of this site only: not `//host`, not `/\host` (browsers read both as another host).
  if (!to || to.length > 2000 || !/^\/(?![/\\])[^\s\p{Cc}\p{Cf}]*$/u.test(to)) return undefined;
  const url = new URL(to, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid') return undefined;
  return { locale: parseLocalePath(url.pathname).locale, to: `${url.pathname}${url.search}${url.hash}` };
}

/** The Set-Cookie value that remembers the choice for a year. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
