import { useState, type CSSProperties } from 'react';
import { useT } from '../../i18n/context';
import { clampPosition, SLIDER_START } from '../../lib/slider';
import type { BlockOf } from '../../schemas/blocks';

/**
 * Before/after comparison. The handle is a native range input (role slider with its value,
 * keyboard, touch and pointer support built in) stretched over the two pictures.
 */
export function BeforeAfter({ block }: { block: BlockOf<'beforeAfter'> }) {
  const t = useT();
  const [position, setPosition] = useState(SLIDER_START);
  return (
    <section className="before-after">
      <h2>{block.title}</h2>
      {block.description && <p className="section-intro">{block.description}</p>}
      <div className="before-after__frame" style={{ '--position': `${position}%` } as CSSProperties}>
        <img
          className="before-after__after"
          src={block.after.src}
          alt={block.after.alt}
          width="1200"
          height="800"
          loading="lazy"
        />
        <div className="before-after__before">
          <img src={block.before.src} alt={block.before.alt} width="1200" height="800" loading="lazy" />
        </div>
        <span className="before-after__label before-after__label--before" aria-hidden="true">
          {t('slider.before')}
        </span>
        <span className="before-after__label before-after__label--after" aria-hidden="true">
          {t('slider.after')}
        </span>
        <input
          className="before-after__range"
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          aria-label={t('slider.label')}
          aria-valuetext={`${t('slider.before')} ${position}% · ${t('slider.after')} ${100 - position}%`}
          onChange={(e) => setPosition(clampPosition(Number(e.target.value)))}
        />
        <span className="before-after__handle" aria-hidden="true" />
      </div>
    </section>
  );
}
