import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampIndex,
  maxIndex,
  progress,
  step,
  visibleForWidth,
} from '../../src/lib/carousel';
import { clampPosition, positionFromPointer } from '../../src/lib/slider';

describe('reviews carousel bounds', () => {
  it('stays between 0 and count - visible', () => {
    expect(maxIndex(5, 4)).toBe(1);
    expect(maxIndex(3, 4)).toBe(0);
    expect(clampIndex(7, 5, 4)).toBe(1);
    expect(clampIndex(-1, 5, 4)).toBe(0);
    expect(step(1, 1, 5, 4)).toBe(1);
    expect(step(0, -1, 5, 4)).toBe(0);
    expect(step(0, 1, 5, 1)).toBe(1);
  });
  it('disables previous at 0 and next at the end', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(0, 5, 4)).toBe(true);
    expect(canGoNext(1, 5, 4)).toBe(false);
    expect(canGoNext(4, 5, 1)).toBe(false);
  });
  it('shows progress (index + 1) / (max index + 1)', () => {
    expect(progress(0, 5, 4)).toBe(0.5);
    expect(progress(1, 5, 4)).toBe(1);
    expect(progress(0, 5, 1)).toBe(0.2);
  });
  it('shows 4 reviews on wide screens, 2 on medium, 1 on small', () => {
    expect(visibleForWidth(1280)).toBe(4);
    expect(visibleForWidth(800)).toBe(2);
    expect(visibleForWidth(390)).toBe(1);
  });
});

describe('before/after slider', () => {
  // Where it starts, as rendered, is tests/components/BeforeAfter.test.tsx's.
  it('clamps to 0..100 and goes back to the middle from a position it cannot read', () => {
    expect(clampPosition(-5)).toBe(0);
    expect(clampPosition(140)).toBe(100);
    expect(clampPosition(Number.NaN)).toBe(50);
  });
  it('follows the pointer, mirrored right to left', () => {
    expect(positionFromPointer(150, 100, 200)).toBe(25);
    expect(positionFromPointer(150, 100, 200, true)).toBe(75);
    expect(positionFromPointer(0, 100, 200)).toBe(0);
  });
});
