import type { MdxBody, ShownPage } from './page-view';
import type { ShellData } from '../lib/route-data';
import { bodyLocale, pageOfUrl, routeFilePath, type RouteFile } from '../lib/route-files';
import type { Locale } from '../schemas/locales';
import { bodies } from '../generated/bodies/index';
import { loadPageParts, loadShell, type MdxModule } from './page-parts';

/*
 * Everything the browser needs to show one URL: the locale's shell and strings, the page's data, its
 * component and its MDX body. Each is found by name, never by a list of every page (src/lib/route-files.ts).
 * The prerender shares the parts of ./page-parts.ts and loads the body itself (./route-modules.tsx).
 */

export interface ResolvedPage extends ShownPage {
  locale: Locale;
  shell: ShellData;
  strings: Record<string, string>;
}

async function loadBody({ body, bodyChunk }: RouteFile): Promise<MdxBody | undefined> {
  if (!body) return undefined;
  if (bodyChunk) return ((await import(/* @vite-ignore */ bodyChunk)) as MdxModule).default;
  // The development server has no built chunks: there, the body is found by name in its language's
  // list (src/generated/bodies/). The lists also make the build emit one chunk per body, which the
  // build then names in the page data (bodyChunk above).
  const list = (await bodies[bodyLocale(body) ?? '']?.())?.default;
  const load = list?.[body];
  if (!load) throw new Error(`no MDX body ${body}: run \`npm run content\` and build again`);
  return (await load()).default;
}

/** The page's data: in the prerendered HTML for the page being loaded, fetched for the next ones. */
async function routeFile(locale: Locale, path: string, embedded?: RouteFile): Promise<RouteFile> {
  if (embedded) return embedded;
  const response = await fetch(routeFilePath(locale, path));
  // A development server answers unknown files with its index.html: only JSON is page data.
  if (response.ok && response.headers.get('content-type')?.includes('json'))
    return (await response.json()) as RouteFile;
  const missing = response.ok || response.status === 404;
  if (!missing || path === '404') throw new Error(`${routeFilePath(locale, path)}: ${response.status}`);
  return routeFile(locale, '404');
}

/** Loads what `pathname` shows, all at once (the requests run in parallel where they can). */
export async function resolvePage(pathname: string, embedded?: RouteFile): Promise<ResolvedPage> {
  const { locale, path } = pageOfUrl(pathname);
  const [shell, file] = await Promise.all([loadShell(locale), routeFile(locale, path, embedded)]);
  return { locale, ...shell, ...(await loadPageParts(file, loadBody(file))) };
}
