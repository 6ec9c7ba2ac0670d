import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../schemas/locales.ts';
import { FIRST_PATHS, PAGE_IDS, PAGE_NAME, PAGE_PATHS, ROOT_PATH, SECTION_PATHS, type PageId } from './pages.ts';
import { fileAt } from './site-files.ts';

/*
 * Where a page is: the path of a product or an article (the same in every locale, `/products/carports-v/`;
 * a fixed page's is in PAGE_PATHS, ./pages.ts), then, from a page's locale and path, its url
 * (`/fr/products/carports-v/`), its HTML file in dist/ and its data file under src/generated/; and the
 * locale's part of a url: its prefix, its direction, a url parsed back.
 */

/** `/fr` for French, `` for the default locale, which has no prefix. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The url of a locale's Atom feed of articles: `/feed.xml` for English, `/fr/feed.xml` for French. */
export function feedUrl(locale: Locale): string {
  return `${localePrefix(locale)}/feed.xml`;
}

/** True for one of the site's locales (a form's posted field, a url's prefix, a query parameter). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** Paths end with a slash (`/contact/`), the one spelling the server answers without a redirect. */
export function withTrailingSlash(path: string): string {
  const [pathname = '/', rest = ''] = splitSuffix(path);
  return (pathname.endsWith('/') ? pathname : `${pathname}/`) + rest;
}

/** True for links that leave the site or are not pages: https:, tel:, mailto:, files. */
export function isExternal(href: string): boolean {
  return /^[a-z]+:/i.test(href) || href.startsWith('//');
}

/** True for a link to a file (`/downloads/x.pdf`); a site's own name is no file (`https://www.netlify.com`). */
export function isFileLink(href: string): boolean {
  const path = (splitSuffix(href)[0] ?? '').replace(/^[a-z]+:\/\/[^/]*/i, '');
  return /\.[a-z0-9]{2,4}$/i.test(path);
}

/**
 * An absolute URL: `url` (a page's, a file's, an image's, from the site's root) behind the site's origin
 * (`site.url`, which ends without a slash): `https://…/fr/contact/`. A url already absolute is its own.
 */
export function absoluteUrl(origin: string, url: string): string {
  return isExternal(url) ? url : `${origin}${url}`;
}

/** A page's path: from the root, each name (`PAGE_NAME`) followed by a slash: `/`, `/contact/`, `/products/carports-v/`. */
const PAGE_PATH = new RegExp(`^/(?:${PAGE_NAME}/)*$`);

/**
 * Puts a page's path (`/contact/`) under the locale's prefix (`/fr/contact/`). Anything else is refused, a path
 * under a locale's prefix too, so a page's url and its files, all made from its path (`placeOf()`), cannot disagree
 * or fall on another page's.
 */
export function localeUrl(path: string, locale: Locale): string {
  if (!PAGE_PATH.test(path) || isLocale(path.split('/')[1]))
    throw new Error(
      `"${path}" is not a page's path: write it from the site's root without a language, in lower case with a slash after each name, as "/contact/"`,
    );
  return `${localePrefix(locale)}${path}`;
}

/**
 * Splits a url into its locale and its path, the locale-neutral rest: `/fr/contact/` → fr, `/contact/`.
 * Urls with no known prefix belong to the default locale.
 */
