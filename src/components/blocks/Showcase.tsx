import type { SharedBlocks } from '../../schemas/shared-blocks';
import { CtaButton } from '../CtaButton';
import { Picture, SIZES } from '../Picture';

/** Eight pictures of past work and a button to the portfolio. */
export function Showcase({ showcase, title }: { showcase?: SharedBlocks['showcase']; title?: string }) {
  if (!showcase) return null;
  return (
    <section className="showcase">
      <h2>{title ?? showcase.title}</h2>
      <ul className="showcase__grid">
        {showcase.images.map((img) => (
          <li key={img.src + img.description}>
            <figure>
              <Picture src={img.src} alt={img.alt} sizes={SIZES.card} />
              <figcaption>{img.description}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <CtaButton cta={showcase.cta} />
    </section>
  );
}
