import { z } from 'zod';
import { productKey } from './product';

/**
 * Structure of the main menu: `content/navigation.yaml`. Labels come from the UI strings
 * (`nav.*`) and from each product's `navLabel`, so the structure is written once for all locales.
 */
export const navigationSchema = z.strictObject({
  /** Columns of the Solutions mega dropdown. */
  dropdown: z
    .array(
      z.strictObject({
        /** Category page the column title links to. */
        category: z.enum(['pergolas', 'carports', 'vitrage']),
        /** Product keys, in menu order; each must have its files in `content/products/`. */
        products: z.array(productKey).min(1),
      }),
    )
    .length(3, 'the Solutions dropdown has three columns'),
});
export type Navigation = z.infer<typeof navigationSchema>;
