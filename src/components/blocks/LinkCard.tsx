import type { Image } from '../../schemas/common';
import { SmartLink } from '../SmartLink';

/** A picture, a linked title (the whole card is clickable) and an optional line of text. */
export function LinkCard({ image, title, link, text }: { image: Image; title: string; link: string; text?: string }) {
  return (
    <li className="card">
      <img src={image.src} alt={image.alt} width="800" height="600" loading="lazy" />
      <h3>
        <SmartLink href={link} className="card__link">
          {title}
        </SmartLink>
      </h3>
      {text && <p>{text}</p>}
    </li>
  );
}
