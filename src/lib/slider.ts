/** Before/after slider position (spec §4): 0 to 100, starting at 50. */
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
