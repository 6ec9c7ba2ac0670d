import { z } from 'zod';
import { productKey } from './product';

import { ESTIMATOR_TYPES } from '../lib/estimator-types';

export { ESTIMATOR_TYPES, type EstimatorType } from '../lib/estimator-types';

/** A range in whole Swiss francs, lowest first. */
const chfRange = z
  .strictObject({
    /** Lowest amount, CHF. */
    min: z.number().nonnegative(),
    /** Highest amount, CHF; at least `min`. */
    max: z.number().nonnegative(),
  })
  .refine((r) => typeof r?.min !== 'number' || typeof r?.max !== 'number' || r.min <= r.max, {
    message: 'min must not be higher than max; swap the two figures',
    path: ['max'],
  });

/** Allowed values of one dimension, in metres. */
const dimension = z
  .strictObject({
    /** Smallest value a visitor may enter, m. */
    min: z.number().positive(),
    /** Largest value, m. */
    max: z.number().positive(),
    /** Increment of the field, m (0.1 = decimetres). */
    step: z.number().positive(),
    /** Value shown before the visitor changes it, m. */
    default: z.number().positive(),
  })
  .refine((d) => !(d?.min < d?.max) || (d.default >= d.min && d.default <= d.max), {
    message: 'default must lie between min and max',
    path: ['default'],
  })
  .refine((d) => typeof d?.min !== 'number' || d.min < d.max, { message: 'min must be lower than max', path: ['max'] });

/** One pergola kind the estimator prices. */
const pergolaType = z.strictObject({
  /** Price of the structure per m² of roof, CHF. */
  pricePerM2: chfRange,
  /**
   * Hours of labour per m² of roof: the company's working assumption, stated on the page next to the
   * result. The hours are rounded up to the next whole hour.
   */
  hoursPerM2: z.number().positive(),
  /** Product pages that show the estimator with this kind already chosen. */
  products: z.array(productKey).default([]),
});

/**
 * `content/estimator.yaml`: every figure of the pergola budget estimator. Changing a price here changes
 * the estimate on every page that shows it, and in the quote request built from it.
 */
export const estimatorSchema = z
  .strictObject({
    /** The kinds in the order the choice lists them; the first is chosen by default. */
    types: z.strictObject({ wooden: pergolaType, aluminium: pergolaType, bioclimatic: pergolaType }),
    /** Labour rate per hour, CHF. */
    hourlyRate: chfRange,
    /** Building permit fees, CHF (when the visitor says one is needed). */
    permit: chfRange,
    /** Delivery, CHF (when the visitor wants it delivered). */
    delivery: chfRange,
    /** Width of the roof, m. */
    width: dimension,
    /** Depth of the roof (from the façade outwards), m. */
    depth: dimension,
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
