import type { ArticleSummary } from '../../lib/route-data';
import type { BlockOf } from '../../schemas/blocks';
import { CtaButton } from '../CtaButton';
import { ArticleCard } from './ArticleCard';

export function BlogTeaser({ block, articles }: { block: BlockOf<'blogTeaser'>; articles: ArticleSummary[] }) {
  return (
    <section className="blog-teaser">
      <h2>{block.title}</h2>
      {block.subtitle && <p className="section-intro">{block.subtitle}</p>}
      <ul className="card-grid card-grid--3">
        {articles.map((a) => (
          <li key={a.slug}>
            <ArticleCard article={a} />
          </li>
        ))}
      </ul>
      <CtaButton cta={block.cta} />
    </section>
  );
}
