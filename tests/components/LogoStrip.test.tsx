import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LogoStrip } from '../../src/components/blocks/LogoStrip';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

const block = blockOf(pageRoute('en', 'home'), 'logoStrip');

describe('logo strip', () => {
  it('has a toggle that pauses and resumes the scrolling, for keyboard and touch users', async () => {
    renderIn(<LogoStrip block={block} />);
    const toggle = screen.getByRole('button', { name: 'Pause the scrolling logos' });
    const section = document.querySelector('.logo-strip')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(section.classList.contains('logo-strip--paused')).toBe(false);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(section.classList.contains('logo-strip--paused')).toBe(true);
    await userEvent.click(toggle);
    expect(section.classList.contains('logo-strip--paused')).toBe(false);
  });

  it('is titled “They trusted us” on the home page', () => {
    renderIn(<LogoStrip block={block} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('They trusted us');
  });

  it('duplicates the logos for a seamless loop, the copy hidden from assistive technology', () => {
    renderIn(<LogoStrip block={block} />);
    const lists = document.querySelectorAll('.logo-strip__track > ul');
    expect(lists).toHaveLength(2);
    const [original, copy] = [...lists] as HTMLElement[];
    expect(original!.hasAttribute('aria-hidden')).toBe(false);
    expect(copy!.getAttribute('aria-hidden')).toBe('true');

    const src = (list: HTMLElement) => [...list.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(src(original!)).toEqual(block.logos.map((l) => l.src));
    expect(src(copy!)).toEqual(src(original!));
    expect([...copy!.querySelectorAll('img')].every((img) => img.alt === '')).toBe(true);

    // Screen readers meet each client once, by name.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(block.logos.map((l) => l.alt));
    expect(within(original!).getAllByRole('listitem')).toHaveLength(block.logos.length);
  });

  it('draws every logo at 120 px and loads it lazily', () => {
    renderIn(<LogoStrip block={block} />);
    for (const img of document.querySelectorAll('.logo-strip img')) {
      expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
        '120',
        '120',
        'lazy',
      ]);
    }
  });
});
