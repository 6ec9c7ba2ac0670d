import type { RouteRecord } from 'vite-react-ssg';
import { LOCALES } from './schemas/locales';
import { localePrefix } from './lib/locale-paths';
import { loadPage, loadShell, pagePaths, PageRoute, ShellRoute } from './app/route-modules';

/**
 * The prerender's route table: per locale, its layout and one record for every page under it, which
 * lists the locale's pages (getStaticPaths, from the route manifest) and loads each one by its URL.
 * The table's size does not grow with the content, so neither does React Router's work per page.
 * Only the manifest's pages are prerendered; Netlify answers other addresses with the locale's 404
 * page (netlify.toml).
 */
const page = ({ request }: { request: Request }) => loadPage(new URL(request.url).pathname);

export const routes: RouteRecord[] = LOCALES.map((locale) => ({
  path: localePrefix(locale) || '/',
  loader: () => loadShell(locale),
  Component: ShellRoute,
  children: [
    // The locale's home page: without an index route, the layout alone would match its address.
    { index: true, loader: page, Component: PageRoute },
    { path: '*', getStaticPaths: () => pagePaths(locale), loader: page, Component: PageRoute },
  ],
}));
