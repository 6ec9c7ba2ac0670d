import { useState } from 'react';
import { useT } from '../../hooks/i18n';
import type { BlockOf } from '../../schemas/blocks';

/**
 * Scrolling strip of client logos (30 s a loop, 2 rem gap, 120 px logos, pauses on
 * hover). The list is rendered twice for a seamless loop; the copy is hidden from assistive
 * technology, and the strip stands still when the visitor prefers reduced motion. A toggle (and
 * keyboard focus inside) pauses it too, so it can be stopped without a mouse (WCAG 2.2.2).
 */
export function LogoStrip({ block }: { block: BlockOf<'logoStrip'> }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
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
    <section className={`logo-strip${paused ? ' logo-strip--paused' : ''}`}>
      <div className="logo-strip__header">
        <h2>{block.title}</h2>
        <button
          type="button"
          className="logo-strip__pause"
          aria-pressed={paused}
          aria-label={t('logos.pause')}
          onClick={() => setPaused((p) => !p)}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            {paused ? (
              <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
            ) : (
              <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
            )}
          </svg>
        </button>
      </div>
      <div className="logo-strip__viewport">
        <div className="logo-strip__track">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
