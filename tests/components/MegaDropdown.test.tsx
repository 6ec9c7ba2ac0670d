import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MegaDropdown } from '../../src/components/shell/MegaDropdown';
import { renderIn, shellOf } from '../helpers/render';

// Static markup: CSS shows it on hover, and src/shell/dropdown.ts on its toggle (tests/components/shell.test.tsx).

function columns() {
  return [...document.querySelectorAll<HTMLElement>('.mega-dropdown__column')];
}

describe('mega dropdown', () => {
  it('shows three columns, Pergolas (5), Carports (3) and Glazing (3), each title linking to its category', () => {
    renderIn(<MegaDropdown id="solutions-dropdown" />);
    const dropdown = document.getElementById('solutions-dropdown')!;
    // No hidden attribute: CSS alone shows it on hover, so it works before and without the script.
    expect(dropdown.className).toBe('mega-dropdown');
    expect(dropdown.hidden).toBe(false);
    const cols = columns();
    expect(cols.map((c) => c.querySelector('.mega-dropdown__title')?.textContent)).toEqual([
      'Pergolas',
      'Carports',
      'Glazing',
    ]);
    expect(cols.map((c) => c.querySelector('.mega-dropdown__title')?.getAttribute('href'))).toEqual([
      '/pergolas/',
      '/carports/',
      '/vitrage/',
    ]);
    expect(cols.map((c) => within(c).getAllByRole('listitem').length)).toEqual([5, 3, 3]);
    for (const a of within(cols[0]!).getAllByRole('link').slice(1))
      expect(a.getAttribute('href')).toMatch(/^\/products\/[a-z-]+\/$/);
  });

  it('staggers the columns: each one 80 ms after the previous (custom property read by the CSS delay)', () => {
    renderIn(<MegaDropdown id="solutions-dropdown" />);
    expect(columns().map((c) => c.style.getPropertyValue('--stagger'))).toEqual(['0', '1', '2']);
  });

  it('uses the French labels and paths', () => {
    renderIn(<MegaDropdown id="solutions-dropdown" />, { locale: 'fr' });
    const shell = shellOf('fr');
    const link = screen.getByRole('link', { name: shell.dropdown[2]!.items[0]!.label });
    expect(link.getAttribute('href')).toBe(shell.dropdown[2]!.items[0]!.url);
    expect(link.getAttribute('href')).toMatch(/^\/fr\/products\//);
    expect(screen.getByRole('link', { name: 'Vitrage' }).getAttribute('href')).toBe('/fr/vitrage/');
    const titles = columns().map((c) => c.querySelector('.mega-dropdown__title')?.textContent);
    expect(titles).toEqual(shell.dropdown.map((c) => c.label));
  });
});
