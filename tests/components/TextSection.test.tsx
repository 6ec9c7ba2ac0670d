import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextSection } from '../../src/components/blocks/TextSection';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

describe('gradient text section', () => {
  it('opens /realisations as its h1, with its “Request a free quote” button', () => {
    const block = blockOf(pageRoute('en', 'realisations'), 'textSection');
    renderIn(<TextSection block={block} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(block.title);
    expect(screen.getByText(block.text)).toBeTruthy();
    // The spec's original sent this button to `/` (its default link); the content names the contact page.
    expect(screen.getByRole('link', { name: 'Request a free quote' }).getAttribute('href')).toBe(block.cta!.link);
  });

  it('leads its button where the French page does, under /fr/, and can be an h2', () => {
    const block = blockOf(pageRoute('fr', 'realisations'), 'textSection');
    renderIn(<TextSection block={block} headingLevel={2} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(block.title);
    const href = screen.getByRole('link', { name: block.cta!.label }).getAttribute('href');
    expect(href).toBe(block.cta!.link);
    expect(href).toMatch(/^\/fr\//);
  });

  it('shows the Swiss phone number as a call link when asked (/contact)', () => {
    const block = blockOf(pageRoute('en', 'contact'), 'textSection');
    expect(block.showPhone).toBe(true);
    renderIn(<TextSection block={block} headingLevel={1} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toBe('+41 22 555 01 00');
    expect(links[0]!.getAttribute('href')).toBe('tel:+41225550100');
  });
});
