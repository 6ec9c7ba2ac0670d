/**
 * UI strings on the server: the flat catalogues the content build writes to
 * `src/generated/i18n/<locale>.json` (`{ "form.error.required": "…" }`), bundled into the function
 * through `src/generated/i18n/index.ts`.
 */
import { CATALOGUES } from '../../src/generated/i18n/index';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/forms/common';
import { format } from '../../src/i18n/format';
import { parseUrl } from '../../src/paths';

/** True for one of the site's locales. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The UI string `key` in `locale` with its `{param}` placeholders replaced; falls back to English, then to
 * the key itself (never throws).
 */
export function t(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const template = CATALOGUES[locale]?.[key] ?? CATALOGUES[DEFAULT_LOCALE][key] ?? key;
  return format(template, params);
}

/**
 * The visitor's locale when the form's own `locale` field is not available (body refused before it was
 * read): the language prefix of a same-origin Referer, then the first supported language of
 * Accept-Language, then English.
 */
export function localeFromRequest(req: Request): Locale {
  const referer = req.headers.get('referer');
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.host === new URL(req.url).host) return parseUrl(ref.pathname).locale;
    } catch {
      // not a URL: ignore
    }
  }
  const accept = req.headers.get('accept-language') ?? '';
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
