import { z } from 'zod';
import { cta, faqItem, image, link, text } from './common';
import { ESTIMATOR_TYPES } from './estimator';

/*
 * The building blocks of every page. A page file lists them in order under `blocks:`,
 * each with a `type`. Blocks marked "shared" take their items from `content/blocks/`
 * so the same reviews or quality items are written once per language.
 */

/** Big picture with a title and a button, at the top of a page. */
export const heroBlock = z.strictObject({
  type: z.literal('hero'),
  title: text(),
  subtitle: text().optional(),
  description: text().optional(),
  image,
  cta: cta.optional(),
});

/** A title and text on a gradient background, with an optional button (default link `/`). */
export const textSectionBlock = z.strictObject({
  type: z.literal('textSection'),
  title: text(),
  text: text(),
  cta: cta.optional(),
  /** Show the company's phone number as a call-to-action under the text. */
  showPhone: z.boolean().default(false),
});

/** A picture beside a paragraph; `reverse` puts the picture on the other side. */
export const imageTextBlock = z.strictObject({
  type: z.literal('imageText'),
  subtitle: text().optional(),
  title: text(),
  description: text(),
  /** A short line in italics under the description. */
  italicInfo: text().optional(),
  /** Bullet points under the description. */
  items: z.array(text()).default([]),
  cta: cta.optional(),
  image,
  reverse: z.boolean().default(false),
});

/** Partner logos and key figures ("20+ years", "1000+ installations"). */
export const partnersStatsBlock = z.strictObject({
  type: z.literal('partnersStats'),
  title: text(),
  partners: z.array(z.strictObject({ name: text(), logo: image })).min(1),
  stats: z.array(z.strictObject({ number: text(), subtitle: text(), description: text() })).min(1),
});

/** A strip of client logos scrolling in a loop. */
export const logoStripBlock = z.strictObject({
  type: z.literal('logoStrip'),
  title: text(),
  logos: z.array(image).min(2),
});

/** Two pictures of the same place, before and after the work, with a slider between them. */
export const beforeAfterBlock = z.strictObject({
  type: z.literal('beforeAfter'),
  title: text(),
  description: text().optional(),
  before: image,
  after: image,
});

/** A few past projects, each a picture with a title and a link. */
export const projectsBlock = z.strictObject({
  type: z.literal('projects'),
  title: text(),
  subtitle: text().optional(),
  projects: z.array(z.strictObject({ image, title: text(), link })).min(1),
  cta: cta.optional(),
});

/** Collapsible questions and answers; several may be open at once. */
export const faqBlock = z.strictObject({
  type: z.literal('faq'),
  subtitle: text().optional(),
  /** Defaults to the UI string `faq.title` ("Frequently Asked Questions"). */
  title: text().optional(),
  description: text().optional(),
  items: z.array(faqItem).min(1),
});

/** Customer reviews carousel (shared: `content/blocks/reviews.<locale>.yaml`). */
export const reviewsBlock = z.strictObject({
  type: z.literal('reviews'),
  title: text().optional(),
});

/** The latest advice articles, linking to `/conseils/`. */
export const blogTeaserBlock = z.strictObject({
  type: z.literal('blogTeaser'),
  title: text(),
  subtitle: text().optional(),
  cta: cta.optional(),
});

/** Call-to-action banner; every field defaults to the shared banner text. */
export const bannerBlock = z.strictObject({
  type: z.literal('banner'),
  title: text().optional(),
  subtitle: text().optional(),
  cta: cta.optional(),
});

/** The four quality promises (shared: `content/blocks/quality.<locale>.yaml`). */
export const qualityBlock = z.strictObject({ type: z.literal('quality') });

/** Four tiles linking to the category pages (shared: `content/blocks/services.<locale>.yaml`). */
export const servicesBlock = z.strictObject({
  type: z.literal('services'),
  title: text().optional(),
});

/** Portfolio gallery with category filter. */
export const galleryBlock = z.strictObject({
  type: z.literal('gallery'),
  title: text().optional(),
  images: z
    .array(
      z.strictObject({
        src: image.shape.src,
        alt: text(),
        title: text(),
        /** Filter category of the picture. */
        category: z.enum(['pergola', 'rolling-roof', 'toit-retractable']),
      }),
    )
    .min(1),
});

