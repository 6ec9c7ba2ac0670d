/*
 * Reviews carousel rules: the index starts at 0, moves one step at a time and
 * stays between 0 and (count − visible); progress is (index + 1) / (max index + 1).
 */

export function maxIndex(count: number, visible: number): number {
  return Math.max(0, count - visible);
}

export function clampIndex(index: number, count: number, visible: number): number {
  return Math.min(Math.max(0, index), maxIndex(count, visible));
}

export function step(index: number, direction: -1 | 1, count: number, visible: number): number {
  return clampIndex(index + direction, count, visible);
}

export function canGoPrevious(index: number): boolean {
  return index > 0;
}

export function canGoNext(index: number, count: number, visible: number): boolean {
  return index < maxIndex(count, visible);
}

/** Share of the progress bar, from 0 to 1. */
export function progress(index: number, count: number, visible: number): number {
  return (clampIndex(index, count, visible) + 1) / (maxIndex(count, visible) + 1);
}

/** 4 reviews per view, 2 on medium screens, 1 on small ones. */
export function visibleForWidth(width: number): number {
  if (width < 640) return 1;
  if (width < 1024) return 2;
  return 4;
}
