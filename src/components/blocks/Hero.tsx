import type { BlockOf } from '../../schemas/blocks';
import { CtaButton } from '../CtaButton';
import { Picture, SIZES } from '../Picture';

export function Hero({ block, headingLevel = 1 }: { block: BlockOf<'hero'>; headingLevel?: 1 | 2 }) {
  const H = `h${headingLevel}` as const;
  return (
    <section className="hero">
      <Picture
        className="hero__image"
        src={block.image.src}
        alt={block.image.alt}
        sizes={SIZES.half}
        // A hero opening the page is its largest picture; one further down is not.
        loading={headingLevel === 1 ? 'eager' : 'lazy'}
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
