import '../lib/zod-config';
import { z } from 'zod';

export { DEFAULT_LOCALE, LOCALES, REQUIRED_LOCALES, RTL_LOCALES, type Locale } from './locales';

/** Non-empty text with surrounding whitespace removed. */
export const text = () => z.string().trim().min(1, 'must not be empty');

/** What a marked string field refers to, checked across files by scripts/content/checks.ts. */
export type ReferenceKind = 'link' | 'image';
/**
 * The string schemas that refer to a page or a file. The content check walks each entry's schema
 * beside its data and checks every value marked here, whatever its field is called.
 */
export const references = z.registry<{ kind: ReferenceKind }>();

/**
 * A link as an author writes it: a site path such as `/contact` or `/products/carports-v/`
 * (locale-neutral: the page adds the visitor's language prefix), an `https://` address,
 * or a `tel:` / `mailto:` link.
 */
export const link = z
  .string()
  .trim()
  .regex(
    /^(\/[a-z0-9\-/.]*(\?[^\s#]*)?(#[\w-]+)?|https?:\/\/\S+|tel:\+?[\d\s]+|mailto:\S+@\S+)$/,
    'expected a site path starting with "/" (for example "/contact"), an https:// address, tel: or mailto:',
  )
  .describe('A page of the site such as /contact/ or /products/carports-v/, an https:// address, tel: or mailto:')
  .register(references, { kind: 'link' });

/** An image shown on the page. `src` is a file under `public/` (for example `/images/products/carports-v.svg`). */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(
        /^\/images\/[\w\-/.]+\.(svg|jpe?g|png|avif|webp)$/,
        'expected a path under /images/ ending in .svg, .jpg, .png, .avif or .webp',
      )
      .meta({ title: 'Picture', description: 'A file under public/images/: SVG, JPEG, PNG, AVIF or WebP.' })
      .register(references, { kind: 'image' }),
    alt: text().meta({
      title: 'Alternative text',
      description: 'Read by screen readers instead of the picture: say what it shows.',
    }),
  })
  .meta({ title: 'Picture' });
export type Image = z.infer<typeof image>;

/** A call-to-action button. */
export const cta = z
  .strictObject({
    label: text().describe('Text on the button.'),
    link,
  })
  .meta({ title: 'Button' });
export type Cta = z.infer<typeof cta>;

/** Search-engine fields of a page. The site name is appended to `title` automatically. */
export const seo = z
  .strictObject({
    title: text()
      .max(70, 'keep titles under 70 characters so search engines do not cut them')
      .describe('Title shown in the browser tab and search results, without the site name.'),
    description: text()
      .max(180, 'keep descriptions under 180 characters')
      .describe('One or two sentences shown under the title in search results.'),
    keywords: z.array(text()).default([]).describe('Keywords for the `keywords` meta tag.'),
    image: image.optional().describe("Picture used when the page is shared; defaults to the page's main image."),
    noIndex: z.boolean().default(false).meta({ title: 'Hide from search engines' }),
    noFollow: z.boolean().default(false).meta({ title: "Ask search engines not to follow the page's links" }),
  })
  .meta({ title: 'Search engines' });
export type Seo = z.infer<typeof seo>;

/** A question and its answer. */
export const faqItem = z.strictObject({ question: text(), answer: text() }).meta({ title: 'Question' });
export type FaqItem = z.infer<typeof faqItem>;
