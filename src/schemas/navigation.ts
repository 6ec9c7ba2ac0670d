import { z } from 'zod';
import { PAGE_IDS, type PageId } from '../paths/pages';
import { productCategory, productKey } from './product';

const fixedPage = z.enum(PAGE_IDS as [PageId, ...PageId[]]);

/**
 * The categories the Solutions menu has a column for: every one but solar energy, whose products the menu leaves
 * to the solar page (the specification's menu). The menu has one column per category of this list.
 */
export const menuCategory = productCategory.exclude(['energie-solaire']);
export type MenuCategory = z.infer<typeof menuCategory>;

/**
 * The site's menus: `content/navigation.yaml`, the one list of each. Labels come from the UI strings
 * (`nav.<page>`, `footer.legal.<page>`, `nav.category.*`) and from each product's `navLabel`, so the structure is
 * written once for all locales.
 */
export const navigationSchema = z.strictObject({
  main: z.array(fixedPage).min(1).meta({
    title: 'Main menu',
    description:
      'The pages of the main menu, in order, by their id (the file name under Pages); each is named by its UI string nav.<id>. The footer repeats it.',
  }),
  dropdownUnder: fixedPage.meta({
    title: 'Solutions menu under',
    description: 'The page of the main menu the Solutions menu opens under.',
  }),
  legal: z.array(fixedPage).meta({
    title: 'Footer links',
    description:
      "The pages the footer lists beside the main menu's, in order, by their id; each is named by its UI string footer.legal.<id>.",
  }),
  dropdown: z
    .array(
      z.strictObject({
        category: menuCategory.describe('The category page the column title links to; vitrage is glazing.'),
        products: z
          .array(productKey)
          .min(1)
          .describe(
            'Product keys (the file names under Products, such as carports-v), in menu order; each shows its "Name in menus".',
          ),
      }),
    )
    .length(
      menuCategory.options.length,
      `the Solutions dropdown has one column per category: ${menuCategory.options.join(', ')}`,
    )
    .refine(
      (columns) => new Set(columns.map((c) => c.category)).size === columns.length,
      `the Solutions dropdown has one column per category: give each of ${menuCategory.options.join(', ')} one column`,
    )
    .meta({
      title: 'Solutions menu',
      description: 'The columns of the Solutions menu, one per product category it shows, the same in every language.',
    }),
});
