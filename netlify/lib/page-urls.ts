/**
 * The pages a function sends a visitor to (the contact page, the home page, the newsletter's pages) or answers
 * with (the contact page, read from its HTML file), where the content step built them: it writes every fixed
 * page's url and HTML file by locale in src/generated/fixed-pages.json, with the page that has each role (the
 * contact page is the one of its schema type, the home page the one at the site's root:
 * scripts/content/page-builders/special-pages.ts), bundled with the functions that read it, so no function makes
 * a url or a file name again, or knows a page by its id.
 */
import type { Locale } from '../../src/schemas/locales';
import type { PageId } from '../../src/paths/pages';
import { rolePlace, type FixedPagePlace, type FixedPages, type PageRole } from '../../src/paths/place';
import { NEWSLETTER_PAGES } from '../../src/paths/newsletter';
import generated from '../../src/generated/fixed-pages.json';

const FIXED_PAGES = generated as FixedPages;

const runContent =
  'run `npm run content`, which builds every fixed page in every locale, then bundle the functions again';

/** The fixed page `id` (src/paths/pages.ts) in `locale`: `/fr/contact/` and `fr/contact/index.html` for `contact` in French. */
export function fixedPage(id: PageId, locale: Locale): FixedPagePlace {
  const page = FIXED_PAGES.pages[locale]?.[id];
  if (page === undefined)
    throw new Error(`src/generated/fixed-pages.json has no page ${id} in ${locale}: ${runContent}`);
  return page;
}

/** The url of the fixed page `id` in `locale`: `/fr/contact/` for `contact` in French. */
export const fixedPageUrl = (id: PageId, locale: Locale): string => fixedPage(id, locale).url;

/** The page that has `role` (the contact page, the home page) in `locale`, whichever page the content gives it. */
export function rolePage(role: PageRole, locale: Locale): FixedPagePlace {
  const page = rolePlace(FIXED_PAGES, role, locale);
  if (page === undefined)
    throw new Error(`src/generated/fixed-pages.json names no ${role} page in ${locale}: ${runContent}`);
  return page;
}

/** The url of the page that has `role` in `locale`. */
export const rolePageUrl = (role: PageRole, locale: Locale): string => rolePage(role, locale).url;

/** The url of the page a newsletter link lands on in `locale`, by what the link does. */
export function newsletterPageUrl(link: keyof typeof NEWSLETTER_PAGES, locale: Locale): string {
  return fixedPageUrl(NEWSLETTER_PAGES[link], locale);
}
