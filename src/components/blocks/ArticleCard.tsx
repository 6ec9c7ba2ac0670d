import { useT, useTn } from '../../hooks/i18n';
import type { ArticleSummary } from '../../lib/route-data';
import { Picture, SIZES } from '../Picture';

/** One article in a list: picture, title, excerpt, date, author and comment count. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const t = useT();
  const tn = useTn();
  const H = `h${headingLevel}` as const;
  return (
    <article className="article-card">
      <Picture src={article.image.src} alt={article.image.alt} sizes={SIZES.card} />
      <div className="article-card__body">
        <p className="article-card__category">{t(`blog.category.${article.category}`)}</p>
        <H>
          <a className="card__link" href={article.url}>
            {article.title}
          </a>
        </H>
        <p>{article.excerpt}</p>
        <p className="article-card__meta">
          <time dateTime={article.date}>{article.dateLabel}</time>
          <span>{t('blog.by', { author: article.author })}</span>
          <span>{tn('comments.count', article.comments)}</span>
        </p>
      </div>
    </article>
  );
}
