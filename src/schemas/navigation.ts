import { z } from 'zod';
import { productCategory, productKey } from './product';

/**
 * Structure of the main menu: `content/navigation.yaml`. Labels come from the UI strings
 * (`nav.*`) and from each product's `navLabel`, so the structure is written once for all locales.
 */
export const navigationSchema = z.strictObject({
  dropdown: z
    .array(
      z.strictObject({
        // Solar products are reached from the solar page, not from a menu column.
        category: productCategory
          .exclude(['energie-solaire'])
          .describe('The category page the column title links to; vitrage is glazing.'),
        products: z
          .array(productKey)
          .min(1)
          .describe(
            'Product keys (the file names under Products, such as carports-v), in menu order; each shows its "Name in menus".',
          ),
      }),
    )
    .length(3, 'the Solutions dropdown has three columns')
    .meta({
      title: 'Solutions menu',
      description: 'The three columns of the Solutions menu, the same in every language.',
    }),
});
export type Navigation = z.infer<typeof navigationSchema>;
