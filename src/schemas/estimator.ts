import { z } from 'zod';
import { productKey } from './product';

import { ESTIMATOR_TYPES } from './estimator-types';

export { ESTIMATOR_TYPES, type EstimatorType } from './estimator-types';

/** A range in whole Swiss francs, lowest first. */
const chfRange = z
  .strictObject({
    min: z.number().nonnegative().describe('Lowest amount, CHF.'),
    max: z.number().nonnegative().describe('Highest amount, CHF; at least the lowest.'),
  })
  .refine((r) => typeof r?.min !== 'number' || typeof r?.max !== 'number' || r.min <= r.max, {
    message: 'min must not be higher than max; swap the two figures',
    path: ['max'],
  });

/** Allowed values of one dimension, in metres. */
const dimension = z
  .strictObject({
    min: z.number().positive().describe('Smallest value a visitor may enter, m.'),
    max: z.number().positive().describe('Largest value a visitor may enter, m.'),
    step: z.number().positive().describe('Increment of the field, m (0.1 = decimetres).'),
    default: z.number().positive().describe('Value shown before the visitor changes it, m.'),
  })
  .refine((d) => !(d?.min < d?.max) || (d.default >= d.min && d.default <= d.max), {
    message: 'default must lie between min and max',
    path: ['default'],
  })
  .refine((d) => typeof d?.min !== 'number' || d.min < d.max, { message: 'min must be lower than max', path: ['max'] });

/** One pergola type the estimator prices. */
const pergolaType = z.strictObject({
  pricePerM2: chfRange.meta({ title: 'Price per m²', description: 'Price of the structure per m² of roof, CHF.' }),
  hoursPerM2: z.number().positive().meta({
    title: 'Hours per m²',
    description:
      "Hours of labour per m² of roof: the company's working assumption, stated beside the result and rounded up to whole hours.",
  }),
  products: z
    .array(productKey)
    .default([])
    .describe('Product pages that show the estimator with this kind already chosen, by key (such as rolling-roof).'),
});

/**
 * `content/estimator.yaml`: every figure of the pergola budget estimator. Changing a price here changes
 * the estimate on every page that shows it, and in the quote request built from it.
 */
export const estimatorSchema = z
  .strictObject({
    types: z
      .strictObject({
        wooden: pergolaType.describe('Figures of the wooden pergola.'),
        aluminium: pergolaType.describe('Figures of the aluminium pergola.'),
        bioclimatic: pergolaType.describe('Figures of the bioclimatic pergola.'),
      })
      .meta({
        title: 'Pergola kinds',
        description:
          'The three kinds visitors choose from; wooden is chosen unless the page or product says otherwise.',
      }),
    hourlyRate: chfRange.describe('Labour rate per hour, CHF.'),
    permit: chfRange.meta({
      title: 'Building permit',
      description: 'Building permit fees, CHF, added when the visitor says one is needed.',
    }),
    delivery: chfRange.describe('Delivery, CHF, added when the visitor wants it delivered.'),
    width: dimension.describe('Width of the roof, m.'),
    depth: dimension.describe('Depth of the roof, from the façade outwards, m.'),
  })
  .superRefine((e, ctx) => {
    const seen = new Map<string, string>();
    for (const type of ESTIMATOR_TYPES)
      (e?.types?.[type]?.products ?? []).forEach((key, i) => {
        const first = seen.get(key);
        if (first)
          ctx.addIssue({
            code: 'custom',
            path: ['types', type, 'products', i],
            message: `"${key}" is already listed under ${first}; a product page shows one kind`,
          });
        else seen.set(key, type);
      });
  });
export type EstimatorConfig = z.infer<typeof estimatorSchema>;
