// Free of imports: the functions and the paths module (src/paths/place.ts) take it without the schemas.

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

/**
 * The sections that are no page of their own, by the name content links write them with: each product's page is
 * under `/products/` (`productPath()`, ./place.ts). Renaming a section is its line here, as moving a fixed page is
 * its line in PAGE_PATHS: links written with its name follow it, and its old paths redirect (./old-paths.ts).
 */
export const SECTION_PATHS = {
  products: '/products/',
} as const;
