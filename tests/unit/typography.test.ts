import { describe, expect, it } from 'vitest';
import { typeset } from '../../src/lib/typography';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('typeset', () => {
  it('gives French its no-break spaces, so no line starts with "?"', () => {
    expect(typeset("Une question ? Envie d'en parler ? Appelez-nous !", 'fr')).toBe(
      `Une question${NNBSP}? Envie d'en parler${NNBSP}? Appelez-nous${NNBSP}!`,
    );
    expect(typeset('Délai : 2 à 4 semaines ; pose en 1 à 2 jours', 'fr')).toBe(
      `Délai${NBSP}: 2 à 4 semaines${NNBSP}; pose en 1 à 2 jours`,
    );
    expect(typeset('« Superbe travail »', 'fr')).toBe(`«${NBSP}Superbe travail${NBSP}»`);
    expect(typeset('Le mot "bioclimatique" vient du grec', 'fr')).toBe(
      `Le mot «${NBSP}bioclimatique${NBSP}» vient du grec`,
    );
  });

  it('leaves times, addresses and marks without a space alone', () => {
    expect(typeset('Ouvert de 8:00 à 18:00, voir https://example.ch/?q=1', 'fr')).toBe(
      'Ouvert de 8:00 à 18:00, voir https://example.ch/?q=1',
    );
    expect(typeset('Message envoyé!', 'fr')).toBe('Message envoyé!');
  });

  it('holds a currency to its figure in every language, and leaves a currency without one alone', () => {
    expect(typeset('entre CHF 800 et CHF 1 500, ou 900 € par an', 'fr')).toBe(
      `entre CHF${NBSP}800 et CHF${NBSP}1 500, ou 900${NBSP}€ par an`,
    );
    expect(typeset('ab CHF 9500 pro Anlage', 'de')).toBe(`ab CHF${NBSP}9500 pro Anlage`);
    expect(typeset('بين CHF 630 وCHF 930', 'ar')).toBe(`بين CHF${NBSP}630 وCHF${NBSP}930`);
    expect(typeset('Prezzi in CHF, IVA inclusa. CHF e EUR.', 'it')).toBe('Prezzi in CHF, IVA inclusa. CHF e EUR.');
    expect(typeset('between CHF 800 and CHF 1,500', 'en')).toBe(`between CHF${NBSP}800 and CHF${NBSP}1,500`);
  });

  it('holds a figure or a placeholder to its unit, with the narrow space French puts before "%"', () => {
    expect(typeset('28 % de 12 m², soit 5,4 kWc et {share} %', 'fr')).toBe(
      `28${NNBSP}% de 12${NBSP}m², soit 5,4${NBSP}kWc et {share}${NNBSP}%`,
    );
    expect(typeset('16 h für 12 m² und 2 m Tiefe', 'de')).toBe(`16${NBSP}h für 12${NBSP}m² und 2${NBSP}m Tiefe`);
    expect(typeset('(4 Mo au maximum)', 'fr')).toBe(`(4${NBSP}Mo au maximum)`);
    expect(typeset('12 م² و4 م × 3 م، و12 مترًا و2 مواقف', 'ar')).toBe(
      `12${NBSP}م² و4${NBSP}م × 3${NBSP}م، و12 مترًا و2 مواقف`,
    );
    expect(typeset('27,7 ct. par kWh, 27.7 Rp. pro kWh', 'fr')).toBe(`27,7${NBSP}ct. par kWh, 27.7${NBSP}Rp. pro kWh`);
    expect(typeset('بين 630 و930 فرنكًا سويسريًا لقدرة 5.4 كيلوواط', 'ar')).toBe(
      `بين 630 و930${NBSP}فرنكًا سويسريًا لقدرة 5.4${NBSP}كيلوواط`,
    );
    // A letter after the unit's letters makes it a word: "2 mois", "3 km2" is no unit we know, "4 hours".
    expect(typeset('en 2 mois, 4 hours, 3 moduli', 'it')).toBe('en 2 mois, 4 hours, 3 moduli');
  });

  it('is idempotent', () => {
    const once = typeset('« Prêt ? » : oui !', 'fr');
    expect(typeset(once, 'fr')).toBe(once);
  });

  it('gives German, Italian and Spanish their guillemets, and leaves English as written', () => {
    expect(typeset('Das Modell "Rolldach" ist da', 'de')).toBe('Das Modell «Rolldach» ist da');
    expect(typeset('Il modello "Tetto scorrevole"', 'it')).toBe('Il modello «Tetto scorrevole»');
    expect(typeset('El modelo "Techo corredizo".', 'es')).toBe('El modelo «Techo corredizo».');
    expect(typeset('A 6" post and a "quoted" word', 'de')).toBe('A 6" post and a «quoted» word');
    expect(typeset('The "rolling roof" model?', 'en')).toBe('The "rolling roof" model?');
  });
});
