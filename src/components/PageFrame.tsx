import type { ReactNode } from 'react';
import { useLocale, useT } from '../hooks/i18n';
import type { RouteData } from '../lib/route-data';
import { Breadcrumbs } from './Breadcrumbs';
import { Seo } from './Seo';

/**
 * What every page has around its content: head tags, breadcrumbs, and — when the content is an
 * English fallback — a notice and the content's own `lang`/`dir`, so it is read as English.
 * The content is what the site search indexes (header, menus and footer are not).
 */
export function PageFrame({
  route,
  children,
  crumbs = true,
}: {
  route: RouteData;
  children: ReactNode;
  crumbs?: boolean;
}) {
  const t = useT();
  const fallback = route.contentLocale !== useLocale();
  // Set by the content step on the pages the site search indexes, and only on them.
  const search = route.meta.searchMeta;
  return (
    <>
      <Seo meta={route.meta} />
      {crumbs && route.breadcrumbs.length > 1 && <Breadcrumbs items={route.breadcrumbs} />}
      {fallback && (
        <p className="fallback-notice" role="note">
          {t('fallback.notice')}
        </p>
      )}
      <div
        lang={fallback ? route.contentLocale : undefined}
        dir={fallback ? 'ltr' : undefined}
        className="page-content"
        data-pagefind-body={search === undefined ? undefined : ''}
        data-pagefind-meta={search}
      >
        {children}
      </div>
    </>
  );
}
