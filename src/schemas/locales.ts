/**
 * The locales of the site, without zod: the browser's locale helpers import these, and
 * must not pull the schema library into every page's first load.
 */

/** The six locales of the site; `en` is the default and has no URL prefix. */
export const LOCALES = ['en', 'fr', 'de', 'it', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Locales every content entry must exist in (the company's two markets). */
export const REQUIRED_LOCALES: readonly Locale[] = ['en', 'fr'];
/** Locales written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];
