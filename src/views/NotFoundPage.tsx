import { PageFrame } from '../components/PageFrame';
import { useShell, useT } from '../hooks/i18n';
import type { BlockPageRoute, PageProps } from '../lib/route-data';

/** The localized 404 page; the server sends it with status 404 (dist/_redirects, scripts/content/emit/redirects.ts). */
export default function NotFoundPage({ route }: PageProps<BlockPageRoute>) {
  const t = useT();
  const { home, contact } = useShell();
  return (
    <PageFrame route={route} crumbs={false}>
      <section className="not-found">
        <h1>{route.data.title}</h1>
        <p>{t('notFound.text')}</p>
        <p className="not-found__actions">
          <a className="button button--primary" href={home}>
            {t('notFound.home')}
          </a>
          <a className="button" href={contact}>
            {t('notFound.contact')}
          </a>
        </p>
      </section>
    </PageFrame>
  );
}
