import { useEffect, useState } from 'react';
import { Link } from '../Link';
import { useLocale, useT, useTn } from '../../i18n/context';
import { localizePath, textDirection } from '../../lib/locale-paths';
import { excerptParts, type SearchHit } from '../../lib/search';
import { useSearchParams } from '../../lib/search-params';
import type { Locale } from '../../schemas/common';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

type Outcome = { query: string; hits: SearchHit[] } | { query: string; failed: true };

/**
 * The search page's form and results (an island, woken at once): searches every page of the visitor's
 * language with the Pagefind index built after prerendering. The page is prerendered without a query,
 * so everything that depends on `?q=` appears only once hydrated: the server's HTML and the first
 * client render match. The form is a plain GET form: sending it loads the page with the new query.
 */
export default function SiteSearch() {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
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
  const field = useTypedBeforeHydration<HTMLInputElement>(draft, setDraft);
  const action = localizePath('/rechercher/', locale);

  useEffect(() => {
    if (!query) return;
    let current = true;
    import('../../lib/search-client')
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
    <>
      <form role="search" className="search-page__form" action={action} method="get">
        <label htmlFor="search-page-input">{t('search.label')}</label>
        <input
          ref={field}
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
    </>
  );
}
