import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from '../../src/components/blocks/Banner';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

describe('call-to-action banner', () => {
  it('shows the spec’s default text and button to /contact when the page sets nothing', () => {
    const home = pageRoute('en', 'home');
    renderIn(<Banner block={blockOf(home, 'banner')} defaults={home.shared.banner} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Transform your space with our made-to-measure solutions',
    );
    expect(screen.getByText('Your project, our expertise')).toBeTruthy();
    const button = screen.getByRole('link', { name: 'Request a free quote' });
    expect(button.getAttribute('href')).toBe('/contact/');
  });

  it('sends French visitors to /fr/contact/', () => {
    const home = pageRoute('fr', 'home');
    renderIn(<Banner defaults={home.shared.banner} />, { locale: 'fr' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/contact/');
  });

  it('lets a page override some fields and keeps the defaults for the others (/vitrage)', () => {
    const vitrage = pageRoute('en', 'vitrage');
    const block = blockOf(vitrage, 'banner');
    renderIn(<Banner block={block} defaults={vitrage.shared.banner} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Request your free quote today');
    expect(screen.getByText('Your project, our expertise')).toBeTruthy();
    const button = screen.getByRole('link', { name: block.cta!.label });
    expect(button.getAttribute('href')).toBe('/contact/');
  });

  it('renders nothing without a title from the page or the defaults', () => {
    const { container } = renderIn(<Banner block={{ subtitle: 'Only a subtitle' }} />);
    expect(container.innerHTML).toBe('');
  });
});
