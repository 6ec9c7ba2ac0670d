/**
 * The pages a function sends a visitor to (the contact page, the home page, the newsletter's pages), at the urls
 * the content step built them at: it writes every fixed page's url by locale in src/generated/fixed-page-urls.json,
 * bundled with the functions that read it, so no function makes an address again.
 */
import type { Locale } from '../../src/schemas/locales';
import type { PageId } from '../../src/paths/pages';
import { NEWSLETTER_PAGES } from '../../src/paths/newsletter';
import urls from '../../src/generated/fixed-page-urls.json';

const FIXED_PAGE_URLS = urls as Partial<Record<Locale, Partial<Record<PageId, string>>>>;

/** The url of the fixed page `id` (src/paths/pages.ts) in `locale`: `/fr/contact/` for `contact` in French. */
export function fixedPageUrl(id: PageId, locale: Locale): string {
  const url = FIXED_PAGE_URLS[locale]?.[id];
  if (url === undefined)
    throw new Error(
      `src/generated/fixed-page-urls.json has no page ${id} in ${locale}: run \`npm run content\`, which builds every fixed page in every locale, then bundle the functions again`,
    );
  return url;
}

/** The page a newsletter link lands on in `locale`, by what the link does. */
export function newsletterPage(page: keyof typeof NEWSLETTER_PAGES, locale: Locale): string {
  return fixedPageUrl(NEWSLETTER_PAGES[page], locale);
}
