import type { SharedBlocks } from '../../schemas/shared-blocks';
import type { BlockOf } from '../../schemas/blocks';
import { CtaButton } from '../CtaButton';

/** Call-to-action banner: the page's own text, else the shared default. */
export function Banner({ block, defaults }: { block?: Partial<BlockOf<'banner'>>; defaults?: SharedBlocks['banner'] }) {
  const title = block?.title ?? defaults?.title;
  const subtitle = block?.subtitle ?? defaults?.subtitle;
  const cta = block?.cta ?? defaults?.cta;
  if (!title) return null;
  return (
    <section className="banner">
      {subtitle && <p className="eyebrow">{subtitle}</p>}
      <h2>{title}</h2>
      <CtaButton cta={cta} variant="light" />
    </section>
  );
}
