import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import type { Locale } from '../schemas/common';
import type { ManifestEntry, RouteFile, ShellData } from '../lib/route-data';
import { PageUrlsProvider } from '../components/page-urls-context';
import { Shell } from '../components/shell/Shell';
import { loadIslands } from '../islands/Island';
import type { BodyComponent } from '../components/mdx/MDXComponents';
import { bodyFromTree } from '../components/mdx/body-from-tree';
import { manifestEntryAt, pageUrlsOf, routeManifest } from './route-manifest';
import { PageView, type ShownPage } from './views';
import { GENERATED_FOLDER } from '../paths/site-files';

/*
 * What the prerender renders at each url: the route manifest lists the pages, each with the kind and
 * layout that choose its view and its MDX body, and a page's data file (written by the content step) holds
 * what the view renders and the body's HTML tree. node:fs is loaded only here. Files are
 * read synchronously: each read of the promise API hands its open, stat, read and close to libuv's threads
 * one by one, and at a few files a page those hand-offs cost the prerender its main thread; a read of a
 * file the content step has just written takes microseconds.
 */

/** Reads a file the content step wrote under src/generated/; the prerender runs from the project root. */
function readGenerated<T>(file: string): T {
  return JSON.parse(readFileSync(`${process.cwd()}/${GENERATED_FOLDER}/${file}`, 'utf8')) as T;
}

/** The urls of every page, in the route manifest's order: what the prerender renders. */
export function pageUrls(): string[] {
  return routeManifest().pages.map((page) => page.url);
}

/** The file under dist/ the page at `url` is written to: its manifest line's `htmlFile`. */
export function htmlFileOf(url: string): string {
  return manifestEntryAt(url).htmlFile;
}

const shells = new Map<Locale, { shell: ShellData; strings: Record<string, string> }>();
/** A locale's shell (header, menus, footer) and UI strings. */
function shellOf(locale: Locale) {
  if (!shells.has(locale))
    shells.set(locale, { shell: readGenerated(`shell/${locale}.json`), strings: readGenerated(`i18n/${locale}.json`) });
  return shells.get(locale)!;
}

/** The page at `url`: its data file and its MDX body. */
export async function loadPage(url: string): Promise<ShownPage> {
  const page = manifestEntryAt(url);
  const file = readGenerated<RouteFile>(page.dataFile);
  return { page, file, Body: page.bodyFile ? bodyOf(page, file) : undefined };
}

/**
 * The page at `url`, in its locale's shell. Rendering is synchronous, so the islands' components are
 * loaded (once) before the first page renders them.
 */
export async function pageAt(url: string): Promise<ReactNode> {
  await loadIslands();
  const shown = await loadPage(url);
  const { shell, strings } = shellOf(shown.page.locale);
  return (
    <PageUrlsProvider value={pageUrlsOf(shown.page)}>
      <Shell shell={shell} strings={strings}>
        <PageView shown={shown} />
      </Shell>
    </PageUrlsProvider>
  );
}

/**
 * An MDX body as the content step compiled it, taken from the page's data file rather than bundled into
 * the prerender: bundling thousands of bodies made the prerender's own build grow with the content.
 */
function bodyOf(page: ManifestEntry, { bodyTree }: RouteFile): BodyComponent {
  if (!bodyTree)
    throw new Error(
      `${page.url}: ${page.bodyFile} has no HTML tree in its data file; run \`npm run content\` before the build`,
    );
  return bodyFromTree(bodyTree);
}
