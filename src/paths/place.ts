import { localeUrl } from './locale.ts';
import type { Locale } from '../schemas/locales.ts';
import { PAGE_PATHS, type PageId } from './pages.ts';

/*
 * Where a page is: the path of a product or an article (the same in every locale, `/products/carports-v/`;
 * a fixed page's is in PAGE_PATHS, ./pages.ts), then, from a page's locale and path, its url
 * (`/fr/products/carports-v/`), its HTML file in dist/ and its data file under src/generated/.
 */

/** A page's locale and path: all its place is derived from them. */
export interface PageLocation {
  locale: Locale;
  /** `/contact/`, `/` for the home page. */
  path: string;
}

/**
 * Where a page is, computed once by the content step (`placeOf`) and written in the route manifest
 * (src/lib/route-data.ts): every later step reads it and computes none again.
 */
export interface PagePlace extends PageLocation {
  /** The url it answers at: `/fr/contact/`, `/` for the English home page. */
  url: string;
  /** Its file in dist/: `fr/contact/index.html`. */
  htmlFile: string;
  /** Its data file under src/generated/: `data/fr/contact.json`. */
  dataFile: string;
}

/** The path of the product `key`: `/products/carports-v/`. */
export function productPath(key: string): string {
  return `/products/${key}/`;
}

/** The path of the article `slug`, under the article list's: `/conseils/budget-pergola-suisse/`. */
export function articlePath(slug: string): string {
  return `${PAGE_PATHS.conseils}${slug}/`;
}

/** Every page path of the site (404 included), as content links may name them. */
export function sitePaths(productKeys: Iterable<string>, articleSlugs: Iterable<string>): string[] {
  return [...Object.values(PAGE_PATHS), ...[...productKeys].map(productPath), ...[...articleSlugs].map(articlePath)];
}

/** A page's data file under src/generated/, written by the content step: `data/fr/products/carports-v.json`. */
export function routeDataFile({ locale, path }: PageLocation): string {
  return `data/${locale}/${path === '/' ? 'index' : path.slice(1, -1)}.json`;
}

/** The url of a fixed page (PAGE_PATHS) in a locale: `/fr/contact/` for `contact` in French. */
export function fixedPageUrl(id: PageId, locale: Locale): string {
  return localeUrl(PAGE_PATHS[id], locale);
}

/** The url a page answers at: `/fr/contact/`, `/` for the English home page. */
export function pageUrl(page: PageLocation): string {
  return localeUrl(page.path, page.locale);
}

/** The file of dist/ a page is prerendered to: `fr/contact/index.html`, `index.html` for the English home page. */
export function htmlFileOf(page: PageLocation): string {
  return placeOf(page).htmlFile;
}

/** Where a page is: its locale, path, url, HTML file and data file, as the content step writes them in the manifest. */
export function placeOf({ locale, path }: PageLocation): PagePlace {
  const url = pageUrl({ locale, path });
  return { locale, path, url, htmlFile: `${url.slice(1)}index.html`, dataFile: routeDataFile({ locale, path }) };
}

/**
 * The path a site link written in content names. Content names a fixed page by its id, which is the first segment
 * of the page's path until the page moves: once PAGE_PATHS gives `conseils` the path `/ratgeber/`, the links
 * written `/conseils/` and `/conseils/<slug>/` name `/ratgeber/` and `/ratgeber/<slug>/`, so renaming a section
 * is its one line there. Any other link is its own path.
 */
export function pathOfLink(link: string): string {
  const first = /^\/([a-z0-9-]+)\//.exec(link);
  const moved = first && (PAGE_PATHS as Record<string, string>)[first[1]!];
  return moved && moved !== first[0] ? `${moved}${link.slice(first[0].length)}` : link;
}
