import './zod-config';
import { z } from 'zod';

export { DEFAULT_LOCALE, LOCALES, REQUIRED_LOCALES, type Locale } from './locales';

/** Non-empty text with surrounding whitespace removed. */
export const text = () => z.string().trim().min(1, 'must not be empty');

/** What a marked string field refers to, checked across files by scripts/content/checks/checks.ts. */
export type ReferenceType = 'link' | 'image';
/**
 * The string schemas that refer to a page or a file. The content check walks each entry's schema
 * beside its data and checks every value marked here, whatever its field is called.
 */
export const references = z.registry<{ type: ReferenceType }>();

/** The schemes a link may leave the site by; the `link` pattern below admits these alone. */
export const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;

/** A link's scheme (`https` of `https://…`), as URLs write one. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * What is wrong with a link that names another scheme (`javascript:`, `data:`): a page runs no code from a link and
 * leads nowhere but to a page, a mail or a phone. Undefined for a link with no scheme or an allowed one.
 */
export function schemeProblem(link: string): string | undefined {
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  if (scheme === undefined || (LINK_SCHEMES as readonly string[]).includes(scheme)) return undefined;
  return `a link leads to a page, a mail or a phone (${LINK_SCHEMES.map((s) => `${s}:`).join(', ')}): "${scheme}:" is refused`;
}

/**
 * What to write instead of a link written relative to its page (`conseils/a/`, also behind `./` or `../`), which the
 * site would quietly read from its root: the same path from the root. Undefined for any other link: a site path, an
 * address with a scheme (`https:`, `mailto:`, `tel:`), an in-page anchor (`#x`) or a query (`?x`).
 */
export function relativeLinkProblem(link: string): string | undefined {
  if (SCHEME.test(link) || /^[/#?]/.test(link)) return undefined;
  const path = link.replace(/^(?:\.\.?\/)+/, '');
  return path
    ? `write links from the site's root: "/${path}"`
    : 'write the page the link leads to, from the site\'s root, such as "/contact/"';
}

/**
 * A link as an author writes it. A site path is locale-neutral: the content step gives each page that shows it
 * the url in the page's locale (scripts/content/page-builders/link-urls.ts).
 * A copy with words of its own (`link.describe(…)`) keeps the mark in `references`: zod's registries inherit.
 */
export const link = z
  .string()
  .trim()
  .regex(/^(\/[a-z0-9\-/.]*(\?[^\s#]*)?(#[\w-]+)?|https?:\/\/\S+|tel:\+?[\d\s]+|mailto:\S+@\S+)$/, {
    // Asked without an issue (scripts/cms/zod-fields.ts), it gives the editor's pattern its general words.
    error: (issue?: { input?: unknown }) =>
      (typeof issue?.input === 'string' && relativeLinkProblem(issue.input)) ||
      'expected a site path starting with "/" (for example "/contact/"), an https:// address, tel: or mailto:',
  })
  .describe(
    'A page of the site such as /contact/ or /products/carports-v/ (without the language), an https:// address, tel: or mailto:',
  )
  .register(references, { type: 'link' });

export const image = z
  .strictObject({
    src: z
      .string()
      .regex(
        /^\/images\/[\w\-/.]+\.(svg|jpe?g|png|avif|webp)$/,
        'expected a path under /images/ ending in .svg, .jpg, .png, .avif or .webp',
      )
      .meta({ title: 'Picture', description: 'A file under public/images/: SVG, JPEG, PNG, AVIF or WebP.' })
      .register(references, { type: 'image' }),
    alt: text().meta({
      title: 'Alternative text',
      description: 'Read by screen readers instead of the picture: say what it shows.',
    }),
  })
  .meta({ title: 'Picture', description: 'A picture and its alternative text.' });
export type Image = z.infer<typeof image>;

export const cta = z
  .strictObject({
    label: text().describe('Text on the button.'),
    link,
  })
  .meta({ title: 'Button', description: 'A button: its text and where it leads.' });
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
    keywords: z.array(text()).default([]).describe("Search words for the page's keywords tag, one per entry."),
    image: image.optional().describe("Picture used when the page is shared; defaults to the page's main image."),
    noIndex: z.boolean().default(false).meta({
      title: 'Hide from search engines',
      description: 'Asks search engines to leave the page out of their results.',
    }),
    noFollow: z.boolean().default(false).meta({ title: "Ask search engines not to follow the page's links" }),
  })
  .meta({ title: 'Search engines', description: 'How the page appears in search results and when shared.' });

export const faqItem = z
  .strictObject({
    question: text().describe('The question as a visitor would ask it; a click on it opens the answer.'),
    answer: text().describe('Shown under the question once it is opened.'),
  })
  .meta({ title: 'Question', description: 'A question and its answer.' });
export type FaqItem = z.infer<typeof faqItem>;
