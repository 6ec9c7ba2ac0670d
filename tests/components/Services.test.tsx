import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Services } from '../../src/components/blocks/Services';
import { pageRoute, renderIn } from '../helpers/render';

describe('services showcase', () => {
  it('has four tiles linking to Pergolas, Carports, Glazing and Solar energy', () => {
    const services = pageRoute('en', 'pergolas').shared.services!;
    renderIn(<Services services={services} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(services.title);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Pergolas', 'Carports', 'Glazing', 'Solar energy']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/pergolas/',
      '/carports/',
      '/vitrage/',
      '/energie-solaire/',
    ]);
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('puts the links under the visitor’s language and takes a page title', () => {
    const services = pageRoute('fr', 'vitrage').shared.services!;
    renderIn(<Services services={services} title="Nos services" />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nos services');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/fr/pergolas/',
      '/fr/carports/',
      '/fr/vitrage/',
      '/fr/energie-solaire/',
    ]);
  });

  it('renders nothing when the page has no shared services', () => {
    const { container } = renderIn(<Services />);
    expect(container.innerHTML).toBe('');
  });
});
