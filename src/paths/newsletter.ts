/**
 * The localized pages the newsletter links answer with (content/pages/newsletter-*.<locale>.yaml); the functions
 * read their urls as the content step built them (netlify/lib/page-urls.ts `newsletterPageUrl()`).
 */
import type { PageId } from './pages.ts';

/** Each link of a newsletter mail, by what it does, and the page it lands on. */
export const NEWSLETTER_PAGES = {
  confirm: 'newsletter-confirmer',
  confirmed: 'newsletter-confirmation',
  error: 'newsletter-erreur',
  unsubscribe: 'newsletter-desinscription',
  unsubscribed: 'newsletter-desinscrit',
} as const satisfies Record<string, PageId>;
