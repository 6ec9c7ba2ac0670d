import { useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { useT } from '../../i18n/context';
import { clampPosition, positionForKey, positionFromPointer, SLIDER_START } from '../../lib/slider';
import type { BlockOf } from '../../schemas/blocks';
import { Picture, SIZES } from '../Picture';

/** How far (px) a finger may wander and still count as a tap rather than a swipe. */
const TAP_SLOP = 10;

/** The site sets direction with `dir` attributes only (the page, or an English fallback inside it). */
function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * Before/after comparison. A native range input gives the role slider, its values and focus to
 * assistive technology; the frame itself follows the pointer, so the handle stays exactly under
 * the finger or cursor (a range input's thumb would be offset by its own width). Touch uses
 * `touch-action: pan-y`: a sideways drag or a tap moves the handle, a vertical swipe scrolls the
 * page without moving it (Chromium reports the first moves of a swipe before it cancels the
 * pointer, so a touch only takes hold once it goes more sideways than up or down).
 */
export default function BeforeAfter({ block }: { block: BlockOf<'beforeAfter'> }) {
  const t = useT();
  const [position, setPosition] = useState(SLIDER_START);
  const range = useRef<HTMLInputElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; sideways: boolean } | null>(null);
  // A slider moved before the island's script arrived keeps its place: the range input already holds it.
  useEffect(() => {
    const moved = Number(range.current?.value ?? SLIDER_START);
    if (moved !== SLIDER_START) setPosition(clampPosition(moved));
  }, []);

  const follow = (e: ReactPointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setPosition(Math.round(positionFromPointer(e.clientX, box.left, box.width, isRtl(e.currentTarget))));
  };

  return (
    <section className="before-after">
      <h2>{block.title}</h2>
      {block.description && <p className="section-intro">{block.description}</p>}
      <div
        className="before-after__frame"
        style={{ '--position': `${position}%` } as CSSProperties}
        onPointerDown={(e) => {
          if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
          const touch = e.pointerType === 'touch';
          drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, sideways: !touch };
          // A touch may still turn into a vertical scroll: wait for it to move sideways or lift.
          if (touch) return;
          e.preventDefault();
          e.currentTarget.setPointerCapture(e.pointerId);
          // Arrow keys go on from where the visitor clicked.
          range.current?.focus({ preventScroll: true });
          follow(e);
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (d?.id !== e.pointerId) return;
          if (!d.sideways) {
            const dx = Math.abs(e.clientX - d.x);
            if (dx < TAP_SLOP || dx <= Math.abs(e.clientY - d.y)) return;
            d.sideways = true;
          }
          follow(e);
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          if (d?.id !== e.pointerId) return;
          drag.current = null;
          const tap = Math.hypot(e.clientX - d.x, e.clientY - d.y) < TAP_SLOP;
          if (d.sideways || tap) follow(e);
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
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
