import type { SharedBlocks } from '../../schemas/shared-blocks';
import { LinkCard } from './LinkCard';

/** Services showcase: four tiles to the category pages. */
export function Services({ services, title }: { services?: SharedBlocks['services']; title?: string }) {
  if (!services) return null;
  return (
    <section className="services">
      <h2>{title ?? services.title}</h2>
      <ul className="card-grid card-grid--4">
        {services.items.map((s) => (
          <LinkCard key={s.link} image={s.image} title={s.title} link={s.link} text={s.description} />
        ))}
      </ul>
    </section>
  );
}
