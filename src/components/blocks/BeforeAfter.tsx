import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useT } from '../../hooks/i18n';
import { clampPosition, positionForKey, SLIDER_START } from '../../lib/slider';
import type { BlockOf } from '../../schemas/blocks';
import { Picture, SIZES } from '../Picture';
import { isRtl, useSliderPointer } from './use-slider-pointer';

/**
 * Before/after comparison. A native range input gives the role slider, its values and focus to
 * assistive technology; the frame itself follows the pointer (./use-slider-pointer.ts), so the handle
 * stays exactly under the finger or cursor (a range input's thumb would be offset by its own width).
 */
export default function BeforeAfter({ block }: { block: BlockOf<'beforeAfter'> }) {
  const t = useT();
  const [position, setPosition] = useState(SLIDER_START);
  const range = useRef<HTMLInputElement>(null);
  const pointer = useSliderPointer(setPosition, range);
  // A slider moved before the island's script arrived keeps its place: the range input already holds it.
  useEffect(() => {
    const moved = Number(range.current?.value ?? SLIDER_START);
    if (moved !== SLIDER_START) setPosition(clampPosition(moved));
  }, []);

  return (
    <section className="before-after">
      <h2>{block.title}</h2>
      {block.description && <p className="section-intro">{block.description}</p>}
      <div className="before-after__frame" style={{ '--position': `${position}%` } as CSSProperties} {...pointer}>
        <Picture
          className="before-after__after"
          src={block.after.src}
          alt={block.after.alt}
          sizes={SIZES.full}
          draggable={false}
        />
        <div className="before-after__before">
          <Picture src={block.before.src} alt={block.before.alt} sizes={SIZES.full} draggable={false} />
        </div>
        <span className="before-after__label before-after__label--before" aria-hidden="true">
          {t('slider.before')}
        </span>
        <span className="before-after__label before-after__label--after" aria-hidden="true">
          {t('slider.after')}
        </span>
        <input
          ref={range}
          className="before-after__range"
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          aria-label={t('slider.label')}
          aria-valuetext={`${t('slider.before')} ${position}% · ${t('slider.after')} ${100 - position}%`}
          onChange={(e) => setPosition(clampPosition(Number(e.target.value)))}
          onKeyDown={(e) => {
            // Browser shortcuts such as Alt+Left (back) keep working.
            if (e.altKey || e.ctrlKey || e.metaKey) return;
            const next = positionForKey(e.key, position, isRtl(e.currentTarget));
            if (next === null) return;
            // Same steps in every browser: 1 % per arrow, 10 % per page key, Home and End to the ends.
            e.preventDefault();
            setPosition(next);
          }}
        />
        <span className="before-after__handle" aria-hidden="true" />
      </div>
    </section>
  );
}
