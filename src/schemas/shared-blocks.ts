import type { z } from 'zod';
import { bannerSchema, qualitySchema, reviewsSchema, servicesSchema, showcaseSchema } from './blocks';

/**
 * The shared blocks: content written once per locale in content/blocks/<name>.<locale>.yaml and shown on
 * many pages. The one list of them: the content step loads and checks each by its schema, the editor
 * lists them, and each kind of page names those its route data carries (scripts/content/page-builders/).
 */
export const SHARED_BLOCK_SCHEMAS = {
  reviews: reviewsSchema,
  quality: qualitySchema,
  services: servicesSchema,
  banner: bannerSchema,
  showcase: showcaseSchema,
} as const;

export type SharedBlockName = keyof typeof SHARED_BLOCK_SCHEMAS;
export type SharedBlocks = { [K in SharedBlockName]: z.infer<(typeof SHARED_BLOCK_SCHEMAS)[K]> };
export const SHARED_BLOCK_NAMES = Object.keys(SHARED_BLOCK_SCHEMAS) as SharedBlockName[];
