/**
 * The names of the cookies the newsletter's links set. Every cookie the site sets is in the privacy policy's
 * cookie table with its lifetime: tests/functions/privacy-policy.test.ts holds the table to the Set-Cookie
 * headers the functions and the forms' script send.
 */

/** The cookie of a confirmation link's token (set by GET /api/newsletter/confirm). */
export const CONFIRM_COOKIE = 'nl_confirm';
/** The cookie of an unsubscribe link's token (set by GET /api/newsletter/unsubscribe). */
export const UNSUBSCRIBE_COOKIE = 'nl_unsubscribe';
