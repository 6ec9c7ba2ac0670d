import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../lib/route-data';

/*
 * The one reader of the route manifest (src/generated/route-manifest.json) for the build's later steps: the
 * prerender (./prerender.tsx), the finishing of its pages (scripts/finish/finish-pages.ts), the 404 copy
 * (scripts/finish/postbuild.ts) and the check of dist/ (scripts/finish/verify-dist.ts). The file is parsed once per process and shared through globalThis:
 * the prerender's bundle and the finisher vite.config.ts loads run in one process, each with its own copy of
 * this module.
 */

/** The manifest's pages in its order, and the same pages by the url each answers at. */
export interface RouteManifest {
  pages: readonly ManifestEntry[];
  byUrl: ReadonlyMap<string, ManifestEntry>;
}

const SHARED = Symbol.for('terraluce:route-manifest');
type Holder = { [SHARED]?: Map<string, RouteManifest> };

/** The route manifest of the project at `root` (the working directory unless given). */
export function routeManifest(root = process.cwd()): RouteManifest {
  const file = join(root, 'src/generated/route-manifest.json');
  const read = ((globalThis as Holder)[SHARED] ??= new Map());
  let manifest = read.get(file);
  if (!manifest) {
    const pages = JSON.parse(readFileSync(file, 'utf8')) as ManifestEntry[];
    read.set(file, (manifest = { pages, byUrl: new Map(pages.map((page) => [page.url, page])) }));
  }
  return manifest;
}
