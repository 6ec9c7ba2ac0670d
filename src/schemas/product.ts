import { z } from 'zod';
import { cta, faqItem, image, link, seo, text } from './common';
import type { PageId } from '../paths/pages';

/**
 * A product's key: its file name (`content/products/<key>.<locale>.yaml`) and its URL segment
 * (`/products/<key>/`). A product is added by adding its files (and, to show it in the menu, its key in
 * `content/navigation.yaml`); no code lists the products. Only the specification's old paths name one, in
 * src/paths/old-paths.ts, and the content check fails when that product has no page.
 */
export const productKey = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a product key is lower-case words joined by "-", like "carports-v"');
export type ProductKey = z.infer<typeof productKey>;

/**
 * The categories of the offer, the one list: each is a fixed page (its id in PAGE_PATHS, src/paths/pages.ts) that a
 * product's breadcrumb and its menu column link to. The menu's columns (src/schemas/navigation.ts) and the counts
 * the content check holds per category (scripts/content/checks/checks.ts) are keyed by it.
 */
export const productCategory = z.enum(['pergolas', 'carports', 'vitrage', 'energie-solaire'] satisfies PageId[]);
export type ProductCategory = z.infer<typeof productCategory>;

/** One product page: `content/products/<key>.<locale>.yaml`. Field names follow the spec. */
export const productSchema = z.strictObject({
  category: productCategory.describe('Category the product belongs to; decides its breadcrumb and menu column.'),
  navLabel: text().meta({ title: 'Name in menus', description: 'Short name in menus and breadcrumbs.' }),
  heroBanner: z
    .strictObject({
      title: text().describe("The product's name as the page's heading; also the subject of its quote requests."),
      subtitle: text().describe('Small line above the heading, in capitals; also the text the Share button sends.'),
      description: text().describe('A paragraph under the heading.'),
      image: image.describe('The large picture beside the heading.'),
      cta: cta
        .optional()
        .describe(
          'Button beside Share; a link to a file such as /downloads/nuancier-couleurs.pdf downloads it. Leave it out for none.',
        ),
    })
    .meta({ title: 'Top of the page', description: 'The picture, heading, text and button at the top of the page.' }),
  accordions: z
    .array(
      z.strictObject({
        title: text().describe('The line a visitor clicks to open the panel.'),
        content: text().describe('The text shown once the panel is open.'),
        isOpen: z
          .boolean()
          .default(false)
          .meta({ title: 'Open at first', description: 'Shows the panel open when the page loads.' }),
      }),
    )
    .length(3, 'a product has exactly three accordions')
    .meta({ title: 'Panels', description: 'Three collapsible panels under the text at the top of the page.' }),
  imageParagraphs: z
    .array(
      z.strictObject({
        subtitle: text().describe('Small line above the heading, in capitals.'),
        title: text().describe('Heading beside the picture.'),
        description: text().describe('The paragraph under the heading.'),
        italicInfo: text()
          .optional()
          .meta({ title: 'Note in italics', description: 'A short line in italics under the paragraph.' }),
        ctaText: text().meta({ title: 'Button text', description: 'Text of the button under the paragraph.' }),
        ctaLink: link.optional().meta({
          title: 'Button link',
          description:
            'Where the button leads, such as /contact/ or an https:// address; the contact page with this product as the subject when empty.',
        }),
        image: image.describe('The picture beside the text.'),
        reverseLayout: z
          .boolean()
          .default(false)
          .meta({ title: 'Picture on the other side', description: 'Swaps the sides of the picture and the text.' }),
      }),
    )
    .length(2, 'a product has exactly two image paragraphs')
    .meta({
      title: 'Picture-and-text sections',
      description: 'Two sections of a picture beside text, each with a button (by default to the contact page).',
    }),
  faqSection: z
    .strictObject({
      subtitle: text()
        .optional()
        .describe('Small line above the heading; "Your questions", in the page\'s language, when empty.'),
      title: text().optional().describe("Heading; the site's usual FAQ heading, in the page's language, when empty."),
      description: text().optional().describe('A sentence under the heading.'),
    })
    .meta({ title: 'Questions: heading', description: 'The words above the questions and answers.' }),
  faqData: z
    .array(faqItem)
    .refine((a) => a.length === 0 || a.length === 10, {
      message: 'a product FAQ has exactly 10 questions (or none)',
    })
    .meta({ title: 'Questions and answers', description: 'Ten questions and answers (leave empty to hide the FAQ).' }),
  seo: seo
    .extend({
      category: text().describe('The kind of product for search engines, for example "Bioclimatic pergola".'),
      availability: z
        .enum(['InStock', 'PreOrder', 'OutOfStock'])
        .default('InStock')
        .describe('Whether it can be ordered, as search engines are told.'),
      currency: z.literal('CHF').default('CHF'),
      price: z
        .number()
        .positive()
        .optional()
        .describe('Leave empty: the company publishes no prices. A price (CHF) would be shown to search engines.'),
    })
    .meta({ title: 'Search engines', description: seo.description }),
});
export type ProductEntry = z.infer<typeof productSchema>;
