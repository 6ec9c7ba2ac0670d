import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MegaDropdown } from '../../src/components/layout/MegaDropdown';
import { renderIn, shellOf } from './render';

function columns() {
  return [...document.querySelectorAll<HTMLElement>('.mega-dropdown__column')];
}

describe('mega dropdown', () => {
  it('is hidden while closed', () => {
    renderIn(<MegaDropdown id="solutions-dropdown" open={false} onNavigate={() => {}} />);
    const dropdown = document.getElementById('solutions-dropdown')!;
    expect(dropdown.hidden).toBe(true);
    expect(dropdown.dataset.open).toBe('false');
  });

  it('shows three columns, Pergolas (5), Carports (3) and Glazing (3), each title linking to its category', () => {
    renderIn(<MegaDropdown id="solutions-dropdown" open onNavigate={() => {}} />);
    expect(document.getElementById('solutions-dropdown')!.hidden).toBe(false);
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
    renderIn(<MegaDropdown id="solutions-dropdown" open onNavigate={() => {}} />);
    expect(columns().map((c) => c.style.getPropertyValue('--stagger'))).toEqual(['0', '1', '2']);
  });

  it('uses the French labels and paths, and closes itself when a link is followed', async () => {
    const onNavigate = vi.fn();
    const { user } = renderIn(<MegaDropdown id="solutions-dropdown" open onNavigate={onNavigate} />, { locale: 'fr' });
    const shell = shellOf('fr');
    const link = screen.getByRole('link', { name: shell.dropdown[2]!.items[0]!.label });
    expect(link.getAttribute('href')).toBe(shell.dropdown[2]!.items[0]!.path);
    expect(link.getAttribute('href')).toMatch(/^\/fr\/products\//);
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Vitrage' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to its toggle button when Escape is pressed inside it', async () => {
    const { user } = renderIn(
      <>
        <button type="button" aria-controls="solutions-dropdown" aria-expanded="true">
          Show the solutions
        </button>
        <MegaDropdown id="solutions-dropdown" open onNavigate={() => {}} />
      </>,
    );
    screen.getByRole('link', { name: 'Carports' }).focus();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show the solutions' }));
  });
});
