import { z } from 'zod';
import { cta, faqItem, image, link, text } from './common';
import { CONTACT_BLOCK_FIELDS, requiredContactFields, type ContactBlockField } from './contact-fields';
import { ESTIMATOR_TYPES } from './estimator';
import { MOUNTS } from './solar-options';

/*
 * The building blocks of every page. A page file lists them in order under `blocks:`,
 * each with a `type`. The reviews, quality, services, showcase and banner blocks take their items
 * from `content/blocks/` (the schemas at the end) so they are written once per language.
 * A block's title and description, and each field's, are what the editor (/admin/) shows authors.
 */

/** The optional line above a heading that components render as an "eyebrow". */
const eyebrow = () => text().optional().describe('Small line above the heading, in capitals.');

export const heroBlock = z
  .strictObject({
    type: z.literal('hero'),
    title: text().describe("Large heading beside the picture; the page's main heading when the hero comes first."),
    subtitle: eyebrow(),
    description: text().optional().describe('A sentence or two under the heading.'),
    image: image.describe('The large picture beside the heading.'),
    cta: cta.optional().describe('Button under the text; leave it out for none.'),
  })
  .meta({ title: 'Hero', description: 'A big picture with a heading, a few words and a button.' });

export const textSectionBlock = z
  .strictObject({
    type: z.literal('textSection'),
    title: text().describe('Heading of the section.'),
    text: text().describe('The paragraph under the heading.'),
    cta: cta.optional().describe('Button under the text; leave it out for none.'),
    showPhone: z.boolean().default(false).meta({
      title: 'Show the phone number',
      description: "Adds a button that calls the first office's phone number (from Site identity).",
    }),
  })
  .meta({ title: 'Text section', description: 'A heading and a paragraph on a green band, with buttons.' });

export const imageTextBlock = z
  .strictObject({
    type: z.literal('imageText'),
    subtitle: eyebrow(),
    title: text().describe('Heading beside the picture.'),
    description: text().describe('The paragraph under the heading.'),
    italicInfo: text()
      .optional()
      .meta({ title: 'Note in italics', description: 'A short line in italics under the text and bullet points.' }),
    items: z
      .array(text())
      .default([])
      .meta({ title: 'Bullet points', description: 'Short points listed under the text.' }),
    cta: cta.optional().describe('Button under the text; leave it out for none.'),
    image: image.describe('The picture beside the text.'),
    reverse: z.boolean().default(false).meta({
      title: 'Picture on the other side',
      description: 'Swaps the sides of the picture and the text (mirrored in Arabic).',
    }),
  })
  .meta({ title: 'Picture and text', description: 'A picture beside a heading, a paragraph and bullet points.' });

export const partnersStatsBlock = z
  .strictObject({
    type: z.literal('partnersStats'),
    title: text().describe('Heading of the section.'),
    partners: z
      .array(
        z.strictObject({
          name: text().describe("The partner's name: not shown on the page, it names the entry in this list."),
          logo: image.meta({ title: 'Logo' }),
        }),
      )
      .min(1)
      .describe('Partner logos, in a row under the figures.'),
    stats: z
      .array(
        z.strictObject({
          number: text().describe('The figure in large type, such as "20+" or "1000+".'),
          subtitle: text().describe('What the figure counts, such as "years of experience".'),
          description: text().describe('A short sentence under it.'),
        }),
      )
      .min(1)
      .meta({ title: 'Key figures', description: 'Figures in large type, such as "20+ years".' }),
  })
  .meta({ title: 'Partners and key figures', description: 'Key figures ("20+ years") and a row of partner logos.' });

export const logoStripBlock = z
  .strictObject({
    type: z.literal('logoStrip'),
    title: text().describe('Heading above the strip.'),
    logos: z.array(image).min(2).describe('At least two logos; they scroll in a loop, in this order.'),
  })
  .meta({ title: 'Logo strip', description: 'A strip of client logos scrolling in a loop.' });

export const beforeAfterBlock = z
  .strictObject({
    type: z.literal('beforeAfter'),
    title: text().describe('Heading above the pictures.'),
    description: text().optional().describe('A sentence under the heading.'),
    before: image.meta({ title: 'Picture before', description: 'The place before the work; same framing as after.' }),
    after: image.meta({ title: 'Picture after', description: 'The same place once the work is done.' }),
  })
  .meta({
    title: 'Before and after',
    description: 'Two pictures of the same place, before and after the work, with a slider between them.',
  });

export const projectsBlock = z
  .strictObject({
    type: z.literal('projects'),
    title: text().describe('Heading of the section.'),
    subtitle: text().optional().describe('A sentence under the heading.'),
    projects: z
      .array(
        z.strictObject({
          image,
          title: text().describe("The project's name on its card; the whole card is a link."),
          link: link.describe('Where the card leads: a site path such as /realisations/, or an https:// address.'),
        }),
      )
      .min(1)
      .describe('The projects, one card each.'),
    cta: cta.optional().describe('Button under the cards; leave it out for none.'),
  })
  .meta({ title: 'Projects', description: 'A few past projects, each a picture with a title and a link.' });

