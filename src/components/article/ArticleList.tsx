import { useMemo } from 'react';
import { ArticleCard } from '../blocks/ArticleCard';
import { useT } from '../../hooks/i18n';
import { filterArticles } from '../../lib/articles';
import type { ArticleSummary } from '../../lib/route-data';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../schemas/article-categories';
import { Picture, SIZES } from '../Picture';
import { useUrlState } from '../../hooks/use-url-state';
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration';

const CATEGORY_PARAM = 'categorie';

/**
 * The article list's search and category filter, the featured (newest) article, then a grid. An island:
 * the filter is mirrored in the URL (`?q=`, `?categorie=`) so a filtered list can be shared.
 */
export default function ArticleList({ articles }: { articles: ArticleSummary[] }) {
  const t = useT();
  const [query, setQuery] = useUrlState('q');
  const [raw, setCategory] = useUrlState(CATEGORY_PARAM);
  const field = useTypedBeforeHydration<HTMLInputElement>(query, setQuery);
  const category: ArticleCategory | 'all' = (ARTICLE_CATEGORIES as readonly string[]).includes(raw)
    ? (raw as ArticleCategory)
    : 'all';
  const shown = useMemo(() => filterArticles(articles, { query, category }), [articles, query, category]);
  const filtering = query.trim() !== '' || category !== 'all';
  const [featured, ...others] = filtering ? [undefined, ...shown] : shown;

  return (
    <>
      <div className="article-filters">
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="article-search">{t('blog.searchLabel')}</label>
          <input
            ref={field}
            id="article-search"
            type="search"
            name="q"
            value={query}
            placeholder={t('blog.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </form>
        <div className="filter-buttons" role="group" aria-label={t('blog.filterLabel')}>
          {(['all', ...ARTICLE_CATEGORIES] as const).map((c) => (
            <button
              key={c}
              type="button"
              className="chip"
              aria-pressed={category === c}
              onClick={() => setCategory(c === 'all' ? '' : c)}
            >
              {t(`blog.category.${c}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {shown.length === 0 ? t('blog.noResults') : ''}
      </p>
      {shown.length === 0 && <p className="empty-state">{t('blog.noResults')}</p>}
      {featured && (
        <section className="featured-article" aria-labelledby="featured-title">
          <p className="eyebrow">{t('blog.featured')}</p>
          <Picture src={featured.image.src} alt={featured.image.alt} sizes={SIZES.half} loading="eager" />
          <div>
            <h2 id="featured-title">{featured.title}</h2>
            <p>{featured.excerpt}</p>
            <a
              className="button button--primary"
              aria-label={t('blog.readArticleNamed', { title: featured.title })}
              href={featured.url}
            >
              {t('blog.readArticle')}
            </a>
          </div>
        </section>
      )}
      {others.length > 0 && (
        <ul className="card-grid card-grid--3 article-grid">
          {others.map(
            (a) =>
              a && (
                <li key={a.slug}>
                  <ArticleCard article={a} headingLevel={2} />
                </li>
              ),
          )}
        </ul>
      )}
    </>
  );
}
