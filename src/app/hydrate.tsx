import { lazy, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';

/*
 * The browser side of the app. vite-react-ssg prerenders with React Router's data router; the pages
 * use none of its data APIs (loaders, actions, fetchers), so the browser runs the plain
 * <BrowserRouter>, and the data router's 15 KB gzipped stay out of every page's first load.
 * Route modules stay lazy: the ones the current URL needs load before hydration, the others on
 * navigation (inside a transition, so the old page stays until the new one is ready).
 */

type LazyModule = { Component?: ComponentType | null };
const loaded = new WeakMap<RouteRecord, ComponentType>();

async function load(record: RouteRecord): Promise<ComponentType> {
  const Component = ((await record.lazy!()) as LazyModule).Component;
  if (!Component) throw new Error(`route "${record.path ?? '(index)'}" has no Component`);
  loaded.set(record, Component);
  return Component;
}

function toRouteObject(record: RouteRecord): RouteObject {
  const Lazy = record.lazy ? lazy(async () => ({ default: await load(record) })) : undefined;
  // Preloaded routes render their component directly: hydration must not suspend where the HTML has content.
  function Element() {
    const Component = loaded.get(record) ?? Lazy;
    return Component ? <Component /> : null;
  }
  const children = record.children?.map(toRouteObject);
  return record.index ? { index: true, element: <Element /> } : { path: record.path, element: <Element />, children };
}

export async function startBrowserApp(routes: RouteRecord[], container: HTMLElement) {
  const current = matchRoutes(routes, window.location) ?? [];
  await Promise.all(current.map((m) => m.route.lazy && load(m.route)));
  const objects = routes.map(toRouteObject);
  function Routes() {
    return useRoutes(objects);
  }
  // No <Suspense> here: the prerendered HTML has no boundary at this place, so hydration would fail. None is
  // needed either: navigation runs in a transition, which keeps the old page while the next one loads.
  const app = (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes />
    </BrowserRouter>
  );
  // In a transition, so hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    if (container.dataset.serverRendered === 'true') hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
