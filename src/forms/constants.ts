/**
 * Form constants without zod: the page shell (footer newsletter, token cookie) needs them on every page,
 * and must not pull the schema library into every page's first load.
 */

/** Name of the hidden anti-spam field: people never see it, bots fill it in. It must stay empty. */
export const HONEYPOT_FIELD = 'website';

/**
 * Names of the hidden fields a form posts about itself: the page's locale, and the url of the page it was sent
 * from. The functions read them before the form's own fields (netlify/lib/form-endpoint.ts).
 */
export const LOCALE_FIELD = 'locale';
export const PAGE_FIELD = 'page';

/** Cookie and header of the double-submit token: the form copies the cookie into the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
