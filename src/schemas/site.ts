import { z } from 'zod';
import { image, link, text } from './common';

/** One office of the company, shown in the footer and in the Organization JSON-LD. */
export const office = z.strictObject({
  /** ISO 3166 country code: `CH` or `FR`. */
  countryCode: z.enum(['CH', 'FR']),
  /** Street and number. */
  street: text(),
  postalCode: text(),
  city: text(),
  email: z.email('expected an e-mail address such as contact@example.ch'),
  /** International format, for example `+41 22 555 01 00`. */
  phone: z.string().regex(/^\+\d[\d\s]{6,}$/, 'expected an international number such as +41 22 555 01 00'),
  /** Flag shown beside the office (a local SVG). */
  flag: image,
});

/** The days of the week, as office hours name them (`mo` is Monday). */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time of the 24-hour clock such as "08:00"');

/** One opening of the offices: these days, from `opens` to `closes` (Swiss time). */
export const openingHours = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).min(1),
    opens: time,
    closes: time,
  })
  .refine((h) => h.opens < h.closes, {
    message: 'closes before it opens; write the later time in `closes`',
    path: ['closes'],
  });
export type OpeningHours = z.infer<typeof openingHours>;

/** The company's identity, in one place: `content/site.yaml`. */
export const siteSchema = z.strictObject({
  /** Short name used in titles (` | {name}`) and the logo. */
  name: text(),
  /** Name as registered in the commercial register. */
  legalName: text(),
  /** Production address of the site, without trailing slash. */
  url: z.url().regex(/[^/]$/, 'write the address without a trailing slash'),
  /** Logo file. */
  logo: image,
  /** Default picture for pages that have none of their own; its alt text is `seo.defaultImageAlt` per language. */
  defaultImage: image.pick({ src: true }),
  /** Year the company was founded (supports the "over 20 years" claim). */
  foundingYear: z.number().int().min(1900),
  /** Year in the copyright line. */
  copyrightYear: z.number().int().min(2000),
  /** The enterprise identification number (UID, `CHE-…`) shown in the legal notice; not a commercial register number. */
  registerNumber: text(),
  /** VAT number. */
  vatNumber: text(),
  offices: z.array(office).min(1),
  /**
   * When the offices answer the phone and receive visitors: shown on the contact page
   * (`- type: officeHours`) and in the structured data (`openingHoursSpecification`).
   */
  officeHours: z.array(openingHours).min(1),
  /** Links to the company's social network profiles. */
  social: z.array(z.strictObject({ name: text(), url: z.url() })).default([]),
  /** Download of the colour chart (hero CTA of the first five products). */
  colourChart: link,
});
export type Site = z.infer<typeof siteSchema>;
export type Office = z.infer<typeof office>;
