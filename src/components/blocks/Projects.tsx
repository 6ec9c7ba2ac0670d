import type { BlockOf } from '../../schemas/blocks';
import { CtaButton } from '../CtaButton';
import { LinkCard } from './LinkCard';

export function Projects({ block }: { block: BlockOf<'projects'> }) {
  return (
    <section className="projects">
      <h2>{block.title}</h2>
      {block.subtitle && <p className="section-intro">{block.subtitle}</p>}
      <ul className="card-grid card-grid--4">
        {block.projects.map((p) => (
          <LinkCard key={p.title} image={p.image} title={p.title} link={p.link} />
        ))}
      </ul>
      <CtaButton cta={block.cta} />
    </section>
  );
}
