import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Gallery from '../../src/components/blocks/Gallery';
import type { Locale } from '../../src/schemas/common';
import { blockOf, pageRoute, renderIn, stringsOf } from '../helpers/render';

function setup(locale: Locale) {
  const block = blockOf(pageRoute(locale, 'realisations'), 'gallery');
  const t = stringsOf(locale);
  const view = renderIn(<Gallery block={block} />, { locale, island: 'gallery' });
  const button = (key: string) => screen.getByRole('button', { name: t[key] });
  const tiles = () => [...document.querySelectorAll('.gallery__tile figcaption')].map((f) => f.textContent);
  const titlesOf = (category: string) => block.images.filter((i) => i.category === category).map((i) => i.title);
  return { ...view, block, t, button, tiles, titlesOf };
}

describe('portfolio gallery (/realisations)', () => {
  it('shows the 14 pictures, lazily, with every category as a filter and “all” selected', () => {
    const { block, t, tiles } = setup('en');
    expect(block.images).toHaveLength(14);
    expect(tiles()).toHaveLength(14);
    const group = screen.getByRole('group', { name: t['gallery.filterLabel'] });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['All', 'Pergolas', 'Rolling roofs', 'Retractable roofs']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    for (const img of document.querySelectorAll('.gallery__tile img')) expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('filters by category, marks the chosen filter pressed, and “all” brings every picture back', async () => {
    const { user, button, tiles, titlesOf } = setup('en');
    await user.click(button('gallery.category.rolling-roof'));
    expect(tiles()).toEqual(titlesOf('rolling-roof'));
    expect(tiles()).toHaveLength(4);
    expect(button('gallery.category.rolling-roof').getAttribute('aria-pressed')).toBe('true');
    expect(button('gallery.all').getAttribute('aria-pressed')).toBe('false');

    await user.click(button('gallery.category.pergola'));
    expect(tiles()).toEqual(titlesOf('pergola'));
    expect(tiles()).toHaveLength(6);
    expect(button('gallery.category.rolling-roof').getAttribute('aria-pressed')).toBe('false');

    await user.click(button('gallery.category.toit-retractable'));
    expect(tiles()).toHaveLength(4);

    await user.click(button('gallery.all'));
    expect(tiles()).toHaveLength(14);
  });

  it('works the same in French', async () => {
    const { user, button, tiles, titlesOf } = setup('fr');
    expect(button('gallery.all').textContent).toBe('Toutes');
    await user.click(button('gallery.category.toit-retractable'));
    expect(tiles()).toEqual(titlesOf('toit-retractable'));
    expect(tiles()).toHaveLength(4);
  });
});
