import { useEffect, useState } from 'react';
import type { SearchHit } from '../../lib/search';
import type { Locale } from '../../schemas/locales';

/** What a search came to: its hits, or a failure (the index could not be loaded). */
export type SearchOutcome = { query: string; hits: SearchHit[] } | { query: string; failed: true };

/**
 * Searches the visitor's language for `query` with the Pagefind index (its client is loaded with the first
 * search). Undefined while there is no query or its outcome is on its way: an outcome for an earlier query
 * is stale.
 */
export function useSiteSearch(locale: Locale, query: string): SearchOutcome | undefined {
  const [outcome, setOutcome] = useState<SearchOutcome>();
  useEffect(() => {
    if (!query) return;
    let current = true;
    import('../../browser/search-client')
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
  return query && outcome?.query === query ? outcome : undefined;
}
