/**
 * The attributes of each component an author may use in MDX content (the names are in
 * src/schemas/mdx-component-names.ts), as zod fields. The content check rejects an attribute these fields
 * refuse; the editor's toolbar (scripts/cms/mdx-components.ts) asks for the same fields. `children` is
 * the text between the opening and the closing tag, for a component that wraps some.
 */
import { z } from 'zod';
import { image, text } from './common';
import { office } from './site';
import { ESTIMATE_BOUNDS, ESTIMATE_PARTS, ESTIMATOR_TYPES } from './estimator-types';
import { MOUNTS } from './solar-options';
import type { MdxComponentName } from './mdx-component-names';

const metres = z.string().regex(/^\d+(\.\d+)?$/, 'write metres with a point for decimals: width="4.5"');

export interface MdxComponent {
  /** Name of the component in the editor's toolbar. */
  label: string;
  attributes: z.ZodObject;
  children?: z.ZodType;
}

/** The pergola type and size an estimator figure is worked out for, as <EstimateAmount> and <EstimateHours> ask for them. */
const estimateSize = {
  type: z.enum(ESTIMATOR_TYPES).describe('The kind of pergola.'),
  width: metres.optional().describe("Metres; the estimator's default when left out."),
  depth: metres.optional().describe("Metres; the estimator's default when left out."),
};

export const MDX_COMPONENTS: Record<MdxComponentName, MdxComponent> = {
  Figure: {
    label: 'Picture with caption',
    attributes: z.strictObject({ src: image.shape.src, alt: image.shape.alt, caption: text().optional() }),
  },
  Callout: {
    label: 'Note',
    attributes: z.strictObject({ title: text().optional() }),
    children: text().describe('The note itself.'),
  },
  Estimator: {
    label: 'Budget estimator',
    attributes: z.strictObject({
      type: z.enum(ESTIMATOR_TYPES).optional().describe('The kind of pergola chosen when the page opens.'),
    }),
  },
  SolarEstimator: {
    label: 'Solar estimator',
    attributes: z.strictObject({
      mount: z.enum(MOUNTS).optional().describe('Where the panels go when the page opens: roof or carport.'),
    }),
  },
  CompanyDetails: {
    label: 'Company details',
    // Name, registered office, enterprise and VAT numbers, e-mail and phone, all from content/site.yaml.
    attributes: z.strictObject({}),
  },
  OfficeDetails: {
    label: 'Office details',
    attributes: z.strictObject({
      country: z.enum(office.shape.countryCode.options).meta({
        title: 'Office',
        description: "CH or FR: the office whose address, e-mail and phone (from the site's identity) are shown.",
      }),
    }),
  },
  Amount: {
    label: 'Amount in Swiss francs',
    attributes: z.strictObject({
      chf: z
        .string()
        .regex(/^\d+$/, 'write the amount in whole francs, digits only: chf="10550"')
        .describe(
          'The amount in whole Swiss francs, digits only; the page writes it as its language does (content/locales.yaml).',
        ),
    }),
  },
  EstimateAmount: {
    label: 'Amount from the budget estimator',
    // Worked out from content/estimator.yaml as the estimator does, so the article follows its prices.
    attributes: z.strictObject({
      ...estimateSize,
      part: z
        .enum(ESTIMATE_PARTS)
        .describe(
          'Which figure: a line of the estimate (structure, labour, permit, delivery, total) or a rate (pricePerM2, hourlyRate).',
        ),
      bound: z.enum(ESTIMATE_BOUNDS).describe('The low or the high end of the range.'),
      permit: z.enum(['yes']).optional().describe('The total counts the building permit.'),
      delivery: z.enum(['yes']).optional().describe('The total counts the delivery.'),
      currency: z
        .enum(['no'])
        .optional()
        .describe('"no" writes the figure alone, for a table whose heading names the currency: "745–1’893".'),
    }),
  },
  EstimateHours: {
    label: 'Hours of labour from the budget estimator',
    // Worked out from content/estimator.yaml (hoursPerM2), so the example's labour line adds up when it changes.
    attributes: z.strictObject({
      ...estimateSize,
      unit: z
        .string()
        .min(1)
        .optional()
        .describe(
          'The unit after the figure, in the page\'s language ("h", "heures"): held to it by a no-break space.',
        ),
    }),
  },
};
