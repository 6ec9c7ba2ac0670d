import { localizePath } from './locale.ts';
import type { Locale } from '../schemas/locales.ts';
import { PAGE_PATHS, type PageId } from './pages.ts';
import type { Page, PagePlace } from '../lib/page.ts';

/*
 * Where a page is, each spelling made in one place: the neutral path of a product or an article (the
 * same in every locale, `/products/carports-v/`), a page's address (`/fr/products/carports-v/`), its data
 * file under src/generated/ and its HTML file in dist/, the last three from its locale and its path
 * (`Page`, ./page.ts). Block pages have their neutral paths in PAGE_PATHS (src/paths/pages.ts).
 */

/** The neutral path of the product `key`: `/products/carports-v/`. */
export function productPath(key: string): string {
  return `/products/${key}/`;
}

/** The neutral path of the article `slug`, under the article list's: `/conseils/budget-pergola-suisse/`. */
export function articlePath(slug: string): string {
  return `${PAGE_PATHS.conseils}${slug}/`;
}

/** A page's data file under src/generated/, written by the content step: `data/fr/products/carports-v.json`. */
export function routeDataFile(locale: Locale, path: string): string {
  return `data/${locale}/${path || 'index'}.json`;
}

/** The address of a fixed page (PAGE_PATHS) in a locale: `/fr/contact/` for `contact` in French. */
export function fixedPageUrl(id: PageId, locale: Locale): string {
  return localizePath(PAGE_PATHS[id], locale);
}

/** The address a page answers at: `/fr/contact/`, `/` for the English home page. */
export function pageUrl(page: Pick<Page, 'locale' | 'path'>): string {
  return localizePath(page.path, page.locale);
}

/** The file of dist/ a page is prerendered to: `fr/contact/index.html`, `index.html` for the English home page. */
export function htmlFileOf(page: Pick<Page, 'locale' | 'path'>): string {
  return `${pageUrl(page).slice(1)}index.html`;
}

/** Where a page is: its address, HTML file and data file, as the content step writes them in the manifest. */
export function placeOf(page: Pick<Page, 'locale' | 'path'>): PagePlace {
  return { url: pageUrl(page), htmlFile: htmlFileOf(page), dataFile: routeDataFile(page.locale, page.path) };
}
