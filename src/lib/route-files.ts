import { localePrefix, parseLocalePath } from './locale-paths.ts';
import type { Locale } from '../schemas/locales.ts';
import type { Page } from './page.ts';

/*
 * How the prerender finds a page without a table of every page: the URL names the page's data file, and
 * the data (`RouteFile`, ./page.ts) names the page component and the MDX body (src/app/route-modules.tsx),
 * so the prerender's route table does not grow with the number of pages.
 */

/** A page's data file under src/generated/, written by the content step: `data/fr/products/carports-v.json`. */
export function routeDataFile(locale: Locale, path: string): string {
  return `data/${locale}/${path || 'index'}.json`;
}

/** The file of dist/ a page is prerendered to: `fr/contact/index.html`, `index.html` for the English home page. */
export function htmlFileOf(page: Pick<Page, 'locale' | 'path'>): string {
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
