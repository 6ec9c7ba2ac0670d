import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnersStats } from '../../src/components/blocks/PartnersStats';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

describe('partners and statistics', () => {
  it('shows each figure with its subtitle and text, in content order', () => {
    const block = blockOf(pageRoute('en', 'home'), 'partnersStats');
    renderIn(<PartnersStats block={block} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(block.title);
    const stats = within(document.querySelector('.partners-stats__stats') as HTMLElement).getAllByRole('listitem');
    expect(stats.map((li) => li.querySelector('.stat__number')?.textContent)).toEqual(['20+', '1\u2019000+', '200+']);
    for (const [i, s] of block.stats.entries()) {
      expect(within(stats[i]!).getByText(s.subtitle)).toBeTruthy();
      expect(within(stats[i]!).getByText(s.description)).toBeTruthy();
    }
  });

  it('shows every partner logo with its alternative text', () => {
    const block = blockOf(pageRoute('fr', 'home'), 'partnersStats');
    renderIn(<PartnersStats block={block} />, { locale: 'fr' });
    const logos = within(document.querySelector('.partners-stats__partners') as HTMLElement).getAllByRole('img');
    expect(logos.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual(
      block.partners.map((p) => [p.logo.src, p.logo.alt]),
    );
  });
});
