import type { BlockOf } from '../../schemas/blocks';
import { CtaButton } from '../CtaButton';

export function Hero({ block, headingLevel = 1 }: { block: BlockOf<'hero'>; headingLevel?: 1 | 2 }) {
  const H = `h${headingLevel}` as const;
  return (
    <section className="hero">
      <img
        className="hero__image"
        src={block.image.src}
        alt={block.image.alt}
        width="1200"
        height="800"
        fetchPriority="high"
      />
      <div className="hero__content">
        {block.subtitle && <p className="eyebrow">{block.subtitle}</p>}
        <H className="hero__title">{block.title}</H>
        {block.description && <p className="hero__text">{block.description}</p>}
        <CtaButton cta={block.cta} />
      </div>
    </section>
  );
}