export const faqBlock = z
  .strictObject({
    type: z.literal('faq'),
    subtitle: eyebrow(),
    title: text().optional().describe("Heading; the site's usual FAQ heading, in the page's language, when empty."),
    description: text().optional().describe('A sentence under the heading.'),
    items: z.array(faqItem).min(1).meta({ title: 'Questions', description: 'Questions and answers, in this order.' }),
  })
  .meta({
    title: 'Questions and answers',
    description: 'Questions that open to show their answer; several may be open.',
  });

export const reviewsBlock = z
  .strictObject({
    type: z.literal('reviews'),
    title: text().optional().describe('Heading; the one of the shared reviews when empty.'),
  })
  .meta({
    title: 'Customer reviews',
    description: 'A carousel of the reviews written once per language under Shared blocks.',
  });

export const blogTeaserBlock = z
  .strictObject({
    type: z.literal('blogTeaser'),
    title: text().describe('Heading of the section.'),
    subtitle: text().optional().describe('A sentence under the heading.'),
    cta: cta.optional().describe('Button under the articles; leave it out for none.'),
  })
  .meta({ title: 'Latest articles', description: 'Cards of the latest advice articles.' });

export const bannerBlock = z
  .strictObject({
    type: z.literal('banner'),
    title: text().optional().describe("Heading; the shared banner's when empty."),
    subtitle: text().optional().describe("Small line above the heading; the shared banner's when empty."),
    cta: cta.optional().describe("Button; the shared banner's when left out."),
  })
  .meta({
    title: 'Call-to-action banner',
    description: 'A green band with a heading and a button; what is left empty comes from the shared banner.',
  });

export const qualityBlock = z
  .strictObject({ type: z.literal('quality') })
  .meta({ title: 'Quality promises', description: 'The four quality promises written under Shared blocks.' });

export const servicesBlock = z
  .strictObject({
    type: z.literal('services'),
    title: text().optional().describe("Heading; the shared services' when empty."),
  })
  .meta({ title: 'Services', description: 'Four tiles linking to the category pages, written under Shared blocks.' });

export const galleryBlock = z
  .strictObject({
    type: z.literal('gallery'),
    title: text().optional().describe('Heading above the gallery; none when empty.'),
    images: z
      .array(
        z.strictObject({
          src: image.shape.src,
          alt: image.shape.alt,
          title: text().describe('Caption under the picture.'),
          category: z
            .enum(['pergola', 'rolling-roof', 'toit-retractable'])
            .describe('The filter button that shows this picture: pergolas, rolling roofs or retractable roofs.'),
        }),
      )
      .min(1)
      .meta({ title: 'Pictures', description: 'The pictures, in this order; visitors filter them by category.' }),
  })
  .meta({ title: 'Gallery', description: 'A grid of pictures of past work, with filter buttons by category.' });

export const showcaseBlock = z
  .strictObject({
    type: z.literal('showcase'),
    title: text().optional().describe("Heading; the shared showcase's when empty."),
  })
  .meta({
    title: 'Showcase',
    description: 'Eight pictures of past work and a button to the portfolio, written under Shared blocks.',
  });

const fieldOverride = z
  .strictObject({
    label: text().optional().describe("Replaces the field's usual label on this page."),
    placeholder: text().optional().describe('Replaces the example text shown in the empty field (text fields only).'),
    required: z.boolean().optional().meta({
      title: 'Must be filled in',
      description: 'Leave unset for the usual rule: every field but the company and the attachment is required.',
    }),
  })
  .describe("Changes to this field of the form on this page; leave empty to keep the form's usual wording.");

// Posts to /api/contact (netlify/functions/contact.mts).
export const contactFormBlock = z
  .strictObject({
    type: z.literal('contactForm'),
    title: text().describe('Heading above the form.'),
    text: text().optional().describe('A sentence under the heading.'),
    fields: z
      .partialRecord(
        // The keys are the form's field names, which the function reads.
        z.enum(CONTACT_BLOCK_FIELDS).meta({
          titles: {
            nom: 'Last name',
            prenom: 'First name',
            email: 'E-mail address',
            telephone: 'Phone',
            societe: 'Company',
            sujet: 'Subject',
            message: 'Message',
            file: 'Attachment',
          } satisfies Record<ContactBlockField, string>,
        }),
        fieldOverride,
      )
      // A lead is answered by e-mail or by phone: a form that lets a visitor leave both blank loses it.
      .refine(
        (fields) => {
          const required = requiredContactFields(fields);
          return required.email || required.telephone;
        },
        {
          error:
            'a visitor could leave both the e-mail and the phone blank, and could not be answered: keep one of them required (leave its `required` unset, or set it to true)',
        },
      )
      .default({})
      .meta({
        title: 'Form fields',
        description:
          'Labels, example texts or the required flag of single fields of the form. Keep the e-mail or the phone required, so every visitor can be answered.',
      }),
  })
  .meta({ title: 'Contact form', description: 'The contact form; its messages reach the company by e-mail.' });

