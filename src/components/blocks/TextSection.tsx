import { useShell } from '../../hooks/i18n';
import type { BlockOf } from '../../schemas/blocks';
import { CtaButton } from '../CtaButton';
import { PhoneLink } from '../PhoneLink';

/** A heading and a paragraph on the gradient band, with the content's button and, when asked, the phone number. */
export function TextSection({ block, headingLevel }: { block: BlockOf<'textSection'>; headingLevel: 1 | 2 }) {
  const { site } = useShell();
  const H = `h${headingLevel}` as const;
  const phone = site.offices[0]?.phone;
  return (
    <section className="text-section">
      <H className="text-section__title">{block.title}</H>
      <p className="text-section__text">{block.text}</p>
      <div className="text-section__actions">
        <CtaButton cta={block.cta} variant="light" />
        {block.showPhone && phone && <PhoneLink className="button button--outline-light" phone={phone} />}
      </div>
    </section>
  );
}
