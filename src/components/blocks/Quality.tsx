import type { SharedBlocks } from '../../schemas/shared-blocks';

/** The four quality promises. */
export function Quality({ quality }: { quality?: SharedBlocks['quality'] }) {
  if (!quality) return null;
  return (
    <section className="quality">
      <ul className="quality__list">
        {quality.items.map((q) => (
          <li key={q.id} className="quality__item">
            <img src={q.icon.src} alt="" width="56" height="56" loading="lazy" />
            <h2 className="quality__title">{q.title}</h2>
            <p>{q.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
