import type { BlockOf } from '../../schemas/blocks';

/**
 * Scrolling strip of client logos (spec §9: 30 s a loop, 2 rem gap, 120 px logos, pauses on
 * hover). The list is rendered twice for a seamless loop; the copy is hidden from assistive
 * technology, and the strip stands still when the visitor prefers reduced motion.
 */
export function LogoStrip({ block }: { block: BlockOf<'logoStrip'> }) {
  const list = (copy: boolean) => (
    <ul className="logo-strip__list" aria-hidden={copy || undefined}>
      {block.logos.map((logo) => (
        <li key={logo.src}>
          <img src={logo.src} alt={copy ? '' : logo.alt} width="120" height="120" loading="lazy" />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="logo-strip">
      <h2>{block.title}</h2>
      <div className="logo-strip__viewport">
        <div className="logo-strip__track">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
