import type { RouteData } from './route-data.ts';
import { localePrefix, parseLocalePath } from './locale-paths.ts';
import type { Locale } from '../schemas/locales.ts';
import type { PageComponent } from '../app/pages.ts';

/*
 * How the prerender finds a page without a table of every page: the URL names the page's data file, and
 * the data names the page component and the MDX body (src/app/route-modules.tsx), so the prerender's
 * route table does not grow with the number of pages.
 */

/** The page components a route can use, registered in src/app/pages.ts. */
export type { PageComponent } from '../app/pages.ts';

/** What a page's data file (src/generated/data/<locale>/<path>.json) holds. */
export interface RouteFile {
  page: PageComponent;
  /** The MDX body, as a path from the project root (`/content/articles/x.en.mdx`). */
  body?: string;
  route: RouteData;
}

/**
 * A line of src/generated/route-manifest.json, the one list of every page of every locale, written by
 * the content step: the prerender renders what it lists, and the build's checks, the feeds, the
 * benchmark and the tests read it.
 */
export interface ManifestEntry {
  locale: Locale;
  /** The path under the locale root, no slashes at the ends ('' for the home page). */
  path: string;
  kind: RouteData['kind'];
  /** The page's id in its collection: a page id, a product key, an article slug. */
  id: string;
  page: PageComponent;
  /** The MDX body, as a path from the project root (`/content/articles/x.en.mdx`). */
  body?: string;
}

/** A page's data file under src/generated/, written by the content step: `data/fr/products/carports-v.json`. */
export function routeDataFile(locale: Locale, path: string): string {
  return `data/${locale}/${path || 'index'}.json`;
}

/** The file of dist/ a page is prerendered to: `fr/contact/index.html`, `index.html` for the English home page. */
export function htmlFileOf(page: Pick<ManifestEntry, 'locale' | 'path'>): string {
  const dir = `${localePrefix(page.locale)}/${page.path}`.replace(/^\/+|\/+$/g, '');
  return dir ? `${dir}/index.html` : 'index.html';
}

/** The locale and the path (no slashes at the ends) a URL path shows. */
export function pageOfUrl(pathname: string): { locale: Locale; path: string } {
  const { locale, path } = parseLocalePath(pathname);
  return { locale, path: decodeURIComponent(path).replace(/^\/+|\/+$/g, '') };
}

/** The locale of an MDX body's file name (`x.fr.mdx`), which a fallback page takes from another locale. */
export function bodyLocale(body: string): string | undefined {
  return /\.([a-z]{2})\.mdx$/.exec(body)?.[1];
}
