import { startTransition, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { LocaleLayout } from '../components/layout/LocaleLayout';
import type { RouteFile } from '../lib/route-files';
import { resolvePage, type ResolvedPage } from './page-loader';
import { PageView } from './page-view';

/*
 * The site in the browser. The prerender (src/main.tsx) renders every page with vite-react-ssg and its
 * route table; here the URL alone says what to load (page-loader.ts), so the browser bundle does not
 * grow with the content, and React Router only keeps the address. Navigation runs in a transition
 * (BrowserRouter's v7_startTransition): the old page stays until the next one has loaded.
 */

const loading = new Map<string, Promise<ResolvedPage>>();

function pageAt(pathname: string): Promise<ResolvedPage> {
  let page = loading.get(pathname);
  if (!page) {
    page = resolvePage(pathname).catch((error: unknown) => {
      // The server has every page: when loading one in place fails (a new deploy, a lost connection),
      // a normal page load still works.
      console.error(`Could not load ${pathname} in place; loading it as a new page`, error);
      window.location.assign(window.location.href);
      return new Promise<never>(() => undefined);
    });
    loading.set(pathname, page);
  }
  return page;
}

function Site() {
  const { pathname } = useLocation();
  const page = use(pageAt(pathname));
  return (
    // Keyed like the prerender's routes: another language is another layout, another address another page.
    <LocaleLayout key={page.locale} shell={page.shell} strings={page.strings}>
      <PageView key={pathname} page={page} />
    </LocaleLayout>
  );
}

/** The page's data, which the build writes into its HTML (scripts/route-data.ts). */
function embeddedRouteFile(): RouteFile | undefined {
  const script = document.getElementById('route-data');
  return script?.textContent ? (JSON.parse(script.textContent) as RouteFile) : undefined;
}

export async function startBrowserApp(container: HTMLElement) {
  const { pathname } = window.location;
  // Loaded before hydration and marked settled the way React's `use` reads a promise, so the first
  // render matches the HTML at once instead of suspending.
  const value = await resolvePage(pathname, embeddedRouteFile());
  loading.set(pathname, Object.assign(Promise.resolve(value), { status: 'fulfilled', value }));
  const app = (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Site />
    </BrowserRouter>
  );
  // In a transition, so hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    if (container.dataset.serverRendered === 'true') hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
