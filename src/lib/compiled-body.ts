import { createHash } from 'node:crypto';

/**
 * Where the content step writes the compiled JavaScript of an MDX body under src/generated/: named by the
 * file's path from the project root and its source, so a body edited since then has no file there and is
 * never taken stale. The content step (scripts/content/load.ts), the browser build
 * (scripts/mdx-bodies-plugin.ts) and the prerender (src/app/route-modules.tsx) all find it by this name.
 */
export function compiledBodyFile(file: string, source: string): string {
  const key = createHash('sha256').update(file).update('\0').update(source).digest('base64url');
  return `mdx/${key}.js`;
}
