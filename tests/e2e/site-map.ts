import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every route the content build generated, read from its output (run `npm run build` first). */
export interface BuiltRoute {
  locale: string;
  path: string;
}

export function builtRoutes(): BuiltRoute[] {
  const source = readFileSync(join(import.meta.dirname, '../../src/generated/routes.ts'), 'utf8');
  return [...source.matchAll(/\{ locale: '(\w+)', path: "([^"]*)"/g)].map((m) => ({ locale: m[1]!, path: m[2]! }));
}

export function urlOf(route: BuiltRoute): string {
  const prefix = route.locale === 'en' ? '' : `/${route.locale}`;
  return `${prefix}/${route.path ? `${route.path}/` : ''}`;
}
