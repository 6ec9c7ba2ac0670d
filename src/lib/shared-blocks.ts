import type { z } from 'zod';
import type { bannerSchema, qualitySchema, reviewsSchema, servicesSchema, showcaseSchema } from '../schemas/blocks';

/** Content written once per locale in content/blocks/ and shown on many pages. */
export interface SharedBlocks {
  reviews: z.infer<typeof reviewsSchema>;
  quality: z.infer<typeof qualitySchema>;
  services: z.infer<typeof servicesSchema>;
  banner: z.infer<typeof bannerSchema>;
  showcase: z.infer<typeof showcaseSchema>;
}
export type SharedBlockName = keyof SharedBlocks;
export const SHARED_BLOCK_NAMES: SharedBlockName[] = ['reviews', 'quality', 'services', 'banner', 'showcase'];
