/** Before/after slider position: 0 to 100, starting at 50. */
export const SLIDER_START = 50;

export function clampPosition(value: number): number {
  if (Number.isNaN(value)) return SLIDER_START;
  return Math.min(100, Math.max(0, value));
}

/** Position under a pointer at `clientX` over an element spanning `left`..`left + width`. */
export function positionFromPointer(clientX: number, left: number, width: number, rtl = false): number {
  if (width <= 0) return SLIDER_START;
  const ratio = ((clientX - left) / width) * 100;
  return clampPosition(rtl ? 100 - ratio : ratio);
}

/** A keyboard step is 1 %; Page Up / Page Down move a tenth of the range, like a native range input. */
export const SLIDER_STEP = 1;
export const SLIDER_PAGE_STEP = 10;

/**
 * Position after a key press on the slider, or null for keys the slider leaves alone. Left and
 * right follow the handle on screen, so they swap in a right-to-left layout (as Chromium's own
 * range input does); up, down, Page Up/Down, Home and End do not depend on direction.
 */
export function positionForKey(key: string, position: number, rtl = false): number | null {
  const forward = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return clampPosition(position + forward * SLIDER_STEP);
    case 'ArrowLeft':
      return clampPosition(position - forward * SLIDER_STEP);
    case 'ArrowUp':
      return clampPosition(position + SLIDER_STEP);
    case 'ArrowDown':
      return clampPosition(position - SLIDER_STEP);
    case 'PageUp':
      return clampPosition(position + SLIDER_PAGE_STEP);
    case 'PageDown':
      return clampPosition(position - SLIDER_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
