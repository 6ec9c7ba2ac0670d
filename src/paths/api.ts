/**
 * The addresses of the functions (netlify/functions/), the same in every locale: where the forms post and
 * the language choice goes. Each function's `config.path` repeats its own as a literal, because Netlify reads
 * that object from the source without running it; tests/functions/api-paths.test.ts holds the two equal.
 */
/** What every function's address begins with: kept out of robots.txt and of the Speculation Rules. */
export const API_ROOT = '/api/';

export const API_PATHS = {
  contact: '/api/contact',
  comments: '/api/comments',
  newsletter: '/api/newsletter',
  newsletterConfirm: '/api/newsletter/confirm',
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  estimate: '/api/estimate',
  solarEstimate: '/api/solar-estimate',
  language: '/api/language',
} as const;
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];
