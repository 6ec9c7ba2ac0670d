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
  .register(references, { kind: 'link' });

/** An image shown on the page. `src` is a file under `public/` (for example `/images/products/carports-v.svg`). */
export const image = z.strictObject({
  /** Path of the file under `public/`, starting with `/images/`. */
  src: z
    .string()
    .regex(
      /^\/images\/[\w\-/.]+\.(svg|jpe?g|png|avif|webp)$/,
      'expected a path under /images/ ending in .svg, .jpg, .png, .avif or .webp',
    )
    .register(references, { kind: 'image' }),
  /** Text alternative read by screen readers; describe what the picture shows. */
  alt: text(),
});
export type Image = z.infer<typeof image>;

/** A call-to-action button. */
export const cta = z.strictObject({
  /** Text on the button. */
  label: text(),
  /** Where the button goes; see `link`. */
  link,
});
export type Cta = z.infer<typeof cta>;

/** Search-engine fields of a page. The site name is appended to `title` automatically. */
export const seo = z.strictObject({
  /** Title shown in the browser tab and search results, without the site name. */
  title: text().max(70, 'keep titles under 70 characters so search engines do not cut them'),
  /** One or two sentences shown under the title in search results. */
  description: text().max(180, 'keep descriptions under 180 characters'),
  /** Keywords for the `keywords` meta tag. */
  keywords: z.array(text()).default([]),
  /** Picture used when the page is shared; defaults to the page's main image. */
  image: image.optional(),
  /** Hide the page from search engines. */
  noIndex: z.boolean().default(false),
  /** Ask search engines not to follow the page's links. */
  noFollow: z.boolean().default(false),
});
export type Seo = z.infer<typeof seo>;

/** A question and its answer. */
export const faqItem = z.strictObject({ question: text(), answer: text() });
export type FaqItem = z.infer<typeof faqItem>;
