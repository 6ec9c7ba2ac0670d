import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { positionFromPointer } from '../../lib/slider';

/** How far (px) a finger may wander and still count as a tap rather than a swipe. */
const TAP_SLOP = 10;

/** The site sets direction with `dir` attributes only (the page, or an English fallback inside it). */
export function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

type FrameEvent = ReactPointerEvent<HTMLDivElement>;

/**
 * The pointer handlers of a comparison slider's frame: the handle follows the pointer, so it stays exactly
 * under the finger or cursor. Touch uses `touch-action: pan-y`: a sideways drag or a tap moves the handle,
 * a vertical swipe scrolls the page without moving it (Chromium reports the first moves of a swipe before
 * it cancels the pointer, so a touch only takes hold once it goes more sideways than up or down).
 */
export function useSliderPointer(setPosition: (position: number) => void, range: RefObject<HTMLInputElement | null>) {
  const drag = useRef<{ id: number; x: number; y: number; sideways: boolean } | null>(null);
  const follow = (e: FrameEvent) => {
    const box = e.currentTarget.getBoundingClientRect();
    setPosition(Math.round(positionFromPointer(e.clientX, box.left, box.width, isRtl(e.currentTarget))));
  };
  return {
    onPointerDown(e: FrameEvent) {
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
    },
    onPointerMove(e: FrameEvent) {
      const d = drag.current;
      if (d?.id !== e.pointerId) return;
      if (!d.sideways) {
        const dx = Math.abs(e.clientX - d.x);
        if (dx < TAP_SLOP || dx <= Math.abs(e.clientY - d.y)) return;
        d.sideways = true;
      }
      follow(e);
    },
    onPointerUp(e: FrameEvent) {
      const d = drag.current;
      if (d?.id !== e.pointerId) return;
      drag.current = null;
      const tap = Math.hypot(e.clientX - d.x, e.clientY - d.y) < TAP_SLOP;
      if (d.sideways || tap) follow(e);
    },
    onPointerCancel() {
      drag.current = null;
    },
  };
}