/** Eight pictures of past work with a button to the portfolio (shared: `content/blocks/showcase.<locale>.yaml`). */
export const showcaseBlock = z.strictObject({
  type: z.literal('showcase'),
  title: text().optional(),
});

/** Per-page override of one contact form field. */
const fieldOverride = z.strictObject({
  label: text().optional(),
  placeholder: text().optional(),
  required: z.boolean().optional(),
});

/** The contact form, posting to `/api/contact`. */
export const contactFormBlock = z.strictObject({
  type: z.literal('contactForm'),
  title: text(),
  text: text().optional(),
  /** Override labels, placeholders or the required flag of individual fields. */
  fields: z
    .partialRecord(
      z.enum(['nom', 'prenom', 'email', 'telephone', 'societe', 'sujet', 'message', 'file']),
      fieldOverride,
    )
    .default({}),
});

/**
 * The pergola budget estimator (figures in `content/estimator.yaml`, labels in the UI catalogues):
 * size a pergola, see a range in CHF, send it as a quote request.
 */
export const estimatorBlock = z.strictObject({
  type: z.literal('estimator'),
  /** Heading above it; the catalogue's `estimator.title` when left out. */
  title: text().optional(),
  /** The kind chosen when the page opens; the first of `content/estimator.yaml` when left out. */
  preset: z.enum(ESTIMATOR_TYPES).optional(),
});

/**
 * The newsletter's unsubscribe landing page: a title, a sentence and one button. The button is a plain form
 * posting to `/api/newsletter/unsubscribe` (the link's token travels in a cookie), so it works without
 * JavaScript.
 */
export const newsletterUnsubscribeBlock = z.strictObject({
  type: z.literal('newsletterUnsubscribe'),
  title: text(),
  text: text(),
  /** The button's label. */
  button: text(),
});

/**
 * The page the newsletter's confirmation link lands on: a title, a sentence and one button. The button is
 * a plain form posting to `/api/newsletter/confirm` (the link's token travels in a cookie), so it works
 * without JavaScript and only a deliberate press confirms: mail scanners open links, they press no buttons.
 */
export const newsletterConfirmBlock = z.strictObject({
  type: z.literal('newsletterConfirm'),
  title: text(),
  text: text(),
  /** The button's label. */
  button: text(),
});

/** The office hours of `content/site.yaml`, under this title (the contact page). */
export const officeHoursBlock = z.strictObject({
  type: z.literal('officeHours'),
  title: text(),
});

export const block = z.discriminatedUnion('type', [
  heroBlock,
  textSectionBlock,
  imageTextBlock,
  partnersStatsBlock,
  logoStripBlock,
  beforeAfterBlock,
  projectsBlock,
  faqBlock,
  reviewsBlock,
  blogTeaserBlock,
  bannerBlock,
  qualityBlock,
  servicesBlock,
  galleryBlock,
  showcaseBlock,
  contactFormBlock,
  estimatorBlock,
  newsletterUnsubscribeBlock,
  newsletterConfirmBlock,
  officeHoursBlock,
]);
export type Block = z.infer<typeof block>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
export const BLOCK_TYPES = block.options.map((o) => o.shape.type.value);

/* Shared block content, one file per locale in content/blocks/. */

export const reviewsSchema = z.strictObject({
  title: text(),
  reviews: z
    .array(
      z.strictObject({
        name: text(),
        /** Product the customer bought. */
        product: text(),
        text: text(),
        /** Number of stars, 1 to 5. */
        rating: z.number().int().min(1).max(5),
      }),
    )
    .min(1),
});

export const qualitySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.enum(['free-quote', 'warranty', 'expertise', 'assistance']),
        icon: image,
        title: text(),
        description: text(),
      }),
    )
    .length(4, 'the quality row has exactly four items'),
});

export const servicesSchema = z.strictObject({
  title: text(),
  items: z
    .array(z.strictObject({ title: text(), image, description: text(), link }))
    .length(4, 'the services showcase has exactly four tiles'),
});

export const bannerSchema = z.strictObject({
  title: text(),
  subtitle: text(),
  cta,
  backgroundImage: image.optional(),
});

export const showcaseSchema = z.strictObject({
  title: text(),
  images: z
    .array(z.strictObject({ src: image.shape.src, alt: text(), description: text() }))
    .length(8, 'the showcase has exactly eight pictures'),
  cta,
});
