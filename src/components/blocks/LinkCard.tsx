import type { Image } from '../../schemas/common';
import { SmartLink } from '../SmartLink';
import { Picture, SIZES } from '../Picture';

/** A picture, a linked title (the whole card is clickable) and an optional line of text. */
export function LinkCard({ image, title, link, text }: { image: Image; title: string; link: string; text?: string }) {
  return (
    <li className="card">
      <Picture src={image.src} alt={image.alt} sizes={SIZES.card} />
      <h3>
        <SmartLink href={link} className="card__link">
          {title}
        </SmartLink>
      </h3>
      {text && <p>{text}</p>}
    </li>
  );
}
