import { ArticleCard } from '../components/blocks/ArticleCard';
import { Banner } from '../components/blocks/Banner';
import { Quality } from '../components/blocks/Quality';
import { Comments } from '../components/article/Comments';
import { mdxComponents, type BodyComponent } from '../components/mdx/MDXComponents';
import { PageFrame } from '../components/PageFrame';
import { Island } from '../islands/Island';
import { SmartLink } from '../components/SmartLink';
import { useT, useTn } from '../hooks/i18n';
import type { ArticleRoute, PageProps } from '../lib/route-data';
import { Picture, SIZES } from '../components/Picture';

/** One advice article. */
export default function ArticlePage({ route, Body }: PageProps<ArticleRoute> & { Body?: BodyComponent }) {
  const t = useT();
  const tn = useTn();
  const a = route.data;
  return (
    <PageFrame route={route}>
      <article className="article">
        <header className="article__header">
          <p className="eyebrow">{t(`blog.category.${a.category}`)}</p>
          <h1>{a.title}</h1>
          <p className="article__meta">
            <time dateTime={a.date}>{route.summary.dateLabel}</time>
            <span>{t('blog.by', { author: a.author })}</span>
            <span>{tn('comments.count', route.comments.length)}</span>
          </p>
        </header>
        <Picture
          className="article__image"
          src={a.featuredImage.src}
          alt={a.featuredImage.alt}
          sizes={SIZES.prose}
          loading="eager"
        />
        <section className="article__intro">
          <h2>{a.introduction.title}</h2>
          <p>{a.introduction.content}</p>
        </section>
        <div className="prose">{Body && <Body components={mdxComponents} />}</div>
        <aside className="article__cta">
          <p>{a.cta.text}</p>
          <SmartLink href={a.cta.link} className="button button--primary">
            {a.cta.buttonText}
          </SmartLink>
        </aside>
        <Island
          name="share-row"
          props={{
            title: a.title,
            description: a.seo.description,
            image: route.meta.image.absoluteUrl,
            canonical: route.meta.canonical,
          }}
        />
      </article>
      {route.related.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('blog.readMore')}</h2>
          <ul className="card-grid card-grid--3">
            {route.related.map((r) => (
              <li key={r.slug}>
                <ArticleCard article={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Comments comments={route.comments} />
      <Island name="comment-form" props={{ slug: route.summary.slug }} />
      <Banner defaults={route.shared.banner} />
      <Quality quality={route.shared.quality} />
    </PageFrame>
  );
}
