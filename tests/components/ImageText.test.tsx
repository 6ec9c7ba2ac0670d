import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageText } from '../../src/components/blocks/ImageText';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

const vitrage = pageRoute('en', 'vitrage');

describe('image and paragraph', () => {
  it('reverses the layout of the first and third blocks of /vitrage only', () => {
    const blocks = [0, 1, 2].map((n) => blockOf(vitrage, 'imageText', n));
    renderIn(
      <>
        {blocks.map((b) => (
          <ImageText key={b.title} block={b} />
        ))}
      </>,
    );
    const sections = [...document.querySelectorAll('.image-text')];
    expect(sections.map((s) => s.getAttribute('data-reverse'))).toEqual(['true', 'false', 'true']);
  });

  it('shows subtitle, title, description, picture and a button to the product', () => {
    const block = blockOf(vitrage, 'imageText', 0);
    renderIn(<ImageText block={block} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(block.title);
    expect(screen.getByText(block.subtitle!)).toBeTruthy();
    expect(screen.getByText(block.description)).toBeTruthy();
    expect(screen.getByRole('img', { name: block.image.alt }).getAttribute('src')).toBe(block.image.src);
    expect(screen.getByRole('link', { name: block.cta!.label }).getAttribute('href')).toBe('/products/murs-de-verre/');
  });

  it('adds the bullet points and the italic note when the content has them', () => {
    const block = {
      ...blockOf(pageRoute('fr', 'vitrage'), 'imageText', 1),
      items: ['Tempered glass', 'Silent rails'],
      italicInfo: 'Note',
    };
    renderIn(<ImageText block={block} />, { locale: 'fr', url: '/fr/vitrage/' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(block.items);
    expect(screen.getByText('Note').className).toBe('image-text__note');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/products/toit-en-verre-retractable/');
  });
});
