import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { useLoaderData } from 'react-router-dom';
import type { Locale } from '../schemas/common';
import { compiledBodyFile, mdxBodyFunction } from '../lib/compiled-body';
import type { ShellData } from '../lib/route-data';
import type { ManifestEntry, RouteFile } from '../lib/page';
import { pageOfUrl, routeDataFile } from '../lib/route-files';
import { localizePath } from '../lib/locale-paths';
import { LocaleLayout } from '../components/layout/LocaleLayout';
import { loadIslands } from '../islands/Island';
import { PageView, type MdxBody, type ShownPage } from './page-view';

/*
 * What the prerender renders for a page: the page's data file (written by the content step) names its
 * component and MDX body. The route table (src/routes.tsx) has a few records per locale whatever the
 * number of pages, and these loaders, which React Router runs for each page, read what the page needs.
 * node:fs is loaded only here. Files are read synchronously: each read of the promise API hands its
 * open, stat, read and close to libuv's threads one by one, and at a few files a page those hand-offs
 * cost the prerender seconds of its main thread; a read of a file the content step has just written
 * takes microseconds.
 */

// Islands render in place in the prerendered HTML; their components are loaded once, before any page.
await loadIslands();

/** Reads a file the content step wrote under src/generated/; the prerender runs from the project root. */
function readGenerated<T>(file: string): T {
  return JSON.parse(readFileSync(`${process.cwd()}/src/generated/${file}`, 'utf8')) as T;
}

/** A locale's shell (header, menus, footer) and UI strings. */
export function loadShell(locale: Locale): { shell: ShellData; strings: Record<string, string> } {
  return { shell: readGenerated(`shell/${locale}.json`), strings: readGenerated(`i18n/${locale}.json`) };
}

/** The page at `pathname`: its data and MDX body. */
export async function loadPage(pathname: string): Promise<ShownPage> {
  const { locale, path } = pageOfUrl(pathname);
  const file = readGenerated<RouteFile>(routeDataFile(locale, path));
  return { file, Body: file.body ? await compiledBody(pathname, file.body) : undefined };
}

/**
 * An MDX body as the content step compiled it, taken by Node from src/generated/mdx/ rather than
 * bundled into the prerender: bundling thousands of bodies made the prerender's own build grow with the
 * content, and their JavaScript needs nothing but react/jsx-runtime. It is evaluated as a function where
 * it can be (src/lib/compiled-body.ts says why), else imported.
 */
async function compiledBody(pathname: string, body: string): Promise<MdxBody> {
  const source = readFileSync(`${process.cwd()}${body}`, 'utf8');
  const file = `${process.cwd()}/src/generated/${compiledBodyFile(body.slice(1), source)}`;
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${pathname}: ${body} changed since it was compiled; run \`npm run content\` before the build`);
  }
  const evaluate = mdxBodyFunction<MdxBody>(code);
  if (evaluate) return evaluate(await import('react/jsx-runtime'));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: MdxBody }).default;
}

/** The paths of a locale's pages, as the content step listed them in src/generated/route-manifest.json. */
export async function pagePaths(locale: Locale): Promise<string[]> {
  const manifest = readGenerated<ManifestEntry[]>('route-manifest.json');
  // Without the trailing slash, as vite-react-ssg names the locale's own path (`/fr`): one spelling per page.
  return manifest
    .filter((r) => r.locale === locale)
    .map((r) => localizePath(r.path ? `/${r.path}` : '/', locale).replace(/(.)\/$/, '$1'));
}

export function ShellRoute() {
  const { shell, strings } = useLoaderData() as ReturnType<typeof loadShell>;
  return <LocaleLayout shell={shell} strings={strings} />;
}

export function PageRoute() {
  return <PageView page={useLoaderData() as ShownPage} />;
}