export function parseUrl(url: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(url);
  if (match && isLocale(match[1]!)) return { locale: match[1]!, path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: url || '/' };
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

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

/** What the functions know of a fixed page (netlify/lib/page-urls.ts): where it answers and its file in dist/. */
export type FixedPagePlace = Pick<PagePlace, 'url' | 'htmlFile'>;

/** The part a fixed page plays, which the content step finds from its data (scripts/content/page-builders/special-pages.ts). */
export type PageRole = 'home' | 'contact' | 'articleList' | 'search' | 'notFound';

/**
 * src/generated/fixed-pages.json, which the content step writes for the steps after it: each fixed page's place by
 * locale and id, and the id of the page that has each role.
 */
export interface FixedPages {
  pages: Partial<Record<Locale, Partial<Record<PageId, FixedPagePlace>>>>;
  roles: Partial<Record<PageRole, PageId>>;
}

/** The place in `locale` of the page that has `role`, or undefined where the file names none. */
export function rolePlace(fixed: FixedPages, role: PageRole, locale: Locale): FixedPagePlace | undefined {
  const id = fixed.roles[role];
  return id === undefined ? undefined : fixed.pages[locale]?.[id];
}

/** The path of the product `key`, under the products' section (SECTION_PATHS, ./pages.ts): `/products/carports-v/`. */
export function productPath(key: string): string {
  return `${SECTION_PATHS.products}${key}/`;
}

/**
 * The fixed page the articles are under, which is their list: the content check refuses the layout `article-list`
 * on any other page (scripts/content/page-builders/special-pages.ts). Its path is its line in PAGE_PATHS.
 */
export const ARTICLE_SECTION = 'conseils' satisfies PageId;

/** The path of the article `slug`, under the article list's: `/conseils/budget-pergola-suisse/`. */
export function articlePath(slug: string): string {
  return `${PAGE_PATHS[ARTICLE_SECTION]}${slug}/`;
}

/** A page's data file under src/generated/, written by the content step: `data/fr/products/carports-v.json`. */
export function routeDataFile({ locale, path }: PageLocation): string {
  return `data/${locale}/${path === '/' ? 'index' : path.slice(1, -1)}.json`;
}

/** The url a page answers at: `/fr/contact/`, `/` for the English home page. */
export function pageUrl(page: PageLocation): string {
  return localeUrl(page.path, page.locale);
}

/** Where a page is: its locale, path, url, HTML file and data file, as the content step writes them in the manifest. */
export function placeOf({ locale, path }: PageLocation): PagePlace {
  const url = pageUrl({ locale, path });
  // dist/fr/contact/index.html, dist/index.html for the English home page.
  return { locale, path, url, htmlFile: `${fileAt(url)}index.html`, dataFile: routeDataFile({ locale, path }) };
}

/**
 * The places content names by their first path, each with its path now: every fixed page (`/<id>/`, or its line in
 * FIRST_PATHS) and every section by its name (`/<name>/`, ./pages.ts). A place stays at its first path until its
 * line in ./pages.ts gives it another.
 */
const FIRST_PLACES = [
  ...PAGE_IDS.map((id) => ({ from: FIRST_PATHS[id] ?? `/${id}/`, to: PAGE_PATHS[id], section: false })),
  ...Object.entries(SECTION_PATHS).map(([name, to]) => ({ from: `/${name}/`, to, section: true })),
];

/** A place moved from its first path: a fixed page, or a section (no page of its own, only the pages under it). */
export interface MovedPath {
  from: string;
  to: string;
  section: boolean;
}

/**
 * The first paths whose place has moved, each with the place's path now (`/conseils/` → `/ratgeber/` once PAGE_PATHS
 * says so): the content links written with the first path follow it (`pathOfLink`), and so do its redirects
 * (./old-paths.ts).
 */
export function movedPaths(): MovedPath[] {
  // Every path lies under the root: a page there is found by its path (the home page), and no link follows it away.
  return FIRST_PLACES.filter(({ from, to }) => from !== to && from !== ROOT_PATH);
}

/**
 * The first paths under the root, the longest first: a link lies under the deepest, moved or not, so a place kept
 * where it was first stays there though a place above it moves (`/contact/merci/` under `/contact/`).
 */
const DEEPEST_FIRST = FIRST_PLACES.filter(({ from }) => from !== ROOT_PATH).sort(
  (a, b) => b.from.length - a.from.length,
);

/**
 * The path a site link written in content names: a link at or under a moved first path names the same place under
 * its path now (`/conseils/<slug>/` → `/ratgeber/<slug>/`, `/products/<key>/` → `/produkte/<key>/`), so renaming a
 * section is its one line in ./pages.ts. Any other link is its own path.
 */
export function pathOfLink(link: string): string {
  // A file stays where public/ holds it, and a link without its last slash is left for the check to name as written.
  const [pathname] = splitSuffix(link);
  if (isFileLink(link) || !pathname.endsWith('/')) return link;
  const place = DEEPEST_FIRST.find(({ from }) => link.startsWith(from));
  return place ? `${place.to}${link.slice(place.from.length)}` : link;
}
