/*
 * Every path and url of the site, made here and nowhere else. Three spellings, one word each:
 * - a path is where a page is in every locale, slashes at both ends: `/contact/`, `/products/carports-v/`,
 *   `/` for the home page (`PAGE_PATHS`, `SECTION_PATHS`, `productPath()`, `articlePath()`); the old paths the site
 *   still redirects are listed here too (`oldPaths()`);
 * - a url is where a page or a function answers in one locale, from the site's root: `/fr/contact/`,
 *   `/contact/` in English (`localeUrl()`, `pageUrl()`); a function's is the same in every locale
 *   and has no trailing slash (`API_URLS`);
 * - an absolute URL adds the site's origin (`site.url`): `https://…/fr/contact/`, made by `absoluteUrl()` alone,
 *   for what is read away from the site: the canonical link, the alternates, `og:image`, JSON-LD, the sitemap,
 *   robots.txt's sitemap line and the feeds.
 * What the build writes beside the pages has its url here too (`SITE_FILES`, `NETLIFY_FILES`, `IMAGE_FOLDERS`,
 * `ASSETS_FOLDER`, `SEARCH_BUNDLE`, `feedUrl()`).
 * A page's files, its HTML in dist/ and its data under src/generated/, are derived from its locale and path
 * here too (`placeOf()`), once, by the content step; a file's from its url (`fileAt()`).
 */
// Named one by one, not `export *`, so the bundler keeps each page's chunks as small as if it imported the files.
export { API_URLS, API_ROOT } from './api.ts';
export { NEWSLETTER_PAGES } from './newsletter.ts';
export { PAGE_IDS, PAGE_PATHS, ROOT_PATH, type PageId } from './pages.ts';
export { everyUrlOf, oldPaths, patternUrl, type OldPath } from './old-paths.ts';
export {
  ASSETS_FOLDER,
  GENERATED_FOLDER,
  IMAGE_FOLDERS,
  NETLIFY_FILES,
  SEARCH_BUNDLE,
  SITE_FILES,
  fileAt,
} from './site-files.ts';
export {
  ARTICLE_SECTION,
  absoluteUrl,
  articlePath,
  feedUrl,
  isExternal,
  isFileLink,
  isLocale,
  localePrefix,
  localeUrl,
  parseUrl,
  pathOfLink,
  pageUrl,
  placeOf,
  productPath,
  routeDataFile,
  textDirection,
  withTrailingSlash,
  rolePlace,
  type FixedPagePlace,
  type FixedPages,
  type PageRole,
  type PageLocation,
  type PagePlace,
} from './place.ts';
