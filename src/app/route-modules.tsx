import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { useLoaderData } from 'react-router-dom';
import type { Locale } from '../schemas/common';
import { compiledBodyFile, mdxBodyFunction } from '../lib/compiled-body';
import { pageOfUrl, routeDataFile, type ManifestEntry, type RouteFile } from '../lib/route-files';
import { localizePath } from '../lib/locale-paths';
import { LocaleLayout } from '../components/layout/LocaleLayout';
import { loadEstimator } from '../components/estimator/estimator-slot';
import { PAGES } from './pages';
import { loadPageParts, loadShell } from './page-parts';
import { PageView, type MdxBody, type ShownPage } from './page-view';

/*
 * What the prerender renders for a page, found the way the browser finds it (src/app/page-loader.ts):
 * the page's data file names its component and MDX body. The route table (src/routes.tsx) has a few
 * records per locale whatever the number of pages, and these loaders, which React Router runs for
 * each page, load what the page needs. The page components and the estimator are literal import()s
 * (directly or through src/app/pages.ts) called while the page renders: vite-react-ssg records those
 * calls to preload exactly the page's chunks in its HTML. node:fs is loaded only here, never in the
 * browser bundle. Files are read synchronously: each read of the promise API hands its open, stat, read
 * and close to libuv's threads one by one, and at a few files a page those hand-offs cost the prerender
 * seconds of its main thread; a read of a file the content step has just written takes microseconds.
 */

// Every page component and the estimator are evaluated before the first page renders: vite-react-ssg
// also counts a module evaluated for the first time during a page's render as that page's, and pages
// render several at a time, so a component first evaluated for one page was preloaded by another.
await Promise.all([...Object.values(PAGES).map((load) => load()), loadEstimator()]);

/** Reads a file the content step wrote under src/generated/; the prerender runs from the project root. */
function readGenerated<T>(file: string): T {
  return JSON.parse(readFileSync(`${process.cwd()}/src/generated/${file}`, 'utf8')) as T;
}

/** The page at `pathname`: its data, component, MDX body and, where it shows one, the estimator. */
export async function loadPage(pathname: string): Promise<ShownPage> {
  const { locale, path } = pageOfUrl(pathname);
  const file = readGenerated<RouteFile>(routeDataFile(locale, path));
  return loadPageParts(file, file.body ? compiledBody(pathname, file.body) : Promise.resolve(undefined));
}

/**
 * An MDX body as the content step compiled it, taken by Node from src/generated/mdx/ rather than
 * bundled into the prerender: bundling thousands of bodies made the prerender's own build grow with the
 * content, and their JavaScript needs nothing but react/jsx-runtime. It is evaluated as a function where
 * it can be (src/lib/compiled-body.ts says why), else imported. The browser's chunk of the body is
 * preloaded from the page data instead (scripts/finish-pages.ts), as vite-react-ssg does not see it.
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
  const { shell, strings } = useLoaderData() as Awaited<ReturnType<typeof loadShell>>;
  return <LocaleLayout shell={shell} strings={strings} />;
}

export function PageRoute() {
  return <PageView page={useLoaderData() as ShownPage} />;
}
