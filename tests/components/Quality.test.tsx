import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Quality } from '../../src/components/blocks/Quality';
import { pageRoute, renderIn } from '../helpers/render';

describe('quality items', () => {
  it('shows the four promises in order: free quote, warranty, expertise, assistance', () => {
    const quality = pageRoute('en', 'contact').shared.quality!;
    renderIn(<Quality quality={quality} />);
    expect(quality.items.map((q) => q.id)).toEqual(['free-quote', 'warranty', 'expertise', 'assistance']);
    const titles = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual(quality.items.map((q) => q.title));
    expect(titles[0]).toBe('Free quote');
    for (const q of quality.items) expect(screen.getByText(q.description)).toBeTruthy();
    // The icons only decorate the titles beside them.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(document.querySelectorAll('.quality__item img')).toHaveLength(4);
  });

  it('speaks French on French pages', () => {
    const quality = pageRoute('fr', 'realisations').shared.quality!;
    renderIn(<Quality quality={quality} />, { locale: 'fr' });
    expect(screen.getAllByRole('heading')).toHaveLength(4);
    expect(screen.getAllByRole('heading')[0]!.textContent).toBe(quality.items[0]!.title);
  });

  it('renders nothing without shared quality items', () => {
    const { container } = renderIn(<Quality />);
    expect(container.innerHTML).toBe('');
  });
});
