import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BeforeAfter from '../../src/components/blocks/BeforeAfter';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

const block = blockOf(pageRoute('en', 'home'), 'beforeAfter');

function slider() {
  return screen.getByRole('slider', { name: 'Move to compare before and after' }) as HTMLInputElement;
}
function frame() {
  return document.querySelector('.before-after__frame') as HTMLDivElement;
}

describe('before/after slider', () => {
  it('is a slider from 0 to 100 that starts at 50, with both pictures described', () => {
    renderIn(<BeforeAfter block={block} />, { island: 'before-after' });
    const s = slider();
    expect([s.min, s.max, s.step, s.value]).toEqual(['0', '100', '1', '50']);
    expect(s.getAttribute('aria-valuetext')).toBe('Before 50% · After 50%');
    expect(frame().style.getPropertyValue('--position')).toBe('50%');
    expect(screen.getByRole('img', { name: block.before.alt })).toBeTruthy();
    expect(screen.getByRole('img', { name: block.after.alt })).toBeTruthy();
  });

  it('moves by 1 with the arrows, 10 with Page Up/Down, to the ends with Home/End, and stays in 0..100', async () => {
    const { user } = renderIn(<BeforeAfter block={block} />, { island: 'before-after' });
    const s = slider();
    s.focus();
    const after = async (key: string) => {
      await user.keyboard(`{${key}}`);
      return Number(s.value);
    };
    expect(await after('ArrowRight')).toBe(51);
    expect(await after('ArrowUp')).toBe(52);
    expect(await after('ArrowLeft')).toBe(51);
    expect(await after('ArrowDown')).toBe(50);
    expect(await after('PageUp')).toBe(60);
    expect(await after('PageDown')).toBe(50);
    expect(await after('End')).toBe(100);
    expect(await after('ArrowRight')).toBe(100);
    expect(await after('PageUp')).toBe(100);
    expect(s.getAttribute('aria-valuetext')).toBe('Before 100% · After 0%');
    expect(frame().style.getPropertyValue('--position')).toBe('100%');
    expect(await after('Home')).toBe(0);
    expect(await after('ArrowLeft')).toBe(0);
    expect(await after('PageDown')).toBe(0);
    expect(frame().style.getPropertyValue('--position')).toBe('0%');
  });

  it('swaps left and right in a right-to-left page, where the handle moves the other way', async () => {
    const ar = blockOf(pageRoute('ar', 'home'), 'beforeAfter');
    const { user } = renderIn(
      <div dir="rtl">
        <BeforeAfter block={ar} />
      </div>,
      { locale: 'ar', island: 'before-after' },
    );
    const s = screen.getByRole('slider');
    s.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect((s as HTMLInputElement).value).toBe('52');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect((s as HTMLInputElement).value).toBe('52');
  });

  it('leaves browser shortcuts alone (Alt+Left goes back)', async () => {
    const { user } = renderIn(<BeforeAfter block={block} />, { island: 'before-after' });
    slider().focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(slider().value).toBe('50');
  });

  it('takes the value set by assistive technology, clamped to 0..100', () => {
    renderIn(<BeforeAfter block={block} />, { island: 'before-after' });
    fireEvent.change(slider(), { target: { value: '73' } });
    expect(slider().value).toBe('73');
    expect(frame().style.getPropertyValue('--position')).toBe('73%');
  });

  it('follows a tap and ignores a touch the browser turns into a vertical scroll', () => {
    renderIn(<BeforeAfter block={block} />, { island: 'before-after' });
    // jsdom has no layout: give the frame the box a browser would (400 px wide from x = 100).
    frame().getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 400, height: 300 });
    const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true };
    fireEvent.pointerDown(frame(), { ...touch, clientX: 400 });
    // Touching alone does not move the handle: the finger may be about to scroll.
    expect(slider().value).toBe('50');
    fireEvent.pointerCancel(frame(), touch);
    fireEvent.pointerUp(frame(), { ...touch, clientX: 400 });
    expect(slider().value).toBe('50');

    fireEvent.pointerDown(frame(), { ...touch, clientX: 180 });
    fireEvent.pointerMove(frame(), { ...touch, clientX: 200 });
    expect(slider().value).toBe('25');
    fireEvent.pointerUp(frame(), { ...touch, clientX: 220 });
    expect(slider().value).toBe('30');
    // Once lifted, the finger's moves no longer count.
    fireEvent.pointerMove(frame(), { ...touch, clientX: 480 });
    expect(slider().value).toBe('30');
  });

  it('lets a mostly vertical swipe scroll the page without moving the handle', () => {
    renderIn(<BeforeAfter block={block} />, { island: 'before-after' });
    frame().getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 400, height: 300 });
    const touch = { pointerId: 3, pointerType: 'touch', isPrimary: true };
    fireEvent.pointerDown(frame(), { ...touch, clientX: 300, clientY: 200 });
    // Chromium reports the first moves of a swipe before it takes over the scrolling.
    fireEvent.pointerMove(frame(), { ...touch, clientX: 312, clientY: 170 });
    fireEvent.pointerMove(frame(), { ...touch, clientX: 320, clientY: 120 });
    fireEvent.pointerUp(frame(), { ...touch, clientX: 320, clientY: 100 });
    expect(slider().value).toBe('50');
  });
});
