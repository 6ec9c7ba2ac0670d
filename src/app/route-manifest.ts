import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../lib/route-data';
import type { Locale } from '../schemas/locales';
import { GENERATED_FOLDER } from '../paths/site-files';
import type { PageUrls } from '../components/page-urls-context';

/*
 * The one reader of the route manifest (src/generated/route-manifest.json) for the build's later steps: the
 * prerender (./prerender.tsx) and the check of dist/ (scripts/finish/verify-dist.ts), and the benchmark (tools/bench/). The file is parsed once per process and shared through globalThis, so that
 * every copy of this module a process loads (a bundle's, the source's under vitest) reads it once.
 */

/** The manifest's pages in its order, the same pages by the url each answers at, and each path's url by locale. */
export interface RouteManifest {
  pages: readonly ManifestEntry[];
  byUrl: ReadonlyMap<string, ManifestEntry>;
  urlsByPath: ReadonlyMap<string, Partial<Record<Locale, string>>>;
}

const SHARED = Symbol.for('terraluce:route-manifest');
type Holder = { [SHARED]?: Map<string, RouteManifest> };

/** The route manifest of the project at `root` (the working directory unless given). */
export function routeManifest(root = process.cwd()): RouteManifest {
  const file = join(root, GENERATED_FOLDER, 'route-manifest.json');
  const read = ((globalThis as Holder)[SHARED] ??= new Map());
  let manifest = read.get(file);
  if (!manifest) {
    const pages = JSON.parse(readFileSync(file, 'utf8')) as ManifestEntry[];
    const urlsByPath = new Map<string, Partial<Record<Locale, string>>>();
    for (const page of pages) {
      const urls = urlsByPath.get(page.path) ?? {};
      urls[page.locale] = page.url;
      urlsByPath.set(page.path, urls);
    }
    read.set(file, (manifest = { pages, byUrl: new Map(pages.map((page) => [page.url, page])), urlsByPath }));
  }
  return manifest;
}

/** The manifest's line of the page at `url`; throws when no page answers there. */
export function manifestEntryAt(url: string, manifest = routeManifest()): ManifestEntry {
  const page = manifest.byUrl.get(url);
  if (!page) throw new Error(`${url} is no page of src/generated/route-manifest.json; run \`npm run content\``);
  return page;
}

/**
 * What the components of `page` know of where it is (src/components/page-urls-context.ts): its url, and the urls of
 * the same page in every locale, its manifest lines'.
 */
export function pageUrlsOf(page: ManifestEntry, manifest = routeManifest()): PageUrls {
  return { url: page.url, urls: manifest.urlsByPath.get(page.path)! };
}

/** What the components of the page at `url` know of where it is (`pageUrlsOf()`). */
export function pageUrlsAt(url: string, manifest = routeManifest()): PageUrls {
  return pageUrlsOf(manifestEntryAt(url, manifest), manifest);
}
