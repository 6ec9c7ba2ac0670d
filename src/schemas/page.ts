import { z } from 'zod';
import { block } from './blocks';
import { seo, text } from './common';

/**
 * The layouts of a block page: most show their blocks alone; the article list, the search page and the 404
 * page add their own parts around them.
 */
export const BLOCK_PAGE_LAYOUTS = ['blocks', 'article-list', 'search', 'not-found'] as const;
export type BlockPageLayout = (typeof BLOCK_PAGE_LAYOUTS)[number];

/** A page built from blocks: `content/pages/<id>.<locale>.yaml`. */
export const pageSchema = z.strictObject({
  title: text().describe("The page's name in breadcrumbs, and its heading where the page shows one of its own."),
  subtitle: text().optional().describe('A line under the heading, on the pages that show one (the advice list).'),
  seo,
  schemaType: z
    .enum(['WebPage', 'Service', 'CollectionPage', 'ContactPage', 'SearchResultsPage'])
    .default('WebPage')
    .meta({
      title: 'Kind of page for search engines',
      description: 'What the page is, in the structured data search engines read; WebPage when unsure.',
    }),
  layout: z.enum(BLOCK_PAGE_LAYOUTS).default('blocks').meta({
    title: 'Layout',
    description:
      "What the page shows around its sections: 'blocks' alone (most pages), 'article-list' (every article, with its filters), 'search' (the search box and its results) or 'not-found' (the 404 page: no translations, no sitemap line). Every translation of a page has the same.",
  }),
  blocks: z
    .array(block)
    // /api/contact knows a message's page, not which of its forms sent it, and the form's ids are the page's own.
    .refine((blocks) => blocks.filter((b) => b.type === 'contactForm').length <= 1, {
      message: 'A page shows at most one contact form: remove the other contactForm blocks.',
    })
    .default([])
    .meta({ title: 'Sections', description: "The page's sections, top to bottom." }),
});
export type PageEntry = z.infer<typeof pageSchema>;

/** Frontmatter of a prose page written in MDX (legal notice, privacy policy). */
export const prosePageSchema = z.strictObject({
  title: text().describe("The page's heading and its name in breadcrumbs."),
  seo,
  updated: z.iso
    .date('expected a date written YYYY-MM-DD')
    .meta({ title: 'Last updated', description: 'Date of the last change, YYYY-MM-DD; shown under the heading.' }),
});
export type ProsePageEntry = z.infer<typeof prosePageSchema>;
