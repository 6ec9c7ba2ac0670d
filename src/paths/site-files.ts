/**
 * What the build writes beside the pages, at one address in every locale: the files content links may name
 * (scripts/content/checks/checks.ts) and the search bundle the browser loads. Free of imports, so the browser's
 * code takes it without the rest of the paths module. A locale's feed has its own url (`feedUrl()`).
 */
export const SITE_FILES = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  /** The colour chart product pages offer, rendered by the content step into public/ (scripts/colour-chart/). */
  colourChart: '/downloads/nuancier-couleurs.pdf',
} as const;

/**
 * The folder of the site search's Pagefind bundle (scripts/finish/search-index.ts). A constant of its own, not a
 * field of SITE_FILES, so the search's chunk in the browser holds this one address.
 */
export const SEARCH_BUNDLE = '/pagefind/';

/** The file under dist/ (or public/) that answers at `address`: `sitemap.xml`, `fr/feed.xml`. */
export function fileAt(address: string): string {
  return address.slice(1);
}
