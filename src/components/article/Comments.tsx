import { useLocale, useT, useTn } from '../../hooks/i18n';
import { textDirection } from '../../paths';
import type { ArticleRoute } from '../../lib/route-data';

/**
 * The article's published comments, oldest first so the newest is last, as a conversation reads.
 * Each is in the language its author wrote it in (its own `lang` and direction), and plain text:
 * React writes the message as text, so nothing in it is ever markup; line breaks are kept by CSS.
 * Left out of the search index: visitors' words in any language would pollute the page's own.
 */
export function Comments({ comments }: { comments: ArticleRoute['comments'] }) {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
  if (comments.length === 0) return null;
  return (
    <section className="comments" aria-labelledby="comments-title" data-pagefind-ignore="all">
      <h2 id="comments-title">
        {t('comments.listTitle')} <span className="comments__count">({tn('comments.count', comments.length)})</span>
      </h2>
      <ol className="comments__list">
        {comments.map((c) => (
          <li key={c.id} id={`comment-${c.id}`}>
            <article className="comment" lang={c.locale} dir={textDirection(c.locale)}>
              <p className="comment__meta">
                <strong className="comment__name">{c.name}</strong>{' '}
                {/* The date is written the page's way, so it keeps the page's language inside the comment's. */}
                <time dateTime={c.date} {...(c.locale === locale ? {} : { lang: locale, dir: textDirection(locale) })}>
                  {c.dateLabel}
                </time>
              </p>
              <p className="comment__message">{c.message}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
