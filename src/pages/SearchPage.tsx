import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../app/route-modules';
import { PageFrame } from '../components/PageFrame';
import { useLocale, useT } from '../i18n/context';
import { localizePath } from '../lib/locale-paths';
import type { PageRoute } from '../lib/route-data';

/** /rechercher: a GET search form; results come from the site's own index (issue: search). */
export default function SearchPage({ route }: PageProps<PageRoute>) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <PageFrame route={route}>
      <header className="page-header">
        <h1>{route.data.title}</h1>
      </header>
      <form role="search" className="search-page__form" action={localizePath('/rechercher/', locale)} method="get">
        <label htmlFor="search-page-input">{t('search.label')}</label>
        <input id="search-page-input" type="search" name="q" defaultValue={query} />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      {query && <p role="status">{t('search.resultsFor', { query })}</p>}
    </PageFrame>
  );
}
