import { z } from 'zod';
import { PRODUCT_KEYS } from './product';

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
        products: z.array(z.enum(PRODUCT_KEYS)).min(1),
      }),
    )
    .length(3, 'the Solutions dropdown has three columns'),
});
export type Navigation = z.infer<typeof navigationSchema>;
