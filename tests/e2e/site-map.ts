import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../../src/lib/page';

/** Every route the content build generated, from its route manifest (run `npm run build` first). */
export type BuiltRoute = Pick<ManifestEntry, 'locale' | 'path' | 'kind' | 'id' | 'page'>;

export function builtRoutes(): BuiltRoute[] {
  const file = join(import.meta.dirname, '../../src/generated/route-manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as ManifestEntry[];
}

export function urlOf(route: BuiltRoute): string {
  const prefix = route.locale === 'en' ? '' : `/${route.locale}`;
  return `${prefix}/${route.path ? `${route.path}/` : ''}`;
}