// Its figures are in content/estimator.yaml, its labels in the UI catalogues.
export const estimatorBlock = z
  .strictObject({
    type: z.literal('estimator'),
    title: text()
      .optional()
      .describe("Heading above the estimator; the site's usual one, in the page's language, when empty."),
    preset: z.enum(ESTIMATOR_TYPES).optional().meta({
      title: 'Pergola chosen at first',
      description: 'The kind of pergola selected when the page opens; the first kind when empty.',
    }),
  })
  .meta({
    title: 'Budget estimator',
    description: 'Visitors size a pergola, see a price range in CHF and send it as a quote request.',
  });

// Its figures are in content/solar-estimator.yaml, its labels in the UI catalogues (`solar.*`).
export const solarEstimatorBlock = z
  .strictObject({
    type: z.literal('solar-estimator'),
    title: text()
      .optional()
      .describe("Heading above the estimator; the site's usual one, in the page's language, when empty."),
    mount: z.enum(MOUNTS).optional().meta({
      title: 'Panels chosen at first',
      description: 'Where the panels go when the page opens: roof or carport; a roof when empty.',
    }),
  })
  .meta({
    title: 'Solar estimator',
    description:
      'Visitors describe a roof or a carport and see what it would produce, save and receive in subsidies, then send it as a quote request.',
  });

/*
 * The newsletter's landing pages: their button is a plain form posting to the newsletter function (the link's
 * token travels in a cookie), so it works without JavaScript and only a deliberate press acts: mail scanners open
 * links, they press no buttons.
 */
export const newsletterUnsubscribeBlock = z
  .strictObject({
    type: z.literal('newsletterUnsubscribe'),
    title: text().describe('Heading of the page.'),
    text: text().describe('A sentence under the heading.'),
    button: text().describe('Text of the button that unsubscribes.'),
  })
  .meta({
    title: 'Newsletter: unsubscribe',
    description: 'The page the unsubscribe link of a newsletter mail opens: a heading, a sentence and one button.',
  });

export const newsletterConfirmBlock = z
  .strictObject({
    type: z.literal('newsletterConfirm'),
    title: text().describe('Heading of the page.'),
    text: text().describe('A sentence under the heading.'),
    button: text().describe('Text of the button that confirms the subscription.'),
  })
  .meta({
    title: 'Newsletter: confirm',
    description: 'The page the confirmation link of the newsletter mail opens: a heading, a sentence and one button.',
  });

export const officeHoursBlock = z
  .strictObject({
    type: z.literal('officeHours'),
    title: text().describe('Heading above the hours.'),
  })
  .meta({ title: 'Office hours', description: 'The opening hours written in Site identity, under a heading.' });

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
  solarEstimatorBlock,
  newsletterUnsubscribeBlock,
  newsletterConfirmBlock,
  officeHoursBlock,
]);
export type Block = z.infer<typeof block>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

/* Shared block content, one file per locale in content/blocks/. */

export const reviewsSchema = z.strictObject({
  title: text().describe('Heading of the reviews carousel.'),
  reviews: z
    .array(
      z.strictObject({
        name: text().describe("The customer's name, shown under the review."),
        product: text().describe('What the customer bought, shown beside their name.'),
        text: text().describe("The customer's words."),
        rating: z.number().int().min(1).max(5).describe('Number of stars, 1 to 5.'),
      }),
    )
    .min(1)
    .describe('The reviews, in the order the carousel shows them.'),
});

export const qualitySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z
          .enum(['free-quote', 'warranty', 'expertise', 'assistance'])
          .meta({ title: 'Promise', description: 'Which of the four promises this is; each appears once.' }),
        icon: z.strictObject({ src: image.shape.src }).meta({
          title: 'Icon',
          description:
            'Small picture above the heading of the promise. It has no alternative text: the heading says what it shows.',
        }),
        title: text().describe('Heading of the promise.'),
        description: text().describe('A sentence under it.'),
      }),
    )
    .length(4, 'the quality row has exactly four items')
    .meta({ title: 'Promises', description: 'Exactly four promises, in this order.' }),
});

export const servicesSchema = z.strictObject({
  title: text().describe('Heading above the tiles.'),
  items: z
    .array(
      z.strictObject({
        title: text().describe('Name on the tile; the whole tile is a link.'),
        image,
        description: text().describe('A sentence under the name.'),
        link,
      }),
    )
    .length(4, 'the services showcase has exactly four tiles')
    .meta({ title: 'Tiles', description: 'Exactly four tiles, one per category page.' }),
});

export const bannerSchema = z.strictObject({
  title: text().describe('Heading of the banner.'),
  subtitle: text().describe('Small line above the heading, in capitals.'),
  cta,
  backgroundImage: image.optional().meta({
    title: 'Background picture',
    description: 'Not shown on the page: the banner has a green background of its own.',
  }),
});

export const showcaseSchema = z.strictObject({
  title: text().describe('Heading above the pictures.'),
  images: z
    .array(
      z.strictObject({
        src: image.shape.src,
        alt: image.shape.alt,
        description: text().describe('Caption under the picture.'),
      }),
    )
    .length(8, 'the showcase has exactly eight pictures')
    .meta({ title: 'Pictures', description: 'Exactly eight pictures, in a grid.' }),
  cta,
});
