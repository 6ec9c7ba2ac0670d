// Free of imports: the functions and the paths module (src/paths/place.ts) take it without the schemas.

/**
 * A name in a page's path, as an id, a product key or an article slug is written, and so as its content file is
 * named: lower-case words of letters and digits joined by single hyphens (`carports-v`). A pattern's source.
 */
export const PAGE_NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** Fixed pages of the site, by id; the id is the file name in `content/pages/`. */
export const PAGE_PATHS = {
  home: '/',
  solutions: '/solutions/',
  pergolas: '/pergolas/',
  carports: '/carports/',
  vitrage: '/vitrage/',
  'energie-solaire': '/energie-solaire/',
  realisations: '/realisations/',
  contact: '/contact/',
  conseils: '/conseils/',
  rechercher: '/rechercher/',
  'mentions-legales': '/mentions-legales/',
  'politique-confidentialite': '/politique-confidentialite/',
  '404': '/404/',
  // Where the links of the newsletter mails land (src/paths/newsletter.ts); noindex, not in the sitemap.
  'newsletter-confirmer': '/newsletter/confirmer/',
  'newsletter-confirmation': '/newsletter/confirmation/',
  'newsletter-erreur': '/newsletter/erreur/',
  'newsletter-desinscription': '/newsletter/desinscription/',
  'newsletter-desinscrit': '/newsletter/desinscrit/',
} as const;
export type PageId = keyof typeof PAGE_PATHS;
export const PAGE_IDS = Object.keys(PAGE_PATHS) as PageId[];

/** The site's root: where the home page is, in every locale under its prefix. */
export const ROOT_PATH = '/';

/**
 * Where a fixed page was first, for the pages that were not first at `/<id>/`, the path every other page was
 * first at. A page moved from its first path (its line in PAGE_PATHS changed) keeps it: content links written
 * with it follow the page, and it redirects to the page (./old-paths.ts). A page added anywhere else than
 * `/<id>/` adds its first path here.
 */
export const FIRST_PATHS: Partial<Record<PageId, string>> = {
  home: ROOT_PATH,
  'newsletter-confirmer': '/newsletter/confirmer/',
  'newsletter-confirmation': '/newsletter/confirmation/',
  'newsletter-erreur': '/newsletter/erreur/',
  'newsletter-desinscription': '/newsletter/desinscription/',
  'newsletter-desinscrit': '/newsletter/desinscrit/',
};

/**
 * The sections that are no page of their own, by the name content links write them with: each product's page is
 * under `/products/` (`productPath()`, ./place.ts). Renaming a section is its line here, as moving a fixed page is
 * its line in PAGE_PATHS: links written with its name follow it, and its old paths redirect (./old-paths.ts).
 */
export const SECTION_PATHS = {
  products: '/products/',
} as const;
