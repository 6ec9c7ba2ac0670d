/**
 * What the build writes beside the pages, at one url in every locale: the files content links may name
 * (scripts/content/checks/checks.ts) and the search bundle the browser loads. Free of imports, so the browser's
 * code takes it without the rest of the paths module. A locale's feed has its own url (`feedUrl()`).
 */
export const SITE_FILES = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  /** The colour chart product pages offer, rendered by the content step into public/ (scripts/colour-chart/). */
  colourChart: '/downloads/nuancier-couleurs.pdf',
} as const;

/** The folder, from the project's root, the content step writes what the later steps read to (never committed). */
export const GENERATED_FOLDER = 'src/generated';

/**
 * Netlify's own file names, at the root of dist/: Netlify reads them by these names alone. The page it serves for
 * an unknown url outside a locale prefix, every redirect (written first under src/generated/ by the content
 * step, scripts/content/emit/emit.ts) and the headers of every page, its Content-Security-Policy.
 */
export const NETLIFY_FILES = {
  notFound: '/404.html',
  redirects: '/_redirects',
  headers: '/_headers',
} as const;

/**
 * The folders of the site's images: the pictures content names (`/images/home/hero.svg`, public/images/, where
 * the content editor uploads them) and the resized variants of the raster ones, which the content step writes
 * to public/_img/ (scripts/content/load/images.ts).
 */
export const IMAGE_FOLDERS = {
  pictures: '/images',
  variants: '/_img',
} as const;

/**
 * The folder of the scripts and stylesheets the browser build writes, their names hashed (vite.config.ts
 * `build.assetsDir`); netlify.toml's headers, which no code writes, name it too, to cache them for a year.
 */
export const ASSETS_FOLDER = '/assets';

/**
 * The folder of the site search's Pagefind bundle (scripts/finish/search-index.ts). A constant of its own, not a
 * field of SITE_FILES, so the search's chunk in the browser holds this one url.
 */
export const SEARCH_BUNDLE = '/pagefind/';

/** The file under dist/ (or public/) that answers at `url`: `sitemap.xml`, `fr/feed.xml`. */
export function fileAt(url: string): string {
  return url.slice(1);
}
