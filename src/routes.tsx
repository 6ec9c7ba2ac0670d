import type { RouteRecord } from 'vite-react-ssg';
import { generatedRoutes, shells } from './generated/routes';
import { LOCALES } from './schemas/locales';
import { localePrefix } from './lib/locale-paths';

type Lazy = NonNullable<RouteRecord['lazy']>;

/**
 * One layout route per locale (`/`, `/fr`, …) holding that locale's pages. Unknown paths under
 * a locale render its 404 page (the server answers them with status 404, see netlify.toml).
 */
export const routes: RouteRecord[] = LOCALES.map((locale) => {
  const children = generatedRoutes
    .filter((r) => r.locale === locale)
    .map((r): RouteRecord =>
      r.path === '' ? { index: true, lazy: r.lazy as Lazy } : { path: r.path, lazy: r.lazy as Lazy },
    );
  const notFound = generatedRoutes.find((r) => r.locale === locale && r.path === '404');
  if (notFound) children.push({ path: '*', lazy: notFound.lazy as Lazy });
  return { path: localePrefix(locale) || '/', lazy: shells[locale] as Lazy, children };
});
