/** The localized pages the newsletter links answer with (content/pages/newsletter-*.<locale>.yaml). */
import type { Locale } from '../../../src/forms/common';
import { localizePath } from '../../../src/lib/locale-paths';

export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirmer/',
  confirmed: '/newsletter/confirmation/',
  error: '/newsletter/erreur/',
  unsubscribe: '/newsletter/desinscription/',
  unsubscribed: '/newsletter/desinscrit/',
} as const;

export function newsletterPage(page: keyof typeof NEWSLETTER_PAGES, locale: Locale): string {
  return localizePath(NEWSLETTER_PAGES[page], locale);
}
