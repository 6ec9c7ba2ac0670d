import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../../src/lib/page';
import { pageUrl } from '../../src/lib/paths';

/** Every route the content build generated, from its route manifest (run `npm run build` first). */
export type BuiltRoute = Pick<ManifestEntry, 'locale' | 'path' | 'kind' | 'id' | 'layout'>;

export function builtRoutes(): BuiltRoute[] {
  const file = join(import.meta.dirname, '../../src/generated/route-manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as ManifestEntry[];
}

/** The address a route answers at (src/lib/paths.ts). */
export const urlOf = (route: BuiltRoute): string => pageUrl(route);
