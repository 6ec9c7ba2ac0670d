import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../schemas/locales.ts';

/** `/fr` for French, `` for the default locale, which has no prefix. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** Paths end with a slash (`/contact/`), the one spelling the server answers without a redirect. */
export function withTrailingSlash(path: string): string {
  const [pathname = '/', rest = ''] = splitSuffix(path);
  return (pathname.endsWith('/') ? pathname : `${pathname}/`) + rest;
}

/** True for links that leave the site or are not pages: https:, tel:, mailto:, files. */
export function isExternal(href: string): boolean {
  return /^[a-z]+:/i.test(href) || href.startsWith('//');
}

/** True for a link to a file (`/downloads/x.pdf`); a site's own name is no file (`https://www.netlify.com`). */
export function isFileLink(href: string): boolean {
  const path = (splitSuffix(href)[0] ?? '').replace(/^[a-z]+:\/\/[^/]*/i, '');
  return /\.[a-z0-9]{2,4}$/i.test(path);
}

/** Puts a locale-neutral site path (`/contact/`) under the locale's prefix (`/fr/contact/`). */
export function localeUrl(path: string, locale: Locale): string {
  if (isExternal(path) || isFileLink(path)) return path;
  const normalized = withTrailingSlash(path.startsWith('/') ? path : `/${path}`);
  return `${localePrefix(locale)}${normalized}`;
}

/**
 * Splits a path into its locale and the locale-neutral rest: `/fr/contact/` → fr, `/contact/`.
 * Paths with no known prefix belong to the default locale.
 */
export function parseUrl(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(path);
  if (match && isLocale(match[1]!)) return { locale: match[1]!, path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: path || '/' };
}

/**
 * Language switch: the same path under the chosen language, after removing any
 * existing two-letter prefix. Returns null when the chosen language is already current.
 * Query and fragment are kept so a filtered list stays filtered.
 */
export function switchLocaleUrl(currentPath: string, current: Locale, target: Locale): string | null {
  if (target === current) return null;
  const [pathname = '/', suffix = ''] = splitSuffix(currentPath || '/');
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
  return localeUrl(rest, target) + suffix;
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}
