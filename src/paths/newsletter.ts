/** The localized pages the newsletter links answer with (content/pages/newsletter-*.<locale>.yaml). */
import type { Locale } from '../schemas/locales.ts';
import { fixedPageUrl } from './place.ts';
import type { PageId } from './pages.ts';

/** Each link of a newsletter mail, by what it does, and the page it lands on. */
export const NEWSLETTER_PAGES = {
  confirm: 'newsletter-confirmer',
  confirmed: 'newsletter-confirmation',
  error: 'newsletter-erreur',
  unsubscribe: 'newsletter-desinscription',
  unsubscribed: 'newsletter-desinscrit',
} as const satisfies Record<string, PageId>;

export function newsletterPage(page: keyof typeof NEWSLETTER_PAGES, locale: Locale): string {
  return fixedPageUrl(NEWSLETTER_PAGES[page], locale);
}
