import { z } from 'zod';
import { text } from './common';
import { productKey } from './product';

/**
 * One language's names for the offer: `content/glossary/<locale>.yaml`. The content check holds
 * every product's `navLabel` and the menu's category titles (`nav.category.*`) to these words, so a
 * product is called the same on every page of a language.
 */
export const glossarySchema = z.strictObject({
  /** Each product's name, by product key. */
  products: z.record(productKey, text()),
  /** Each category's name, by category page (`nav.category.<key>`). */
  categories: z.partialRecord(z.enum(['pergolas', 'carports', 'vitrage', 'energie-solaire']), text()),
  /** Technical words translators use the same way everywhere (guidance, not checked). */
  terms: z.record(z.string(), text()).optional(),
});
export type Glossary = z.infer<typeof glossarySchema>;
