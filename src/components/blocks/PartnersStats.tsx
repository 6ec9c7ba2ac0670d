import type { BlockOf } from '../../schemas/blocks';

export function PartnersStats({ block }: { block: BlockOf<'partnersStats'> }) {
  return (
    <section className="partners-stats">
      <h2>{block.title}</h2>
      <ul className="partners-stats__stats">
        {block.stats.map((s) => (
          <li key={s.subtitle}>
            <strong className="stat__number">{s.number}</strong>
            <span className="stat__subtitle">{s.subtitle}</span>
            <span className="stat__text">{s.description}</span>
          </li>
        ))}
      </ul>
      <ul className="partners-stats__partners">
        {block.partners.map((p) => (
          <li key={p.name}>
            <img src={p.logo.src} alt={p.logo.alt} width="160" height="80" loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
