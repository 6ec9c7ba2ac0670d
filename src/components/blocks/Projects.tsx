import type { BlockOf } from '../../schemas/blocks';
import { SmartLink } from '../SmartLink';

export function Projects({ block }: { block: BlockOf<'projects'> }) {
  return (
    <section className="projects">
      <h2>{block.title}</h2>
      {block.subtitle && <p className="section-intro">{block.subtitle}</p>}
      <ul className="card-grid card-grid--4">
        {block.projects.map((p) => (
          <li key={p.title} className="card">
            <img src={p.image.src} alt={p.image.alt} width="800" height="600" loading="lazy" />
            <h3>
              <SmartLink href={p.link} className="card__link">
                {p.title}
              </SmartLink>
            </h3>
          </li>
        ))}
      </ul>
      {block.cta && (
        <SmartLink href={block.cta.link} className="button button--primary">
          {block.cta.label}
        </SmartLink>
      )}
    </section>
  );
}
