import { z } from 'zod';
import { block } from './blocks';
import { seo, text } from './common';

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
  // Where the links of the newsletter mails land (netlify/lib/newsletter/pages.ts); noindex, not in the sitemap.
  'newsletter-confirmer': '/newsletter/confirmer/',
  'newsletter-confirmation': '/newsletter/confirmation/',
  'newsletter-erreur': '/newsletter/erreur/',
  'newsletter-desinscription': '/newsletter/desinscription/',
  'newsletter-desinscrit': '/newsletter/desinscrit/',
} as const;
export type PageId = keyof typeof PAGE_PATHS;
export const PAGE_IDS = Object.keys(PAGE_PATHS) as PageId[];

/** A page built from blocks: `content/pages/<id>.<locale>.yaml`. */
export const pageSchema = z.strictObject({
  /** Name of the page in breadcrumbs and headings. */
  title: text(),
  /** Line under the title, where the page shows one. */
  subtitle: text().optional(),
  seo,
  /** schema.org type of the page, for structured data. */
  schemaType: z.enum(['WebPage', 'Service', 'CollectionPage', 'ContactPage', 'SearchResultsPage']).default('WebPage'),
  /** The page's sections, top to bottom. */
  blocks: z.array(block).default([]),
});
export type PageEntry = z.infer<typeof pageSchema>;

/** Frontmatter of a prose page written in MDX (legal notice, privacy policy). */
export const prosePageSchema = z.strictObject({
  title: text(),
  seo,
  /** Date of the last change, YYYY-MM-DD; shown under the title. */
  updated: z.iso.date('expected a date written YYYY-MM-DD'),
});
export type ProsePageEntry = z.infer<typeof prosePageSchema>;
