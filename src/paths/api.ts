/**
 * The urls of the functions (netlify/functions/), where each answers, the same in every locale and with no
 * trailing slash: where the forms post and the language choice goes. Each function's `config.path` repeats its own as a literal, because Netlify reads
 * that object from the source without running it; tests/functions/api-urls.test.ts holds the two equal.
 */
/** What every function's url begins with: kept out of robots.txt and of the Speculation Rules. */
export const API_ROOT = '/api/';

export const API_URLS = {
  contact: '/api/contact',
  comments: '/api/comments',
  newsletter: '/api/newsletter',
  newsletterConfirm: '/api/newsletter/confirm',
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  estimate: '/api/estimate',
  solarEstimate: '/api/solar-estimate',
  language: '/api/language',
} as const;
