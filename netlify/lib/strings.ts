/**
 * UI strings on the server: the flat catalogues the content build writes to
 * `src/generated/i18n/<locale>.json` (`{ "form.error.required": "…" }`), bundled into the function
 * through `src/generated/i18n/index.ts`.
 */
import { CATALOGUES } from '../../src/generated/i18n/index';
import { DEFAULT_LOCALE, type Locale } from '../../src/forms/common';
import { format } from '../../src/i18n/format';
import { isLocale, parseUrl } from '../../src/paths';

// The functions read a posted or asked locale with the site's one test, beside the strings of that locale.
export { isLocale };

/**
 * The UI string `key` in `locale` with its `{param}` placeholders replaced; falls back to English, then to
 * the key itself (never throws).
 */
export function t(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const template = CATALOGUES[locale]?.[key] ?? CATALOGUES[DEFAULT_LOCALE][key] ?? key;
  return format(template, params);
}

/** The path of the request's Referer when it names a page of the request's own host (`/fr/contact/`), else undefined. */
export function sameOriginRefererPath(req: Request): string | undefined {
  const referer = req.headers.get('referer');
  if (!referer) return undefined;
  try {
    const ref = new URL(referer);
    return ref.host === new URL(req.url).host ? ref.pathname : undefined;
  } catch {
    // not a URL: no page to read
    return undefined;
  }
}

/**
 * The visitor's locale when the form's own `locale` field is not available (body refused before it was
 * read): the language prefix of a same-origin Referer, then the first supported language of
 * Accept-Language, then English. A caller that already read the Referer (`sameOriginRefererPath`) passes
 * what it read.
 */
export function localeFromRequest(
  req: Request,
  { refererPath }: { refererPath: string | undefined } = { refererPath: sameOriginRefererPath(req) },
): Locale {
  if (refererPath !== undefined) return parseUrl(refererPath).locale;
  const accept = req.headers.get('accept-language') ?? '';
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
