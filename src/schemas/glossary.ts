import { z } from 'zod';
import { text } from './common';
import { productCategory, productKey } from './product';

/**
 * One language's names for the offer: `content/glossary/<locale>.yaml`. The content check holds
 * every product's `navLabel` and the menu's category titles (`nav.category.*`) to these words, so a
 * product is called the same on every page of a language. The terms of the trade are in the
 * language's style guide (content/style/<locale>.yaml).
 */
export const glossarySchema = z.strictObject({
  /** Each product's name, by product key. */
  products: z.record(productKey, text()),
  /** Each category's name, by category page (`nav.category.<key>`). */
  categories: z.partialRecord(productCategory, text()),
});
