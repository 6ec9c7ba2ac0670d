import type { BlockOf } from '../../schemas/blocks';
import { CtaButton } from '../CtaButton';
import { Picture, SIZES } from '../Picture';

/** A picture beside text; `reverse` swaps the sides (logical order, so it mirrors in RTL). */
export function ImageText({ block }: { block: BlockOf<'imageText'> }) {
  return (
    <section className="image-text" data-reverse={block.reverse}>
      <Picture className="image-text__image" src={block.image.src} alt={block.image.alt} sizes={SIZES.half} />
      <div className="image-text__body">
        {block.subtitle && <p className="eyebrow">{block.subtitle}</p>}
        <h2>{block.title}</h2>
        <p>{block.description}</p>
        {block.items.length > 0 && (
          <ul className="check-list">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {block.italicInfo && <p className="image-text__note">{block.italicInfo}</p>}
        <CtaButton cta={block.cta} />
      </div>
    </section>
  );
}
