import { parseLocalePath } from './locale-paths';
import type { Locale } from '../schemas/locales';

/**
 * The language a visitor chose in the language menu, remembered so that `/` opens in it even when
 * the browser asks for another one. The cookie is the one Netlify's `Language` redirect condition
 * reads before the Accept-Language header (netlify.toml), so the CDN honours the choice itself.
 */
export const LANGUAGE_COOKIE = 'nf_lang';

/** Where the language menu's links go: the function that records the choice, then the page. */
export function languageChoicePath(target: string): string {
  return `/api/language?to=${encodeURIComponent(target)}`;
}

/** The page to land on and its language, when `to` is a path of this site; undefined otherwise. */
export function parseLanguageChoice(to: string | null): { locale: Locale; to: string } | undefined {
  // A path of this site only: not `//host`, not `/\host` (browsers read both as another host).
  if (!to || !/^\/(?![/\\])[^\s]*$/.test(to)) return undefined;
  return { locale: parseLocalePath(new URL(to, 'https://site.invalid').pathname).locale, to };
}

/** The Set-Cookie value that remembers the choice for a year. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
