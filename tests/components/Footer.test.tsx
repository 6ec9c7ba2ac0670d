import { beforeAll, describe, expect, it } from 'vitest';
import { Footer } from '../../src/components/shell/Footer';
import { loadIslands } from '../../src/islands/Island';
import { renderIn } from '../helpers/render';

/** The offices' hidden labels, read aloud and copied with the text, follow the language's punctuation. */
describe('footer office labels', () => {
  beforeAll(loadIslands);
  const labels = (locale: 'fr' | 'en') =>
    [...renderIn(<Footer />, { locale }).container.querySelectorAll('address .visually-hidden')]
      .map((s) => s.textContent)
      .slice(0, 3);

  it('puts a no-break space before the colon in French, none in English', () => {
    expect(labels('fr')).toEqual(['Adresse\u00a0: ', 'E-mail\u00a0: ', 'Téléphone\u00a0: ']);
  });

  it('writes the colon straight after the label in English', () => {
    expect(labels('en')).toEqual(['Address: ', 'E-mail: ', 'Phone: ']);
  });
});
