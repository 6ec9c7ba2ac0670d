import type { SharedBlocks } from '../../lib/shared-blocks';
import { SmartLink } from '../SmartLink';

/** Services showcase: four tiles to the category pages (spec §2). */
export function Services({ services, title }: { services?: SharedBlocks['services']; title?: string }) {
  if (!services) return null;
  return (
    <section className="services">
      <h2>{title ?? services.title}</h2>
      <ul className="card-grid card-grid--4">
        {services.items.map((s) => (
          <li key={s.link} className="card">
            <img src={s.image.src} alt={s.image.alt} width="800" height="600" loading="lazy" />
            <h3>
              <SmartLink href={s.link} className="card__link">
                {s.title}
              </SmartLink>
            </h3>
            <p>{s.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
