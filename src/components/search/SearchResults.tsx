import { useT } from '../../hooks/i18n';
import { textDirection } from '../../paths';
import { excerptParts, type SearchHit } from '../../lib/search';
import type { Locale } from '../../schemas/common';

/** The hits of a search, each in its page's language, with the matched words marked in its excerpt. */
export function SearchResults({ query, hits }: { query: string; hits: SearchHit[] }) {
  const t = useT();
  return (
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
              <a href={hit.url}>{hit.title}</a>
            </h3>
            <p className="search-result__excerpt">
              {excerptParts(hit.excerpt).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
