import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductHero } from '../../src/views/ProductPage';
import { loadIslands } from '../../src/islands/Island';
import { productRoute, renderIn } from '../helpers/render';

const bioclimatic = productRoute('en', 'pergolas-bioclimatique').data;

function accordion(title: string): HTMLDetailsElement {
  const details = screen.getByText(title).closest('details');
  if (!details) throw new Error(`“${title}” is not an accordion`);
  return details;
}

// Share is an island, rendered in place as the prerender renders it.
beforeAll(loadIslands);

describe('product hero', () => {
  it('shows the product title as the page heading, its subtitle and description', () => {
    renderIn(<ProductHero product={bioclimatic} />);
    const hero = bioclimatic.heroBanner;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hero.title);
    expect(screen.getByText(hero.subtitle)).toBeTruthy();
    expect(screen.getByText(hero.description)).toBeTruthy();
    expect(screen.getByRole('img', { name: hero.image.alt })).toBeTruthy();
  });

  it('has three accordions, opened as the content says (isOpen)', () => {
    renderIn(<ProductHero product={bioclimatic} />);
    expect(bioclimatic.accordions).toHaveLength(3);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    for (const a of bioclimatic.accordions) expect(accordion(a.title).open).toBe(a.isOpen);
  });

  it('toggles each accordion on click, independently of the others', async () => {
    const { user } = renderIn(<ProductHero product={bioclimatic} />);
    const [first, second, third] = bioclimatic.accordions.map((a) => a.title);
    expect(accordion(first!).open).toBe(true);
    await user.click(screen.getByText(second!));
    expect(accordion(first!).open).toBe(true);
    expect(accordion(second!).open).toBe(true);
    expect(accordion(third!).open).toBe(false);
    await user.click(screen.getByText(first!));
    expect(accordion(first!).open).toBe(false);
    expect(accordion(second!).open).toBe(true);
    await user.click(screen.getByText(second!));
    expect(accordion(second!).open).toBe(false);
  });

  it('offers the colour chart as a download on the first five products, and a Share button', () => {
    renderIn(<ProductHero product={bioclimatic} />);
    const chart = screen.getByRole('link', { name: 'Download the colour chart (PDF, over 200 colours)' });
    expect(chart.getAttribute('href')).toBe('/downloads/nuancier-couleurs.pdf');
    expect(chart.hasAttribute('download')).toBe(true);
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share.closest('[data-island]')?.getAttribute('data-island')).toBe('share-button');
  });

  it('hides the call to action when the product has none', () => {
    const carport = productRoute('fr', 'carports-v').data;
    expect(carport.heroBanner.cta).toBeUndefined();
    renderIn(<ProductHero product={carport} />, { locale: 'fr' });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Partager' })).toBeTruthy();
  });
});
