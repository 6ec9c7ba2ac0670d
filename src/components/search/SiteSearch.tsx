import { useState } from 'react';
import { useLocale, useT, useTn, type Translate } from '../../hooks/i18n';
import { useSearchParams } from '../../browser/search-params';
import { useHydrated } from '../../hooks/use-hydrated';
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration';
import { SearchResults } from './SearchResults';
import { useSiteSearch, type SearchOutcome } from './use-site-search';

/** The line announcing where a search is: nothing without a query, then loading, failed, none, or a count. */
function statusOf(query: string, outcome: SearchOutcome | undefined, t: Translate, tn: ReturnType<typeof useTn>) {
  if (!query) return '';
  if (!outcome) return t('search.loading');
  if ('failed' in outcome) return t('search.unavailable');
  if (outcome.hits.length === 0) return t('search.noResults', { query });
  return tn('search.resultCount', outcome.hits.length);
}

/**
 * The search page's form and results (an island, woken at once): searches every page of the visitor's
 * language with the Pagefind index built after prerendering. The page is prerendered without a query,
 * so everything that depends on `?q=` appears only once hydrated: the server's HTML and the first
 * client render match. The form is a plain GET form to `search`, the url of the locale's search page (the shell
 * data's): sending it loads the page with the new query.
 */
export default function SiteSearch({ search }: { search: string }) {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
  const [params] = useSearchParams();
  const query = useHydrated() ? (params.get('q') ?? '').trim() : '';
  const outcome = useSiteSearch(locale, query);
  const hits = outcome && 'hits' in outcome ? outcome.hits : [];
  // The field is the visitor's: it takes a query that arrives by the url (load, Back, the
  // header's search) but is never rewritten while they type.
  const [draft, setDraft] = useState(query);
  const [draftOf, setDraftOf] = useState(query);
  if (draftOf !== query) {
    setDraftOf(query);
    setDraft(query);
  }
  const field = useTypedBeforeHydration<HTMLInputElement>(draft, setDraft);

  return (
    <>
      <form role="search" className="search-page__form" action={search} method="get">
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
        {statusOf(query, outcome, t, tn)}
      </p>
      {hits.length > 0 && <SearchResults query={query} hits={hits} />}
    </>
  );
}
