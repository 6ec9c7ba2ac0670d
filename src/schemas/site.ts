import { z } from 'zod';
import { image, text } from './common';

/** One office of the company, shown in the footer and in the Organization JSON-LD. */
export const office = z
  .strictObject({
    countryCode: z
      .enum(['CH', 'FR'])
      .meta({ title: 'Country', description: 'CH for Switzerland, FR for France (ISO 3166 country code).' }),
    street: text().describe('Street and number.'),
    postalCode: text(),
    city: text(),
    email: z
      .email('expected an e-mail address such as contact@example.ch')
      .meta({ title: 'E-mail', description: "The office's e-mail address, shown in the footer." }),
    phone: z
      .string()
      .regex(/^\+\d[\d\s]{6,}$/, 'expected an international number such as +41 22 555 01 00')
      .describe('International format, for example +41 22 555 01 00; shown in the footer.'),
    flag: image.meta({ title: 'Flag', description: 'Small flag beside the country name in the footer.' }),
  })
  .meta({ title: 'Office' });

/** The days of the week, as office hours name them (`mo` is Monday). */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time of the 24-hour clock such as "08:00"');

export const openingHours = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1)
      .describe('The days with these hours: mo (Monday), tu, we, th, fr, sa, su (Sunday).'),
    opens: time.describe('Opening time on the 24-hour clock, such as 08:00 (Swiss time).'),
    closes: time.describe('Closing time on the 24-hour clock, such as 17:30; later than the opening.'),
  })
  .refine((h) => h.opens < h.closes, {
    message: 'closes before it opens; write the later time in `closes`',
    path: ['closes'],
  })
  .describe('Days and the hours the offices are open on them.');
export type OpeningHours = z.infer<typeof openingHours>;

/** The company's identity, in one place: `content/site.yaml`. */
export const siteSchema = z.strictObject({
  name: text().describe('Short company name, added after every page title in the browser tab ("… | Terraluce").'),
  legalName: text().describe('Name as registered in the commercial register; shown in the copyright line.'),
  url: z.url().regex(/[^/]$/, 'write the address without a trailing slash').meta({
    title: 'Site address',
    description: "The site's public address, starting with https://, without a / at the end.",
  }),
  logo: image.meta({ title: 'Logo', description: 'The logo at the top of every page.' }),
  defaultImage: image.pick({ src: true }).meta({
    title: 'Default picture',
    description:
      "Shown when a page without a picture of its own is shared; its alternative text is the language's seo.defaultImageAlt.",
  }),
  foundingYear: z
    .number()
    .int()
    .min(1900)
    .describe('Year the company was founded, told to search engines; it backs the "over 20 years" claim.'),
  copyrightYear: z.number().int().min(2000).describe('Year in the copyright line at the foot of every page.'),
  registerNumber: text().meta({
    title: 'Enterprise number (UID)',
    description: 'The enterprise identification number, CHE-…; not a commercial register number.',
  }),
  vatNumber: text()
    .regex(/^CHE-\d{3}\.\d{3}\.\d{3}$/, 'write the VAT number as its UID alone, CHE-123.456.789')
    .meta({
      title: 'VAT number',
      description:
        'The UID the company is registered for VAT under, CHE-…, without its suffix: each language adds its own (company.vatNumberValue: MWST, TVA, IVA).',
    }),
  offices: z
    .array(office)
    .min(1)
    .describe(
      "The company's offices, each with its address, e-mail and phone in the footer. The first is the registered office the legal pages name.",
    ),
  officeHours: z
    .array(openingHours)
    .min(1)
    .describe(
      'When the offices answer the phone and receive visitors: shown by the Office hours section and told to search engines.',
    ),
  social: z
    .array(
      z.strictObject({
        name: text().describe('Name of the network, such as LinkedIn; the link text in the footer.'),
        url: z.url().meta({ title: 'Address', description: 'Full https:// address of the profile.' }),
      }),
    )
    .default([])
    .meta({ title: 'Social networks', description: "Links to the company's profiles, at the foot of every page." }),
  warranty: z
    .strictObject({
      scope: z.enum(['defects', 'full']).meta({
        title: 'What the warranty covers',
        description:
          'defects: material and manufacturing defects, the warranty every product carries. full: everything, which the pages may then call a full warranty.',
      }),
      years: z.number().int().min(1).optional().meta({
        title: 'Years',
        description: 'How long the warranty lasts, when the company states it; the pages may name no other duration.',
      }),
    })
    .meta({
      title: 'Warranty',
      description:
        "What every product's warranty covers and for how long: the content check refuses a page that promises more.",
    }),
});
export type Site = z.infer<typeof siteSchema>;
export type Office = z.infer<typeof office>;
