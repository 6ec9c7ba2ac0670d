import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../components/Link';
import type { PageProps } from '../app/page-view';
import { PageFrame } from '../components/PageFrame';
import { useLocale, useT, useTn } from '../i18n/context';
import { localizePath, textDirection } from '../lib/locale-paths';
import type { PageRoute } from '../lib/route-data';
import { excerptParts, type SearchHit } from '../lib/search';
import type { Locale } from '../schemas/common';
import { useHydrated } from '../lib/use-hydrated';

type Outcome = { query: string; hits: SearchHit[] } | { query: string; failed: true };

/**
 * /rechercher/?q=: searches every page of the visitor's language with the Pagefind index built
 * after prerendering. The page is prerendered without a query, so everything that depends on
 * `?q=` appears only once hydrated: the server's HTML and the first client render match.
 */
export default function SearchPage({ route }: PageProps<PageRoute>) {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  const [outcome, setOutcome] = useState<Outcome>();
  // The field is the visitor's: it takes a query that arrives by the address (load, Back, the
  // header's search) but is never rewritten while they type.
  const [draft, setDraft] = useState(query);
  const [draftOf, setDraftOf] = useState(query);
  if (draftOf !== query) {
    setDraftOf(query);
    setDraft(query);
  }
  const action = localizePath('/rechercher/', locale);

  useEffect(() => {
    if (!query) return;
    let current = true;
    import('../lib/search-client')
      .then(({ searchSite }) => searchSite(locale, query))
      .then(
        (hits) => current && setOutcome({ query, hits }),
        (error: unknown) => {
          console.error('Search failed', error);
          if (current) setOutcome({ query, failed: true });
        },
      );
    return () => {
      current = false;
    };
  }, [query, locale]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${action}?q=${encodeURIComponent(q)}` : action);
  };

  // An outcome for another query is stale: the new one is still on its way.
  const settled = query && outcome?.query === query ? outcome : undefined;
  const hits = settled && 'hits' in settled ? settled.hits : [];
  const status = !query
    ? ''
    : !settled
      ? t('search.loading')
      : 'failed' in settled
        ? t('search.unavailable')
        : hits.length === 0
          ? t('search.noResults', { query })
          : tn('search.resultCount', hits.length);

  return (
    <PageFrame route={route}>
      <header className="page-header">
        <h1>{route.data.title}</h1>
      </header>
      <form role="search" className="search-page__form" action={action} method="get" onSubmit={submit}>
        <label htmlFor="search-page-input">{t('search.label')}</label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('search.placeholder')}
        />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      <noscript>
        <p>{t('search.unavailable')}</p>
      </noscript>
      <p className="search-results__status" role="status">
        {status}
      </p>
      {hits.length > 0 && (
        <section className="search-results" aria-labelledby="search-results-title">
          <h2 id="search-results-title">{t('search.resultsFor', { query })}</h2>
          <ol className="search-results__list">
            {hits.map((hit) => (
              <li
                key={hit.url}
                className="search-result"
                lang={hit.lang}
                dir={hit.lang ? textDirection(hit.lang as Locale) : undefined}
              >
                <h3 className="search-result__title">
                  <Link to={hit.url}>{hit.title}</Link>
                </h3>
                <p className="search-result__excerpt">
                  {excerptParts(hit.excerpt).map((part, i) =>
                    part.mark ? <mark key={i}>{part.text}</mark> : part.text,
                  )}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </PageFrame>
  );
}
