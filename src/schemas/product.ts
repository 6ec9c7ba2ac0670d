import { z } from 'zod';
import { cta, faqItem, image, link, seo, text } from './common';

/**
 * A product's key: its file name (`content/products/<key>.<locale>.yaml`) and its URL segment
 * (`/products/<key>/`). A product is added by adding its files (and, to show it in the menu, its key in
 * `content/navigation.yaml`); no code lists the products.
 */
export const productKey = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a product key is lower-case words joined by "-", like "carports-v"');
export type ProductKey = z.infer<typeof productKey>;

/**
 * The products the company always offers, in the order of its catalogue. The content check requires
 * each of them (a product removed by mistake fails the pull request); it does not limit the others.
 */
export const PRODUCT_KEYS = [
  'rolling-roof',
  'pergolas-bioclimatique',
  'pergola-toile',
  'rolling-roof-plus',
  'stores-coffre-de-pergolas',
  'carports-v',
  'carports-solaire',
  'borne-recharge-electrique',
  'murs-de-verre',
  'fenetre-guillotine',
  'toit-en-verre-retractable',
  'pompes-a-chaleur',
] as const;

/** One product page: `content/products/<key>.<locale>.yaml`. Field names follow the spec. */
export const productSchema = z.strictObject({
  category: z
    .enum(['pergolas', 'carports', 'vitrage', 'energie-solaire'])
    .describe('Category the product belongs to; decides its breadcrumb and menu column.'),
  navLabel: text().meta({ title: 'Name in menus', description: 'Short name in menus and breadcrumbs.' }),
  heroBanner: z.strictObject({
    title: text(),
    subtitle: text(),
    description: text(),
    image,
    /**
     * Optional hero button. A link starting with http (or a file such as `/downloads/x.pdf`) is a
     * download; a site path is an ordinary link. Leave it out to hide the button.
     */
    cta: cta.optional(),
  }),
  accordions: z
    .array(z.strictObject({ title: text(), content: text(), isOpen: z.boolean().default(false) }))
    .length(3, 'a product has exactly three accordions')
    .describe('Three collapsible panels in the hero.'),
  imageParagraphs: z
    .array(
      z.strictObject({
        subtitle: text(),
        title: text(),
        description: text(),
        italicInfo: text().optional(),
        ctaText: text(),
        /** Defaults to the contact page with this product as the subject. */
        ctaLink: link.optional(),
        image,
        reverseLayout: z.boolean().default(false),
      }),
    )
    .length(2, 'a product has exactly two image paragraphs')
    .describe('Two picture-and-text sections with alternating layout; their buttons go to the contact page.'),
  faqSection: z.strictObject({
    subtitle: text().optional(),
    title: text().optional(),
    description: text().optional(),
  }),
  faqData: z
    .array(faqItem)
    .refine((a) => a.length === 0 || a.length === 10, {
      message: 'a product FAQ has exactly 10 questions (or none)',
    })
    .meta({ title: 'Questions and answers', description: 'Ten questions and answers (leave empty to hide the FAQ).' }),
  seo: seo.extend({
    /** schema.org Product category, for example "Bioclimatic pergola". */
    category: text(),
    availability: z.enum(['InStock', 'PreOrder', 'OutOfStock']).default('InStock'),
    currency: z.literal('CHF').default('CHF'),
    /** No prices are published; leave out. */
    price: z.number().positive().optional(),
  }),
});
export type ProductEntry = z.infer<typeof productSchema>;
