import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ComponentType, ReactNode } from 'react';

/**
 * The provider a page's <Head> (src/components/Head.tsx: vite-react-ssg's, over react-helmet-async) needs
 * above it, as the prerender gives it: vite-react-ssg's own copy of react-helmet-async, which it does not
 * re-export.
 */
export const HelmetProvider = createRequire(
  join(import.meta.dirname, '../../node_modules/vite-react-ssg/package.json'),
)('react-helmet-async').HelmetProvider as ComponentType<{ context?: object; children?: ReactNode }>;
