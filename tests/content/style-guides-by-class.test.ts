import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { numberRules } from '../../scripts/content/style/style-amounts';
import { claimRules } from '../../scripts/content/style/style-claims';
import { conjugatedWords } from '../../scripts/content/style/style-conjugation';
import { readsBody, readsField } from '../../scripts/content/style/style-checks';
import {
  compileGuide,
  findStyleMatches,
  maskNonProse,
  type CompiledRule,
} from '../../scripts/content/style/style-rules';
import { styleGuideSchema, type AmountFormat, type Site } from '../../src/schemas/index';

/**
 * Each language's real guide (content/style/<locale>.yaml) against sentences written for this test,
 * none of them in the guide's own text: a rule describes a class of mistake, so a verb, a product or
 * a heading nobody listed is found, and the right form is left alone.
 */

const guideOf = (locale: string) =>
  styleGuideSchema.parse(
    parse(readFileSync(resolve(import.meta.dirname, `../../content/style/${locale}.yaml`), 'utf8')),
  );

/** `found → write` of one rule (by id) over a text, as a YAML field (`fields` rules too) and not as a field. */
function ruleOf(locale: string, id: string, site?: Partial<Site>): CompiledRule {
  const guide = guideOf(locale);
  const own = [...compileGuide(guide), ...claimRules(guide, site as Site | undefined)].filter((r) => r.id === id);
  expect(own, `${locale} has a rule ${id}`).toHaveLength(1);
  return own[0]!;
}

const where = (field?: string) => (field === undefined ? 'an MDX body' : `the field ${field}`);
const reads = (rule: CompiledRule, field?: string) => (field === undefined ? readsBody(rule) : readsField(rule, field));

/**
 * A rule run on a text in a field (an MDX body when no field is given). The field must be one the
 * rule reads, as the content check decides it, so a sentence that must pass is read by the rule.
 */
function marker(locale: string, site?: Partial<Site>) {
  return (id: string, text: string, field?: string) => {
    const rule = ruleOf(locale, id, site);
    expect(reads(rule, field), `${locale} ${id} reads ${where(field)}`).toBe(true);
    return findStyleMatches(maskNonProse(text), [rule]).map((m) => `${m.found} → ${m.write}`);
  };
}

/**
 * A sentence a rule leaves alone because of where it stands: the rule would find it in a field it reads
 * (`inScope`), and the content check does not run it where it stands (`field`, or an MDX body).
 */
function outOfScope(locale: string, id: string, text: string, inScope: string, field?: string) {
  const rule = ruleOf(locale, id);
  expect(reads(rule, field), `${locale} ${id} leaves ${where(field)} alone`).toBe(false);
  expect(marker(locale)(id, text, inScope), `${locale} ${id} finds "${text}" in ${inScope}`).not.toEqual([]);
}

describe('conjugated words', () => {
  it('turns infinitives into the forms to avoid and to write, with spelling, irregulars and clitics', () => {
    const words = conjugatedWords({
      verbs: ['cercare', 'leggere', 'iscriversi'],
      paradigm: { care: { ca: 'chi' }, are: { a: 'i' }, ere: { i: 'a' } },
      irregular: { andare: { vai: 'vada' } },
      clitics: { ti: 'si', ci: 'ci' },
      capitalised: true,
    });
    expect(words).toMatchObject({
      Cerca: 'Cerchi',
      Leggi: 'Legga',
      Iscrivi: 'Si iscriva',
      Iscriviti: 'Si iscriva',
      Cercaci: 'Ci cerchi',
      Vai: 'Vada',
    });
  });

  it('names a verb no paradigm ending fits, so a misspelt infinitive is not silently ignored', () => {
    expect(() => conjugatedWords({ verbs: ['xyz'], paradigm: { are: { a: 'i' } }, capitalised: false })).toThrow(
      /"xyz".*irregular/,
    );
  });
});

describe('Italian: one form of address, lei', () => {
  const it_ = marker('it');
  it('finds a tu or voi imperative at the start of a sentence, a title or a button, for a verb in any form', () => {
    expect(it_('address.imperative', 'Prenota una visita. Scarica il PDF! Seguici.')).toEqual([
      'Prenota → Prenoti',
      'Scarica → Scarichi',
      'Seguici → Ci segua',
    ]);
    expect(it_('address.imperative', '## Confrontate i preventivi\n\n- Esplora il catalogo')).toEqual([
      'Confrontate → Confronti',
      'Esplora → Esplori',
    ]);
  });
  it('leaves the lei imperative and a verb mid-sentence alone', () => {
    expect(it_('address.imperative', 'Prenoti una visita. La luce cambia e il sole ci segue; Ci scriva.')).toEqual([]);
  });
  it('finds the tu possessives and pronouns anywhere', () => {
    expect(it_('address.tu', 'Il tuo giardino ti aspetta.')).toEqual(['tuo → suo', 'ti → le']);
    expect(it_('address.tu', 'Il suo giardino la aspetta.')).toEqual([]);
  });
  it('finds an infinitive in a button, and not in a sentence or a title', () => {
    expect(it_('address.infinitive-button', 'Scaricare il catalogo', 'blocks[1].cta.label')).toEqual([
      'Scaricare → Scarichi',
    ]);
    expect(it_('address.infinitive-button', 'Prenotare una visita', 'estimator.submit')).toEqual([
      'Prenotare → Prenoti',
    ]);
    expect(it_('address.infinitive-button', 'Scarichi il catalogo', 'blocks[1].cta.label')).toEqual([]);
    outOfScope('it', 'address.infinitive-button', 'Scegliere la pergola', 'blocks[1].cta.label', 'seo.title');
    outOfScope('it', 'address.infinitive-button', 'Scegliere la pergola', 'blocks[1].cta.label');
  });
  it('names the kWh the panels give the grid as fed in, not sold, and leaves a sale of panels alone', () => {
    expect(it_('terms.fed-in-kwh', 'Ogni kWh venduto le frutta la tariffa di ripresa; i kWh venduti.')).toEqual([
      'kWh venduto → kWh immesso in rete',
      'kWh venduti → kWh immessi in rete',
    ]);
    expect(it_('terms.fed-in-kwh', 'Abbiamo venduto 1’000 impianti; ogni kWh immesso in rete è remunerato.')).toEqual(
      [],
    );
    const fr = marker('fr');
    expect(fr('terms.fed-in-kwh', 'Chaque kWh vendu rapporte le tarif de reprise, plus les kWh vendus.')).toEqual([
      'kWh vendu → kWh injecté',
      'kWh vendus → kWh injectés',
    ]);
    expect(fr('terms.fed-in-kwh', 'Nous avons vendu 1 000 installations ; chaque kWh injecté est payé.')).toEqual([]);
    const de = marker('de');
    expect(de('terms.fed-in-kwh', 'Jede verkaufte kWh bringt den Tarif, plus die verkauften kWh.')).toEqual([
      'verkaufte kWh → eingespeiste kWh',
      'verkauften kWh → eingespeisten kWh',
    ]);
    expect(de('terms.fed-in-kwh', 'Wir haben 1’000 Anlagen verkauft; jede eingespeiste kWh wird vergütet.')).toEqual(
      [],
    );
  });
  it('names the feed-in price by the country the sentence speaks of', () => {
    expect(it_('terms.feed-in-tariff', 'Ogni kWh venduto frutta il prezzo di ritiro del suo fornitore.')).toEqual([
      'prezzo di ritiro → tariffa di ripresa',
    ]);
    expect(it_('terms.feed-in-tariff', 'In Italia il GSE paga un prezzo di ritiro dedicato.')).toEqual([]);
    expect(it_('terms.feed-in-tariff', 'Ogni kWh venduto frutta la tariffa di ripresa.')).toEqual([]);
  });
  it('writes interface controls in the plain imperative, and leaves calls to action in lei', () => {
    expect(it_('address.control-imperative', 'Cerchi negli articoli', 'blog.searchLabel')).toEqual(['Cerchi → Cerca']);
    expect(it_('address.control-imperative', 'Filtri per categoria', 'blog.filterLabel')).toEqual(['Filtri → Filtra']);
    expect(it_('address.control-imperative', 'Chiuda il menu', 'nav.closeMenu')).toEqual(['Chiuda → Chiudi']);
    expect(it_('address.control-imperative', 'Condivida su {network}', 'blog.shareOn')).toEqual([
      'Condivida → Condividi',
    ]);
    expect(it_('address.control-imperative', 'Si iscriva', 'footer.newsletter.submit')).toEqual([
      'Si iscriva → Iscriviti',
    ]);
    expect(it_('address.control-imperative', 'Invii', 'form.submit')).toEqual(['Invii → Invia']);
    expect(it_('address.control-imperative', 'Cambi lingua (attuale: {language})', 'lang.change')).toEqual([
      'Cambi → Cambia',
    ]);
    expect(it_('address.control-imperative', 'Metta in pausa i loghi', 'logos.pause')).toEqual(['Metta → Metti']);
    expect(it_('address.control-imperative', 'Sposti il cursore', 'slider.label')).toEqual(['Sposti → Sposta']);
    expect(it_('address.control-imperative', 'Cambia lingua (attuale: {language})', 'lang.change')).toEqual([]);
    expect(it_('address.control-imperative', 'Metti in pausa i loghi', 'logos.pause')).toEqual([]);
    // A control is known by what its key names (a filter, a toggle, a subscription, a post, a next or
    // previous page), in any interface namespace, under any name nobody listed.
    expect(it_('address.control-imperative', 'Filtri per categoria', 'blog.categoryFilter')).toEqual([
      'Filtri → Filtra',
    ]);
    expect(it_('address.control-imperative', 'Apra il menu', 'nav.toggle')).toEqual(['Apra → Apri']);
    expect(it_('address.control-imperative', 'Si iscriva', 'newsletter.subscribe')).toEqual(['Si iscriva → Iscriviti']);
    expect(it_('address.control-imperative', 'Invii il commento', 'comments.post')).toEqual(['Invii → Invia']);
    expect(it_('address.control-imperative', 'Apri il menu', 'nav.toggle')).toEqual([]);
    // A call to action keeps lei: the estimator's submit, a mail's unsubscribe sentence, a page's text.
    outOfScope('it', 'address.control-imperative', 'Richieda un preventivo', 'blog.categoryFilter', 'estimator.submit');
    outOfScope('it', 'address.control-imperative', 'Apra questo link', 'nav.toggle', 'newsletter.mail.unsubscribe');
    expect(it_('address.imperative', 'Apra il menu delle opzioni e scelga.', 'blocks[1].text')).toEqual([]);
    expect(it_('address.imperative', 'Apri il menu delle opzioni.', 'blocks[1].text')).toEqual(['Apri → Apra']);
    outOfScope('it', 'address.imperative', 'Metti in pausa i loghi', 'blocks[0].text', 'logos.pause');
    // The same verbs in a call to action or in prose keep lei.
    expect(it_('address.imperative', 'Metti a confronto i modelli.', 'blocks[1].text')).toEqual(['Metti → Metta']);
    expect(it_('address.imperative', 'Cambi idea? Metta a confronto i modelli.', 'blocks[1].text')).toEqual([]);
    // A call to action keeps lei, and so does a placeholder that asks for the visitor's own words.
    outOfScope(
      'it',
      'address.control-imperative',
      'Richieda un preventivo per questo progetto',
      'blog.searchLabel',
      'estimator.submit',
    );
    outOfScope('it', 'address.control-imperative', 'Richieda un preventivo', 'blog.searchLabel', 'blocks[1].cta.label');
    outOfScope(
      'it',
      'address.control-imperative',
      'Descriva il suo progetto',
      'blog.searchLabel',
      'form.message.placeholder',
    );
    expect(it_('address.control-imperative', 'Cerca negli articoli', 'blog.searchLabel')).toEqual([]);
    // The tu imperative of a control is no finding of the lei rules.
    outOfScope('it', 'address.imperative', 'Cerca negli articoli', 'blocks[1].text', 'blog.searchLabel');
    expect(it_('address.imperative', 'Scopri la pergola', 'blocks[1].cta.label')).toEqual(['Scopri → Scopra']);
  });
  it('finds a capital courtesy pronoun mid-sentence, across a line break, after a parenthesis or a link', () => {
    expect(
      it_('address.capital-lei', 'Il nostro [catalogo](/x/) Le mostra i colori (tutti) La convincerà;\nSua moglie'),
    ).toEqual(['Le → le', 'La → la', 'Sua → sua']);
    expect(
      it_('address.capital-lei', 'Il catalogo è pronto. Le mostriamo i colori.\n\n## Titolo\n\nLa pergola'),
    ).toEqual([]);
  });
  it('finds a paragraph starting in lower case after a heading', () => {
    expect(it_('address.heading-paragraph', '## I costi\n\nquesto capitolo')).toEqual(['q → Q']);
    expect(it_('address.heading-paragraph', '## I costi\n\nQuesto capitolo\ncontinua')).toEqual([]);
  });
  it('names the glass walls as the glossary does', () => {
    expect(it_('terms.glass-walls', 'Due pareti vetrate e un muro di vetro')).toEqual([
      'pareti vetrate → pareti in vetro',
      'muro di vetro → parete in vetro',
    ]);
    expect(it_('terms.glass-walls', 'Due pareti in vetro')).toEqual([]);
  });
});

describe('Spanish: one name for the permit, the French procedure and our projects', () => {
  const es = marker('es');
  it('finds a bare permiso, with its article agreeing with licencia', () => {
    expect(es('terms.permit', 'Tramitamos el permiso y los permisos del garaje.')).toEqual([
      'el permiso → la licencia de obras',
      'los permisos → las licencias de obras',
    ]);
    expect(es('terms.permit', 'Tramitamos la licencia de obras.')).toEqual([]);
  });
  it('names the French procedure one way', () => {
    expect(es('terms.french-procedure', 'En Francia basta una declaración previa para el cobertizo.')).toEqual([
      'una declaración previa → una declaración previa de obras',
    ]);
    expect(
      es(
        'terms.french-procedure',
        'En Francia basta una declaración previa de obras. Lea la declaración de privacidad.',
      ),
    ).toEqual([]);
  });
  it('names the procedure by the country the sentence speaks of', () => {
    // A sentence about France keeps (and is held to) the French procedure's name, wherever France is named.
    expect(
      es(
        'terms.swiss-procedure',
        'Un carport requiere una licencia de obras en Suiza y una declaración previa de obras o una licencia de obras en Francia.',
      ),
    ).toEqual([]);
    expect(
      es('terms.swiss-procedure', 'En Francia se presenta una declaración previa de obras en el ayuntamiento.'),
    ).toEqual([]);
    // Elsewhere it is no Swiss procedure, and "declaración" alone is left to the Swiss sentence.
    expect(
      es('terms.swiss-procedure', 'Una pérgola requiere una licencia de obras o una declaración previa de obras.'),
    ).toEqual(['una declaración previa de obras → un trámite simplificado']);
    expect(es('terms.french-procedure', 'En Suiza basta a veces una declaración al municipio.')).toEqual([]);
    expect(es('terms.french-procedure', 'Para la ley francesa basta una declaración.')).toEqual([
      'una declaración → una declaración previa de obras',
    ]);
    // A sentence about Switzerland, by its name, a canton or a Swiss city, names no French procedure in any
    // wording; France is known by its name or by a French place or authority, and then keeps its procedure.
    const swiss = (text: string) => es('terms.swiss-procedure', text);
    expect(swiss('En el cantón de Vaud basta con una declaración previa ante el municipio.')).toEqual([
      'una declaración previa → un trámite simplificado',
    ]);
    expect(swiss('En Suiza basta con una declaración ante el municipio.')).toEqual([
      'una declaración → un trámite simplificado',
    ]);
    expect(
      swiss('En Ginebra, los paneles solares requieren una declaración previa de obras (déclaration préalable).'),
    ).toEqual(['una declaración previa de obras → un trámite simplificado']);
    expect(swiss('En Suiza basta con un trámite simplificado; lea la declaración de privacidad.')).toEqual([]);
    expect(swiss('En Annemasse, una pérgola pequeña requiere una declaración previa de obras ante la mairie.')).toEqual(
      [],
    );
    expect(swiss('En Alta Saboya se presenta una declaración previa de obras.')).toEqual([]);
    expect(es('terms.french-procedure', 'En Annemasse basta una declaración ante la mairie.')).toEqual([
      'una declaración → una declaración previa de obras',
    ]);
    expect(es('terms.french-procedure', 'En Annemasse basta una declaración previa de obras.')).toEqual([]);
  });
  it('finds the gallicism realizaciones', () => {
    expect(es('terms.realizaciones', 'Vea nuestras realizaciones')).toEqual([
      'nuestras realizaciones → nuestros proyectos',
    ]);
    expect(es('terms.realizaciones', 'La realización del proyecto')).toEqual([]);
  });
  it('names the glass walls as the glossary does', () => {
    expect(es('terms.glass-walls', 'Unas paredes acristaladas')).toEqual(['paredes acristaladas → paredes de vidrio']);
    expect(es('terms.glass-walls', 'Unas paredes de vidrio')).toEqual([]);
  });
});

describe('French: headings in lower case past their first word, one name per product line', () => {
  const fr = marker('fr');
  it('finds a capital past the first word of a title, after "&" too, and keeps proper nouns', () => {
    expect(fr('terms.heading-capitals', 'Projets & Inspirations', 'nav.realisations')).toEqual([
      'Inspirations → inspirations',
    ]);
    expect(fr('terms.heading-capitals', 'Nos Carports en Suisse', 'seo.title')).toEqual(['Carports → carports']);
    expect(fr('terms.heading-capitals', 'Nos carports en Suisse et en France', 'seo.title')).toEqual([]);
    expect(fr('terms.body-heading-capitals', '## Le Choix des Couleurs\nTexte Libre')).toEqual([
      'Choix → choix',
      'Couleurs → couleurs',
    ]);
  });
  it('names the glass walls as the glossary does, in the masculine', () => {
    expect(fr('terms.glass-walls', 'une paroi de verre et des parois vitrées')).toEqual([
      'une paroi de verre → un mur de verre',
      'parois vitrées → murs de verre',
    ]);
    expect(fr('terms.glass-walls', 'des murs de verre')).toEqual([]);
  });
  it('says the warranty covers defects, not the equipment', () => {
    expect(fr('terms.warranty-scope', 'une garantie totale sur le matériel et les défauts de fabrication')).toEqual([
      'garantie totale sur le matériel et les défauts de fabrication → garantie sur les défauts de matériel et de fabrication',
    ]);
    expect(fr('terms.warranty-scope', 'une garantie sur les défauts de matériel et de fabrication')).toEqual([]);
  });
});

describe('the house register: vous, Sie, usted, and one form per button', () => {
  const fr = marker('fr');
  const de = marker('de');
  const es = marker('es');
  it('French: the tu imperative at the start of a sentence or a button, the imperative in a button', () => {
    expect(fr('address.imperative', 'Découvre nos pergolas. Contacte-nous dès demain.')).toEqual([
      'Découvre → Découvrez',
      'Contacte-nous → Contactez-nous',
    ]);
    expect(fr('address.imperative', 'Découvrez nos pergolas. Demande de devis : nous découvre')).toEqual([]);
    expect(fr('address.button-infinitive', 'Demandez un devis gratuit', 'products[0].ctaText')).toEqual([
      'Demandez → Demander',
    ]);
    expect(fr('address.button-infinitive', 'Contactez-nous', 'blocks[0].cta.label')).toEqual([
      'Contactez-nous → Nous contacter',
    ]);
    expect(fr('address.button-infinitive', 'Demander un devis gratuit', 'products[0].ctaText')).toEqual([]);
    // A call to action in prose keeps "vous".
    outOfScope('fr', 'address.button-infinitive', 'Demandez un devis gratuit.', 'products[0].ctaText');
  });
  it('German: the du imperative at the start of a sentence or a button becomes Sie', () => {
    expect(de('address.imperative', 'Entdecke unsere Pergolen. Schreib uns! Lies weiter.')).toEqual([
      'Entdecke → Entdecken Sie',
      'Schreib → Schreiben Sie',
      'Lies → Lesen Sie',
    ]);
    expect(
      de('address.imperative', 'Entdecken Sie unsere Pergolen. Sichere Installation. Die Plane ist aus Stoff.'),
    ).toEqual([]);
  });
  it('Spanish: the tú imperative becomes usted, and a button takes the infinitive', () => {
    expect(es('address.imperative', 'Descubre nuestras pérgolas. ¡Escríbenos hoy!')).toEqual([
      'Descubre → Descubra',
      'Escríbenos → Escríbanos',
    ]);
    expect(es('address.imperative', 'Descubra nuestras pérgolas. Consulta previa con el municipio.')).toEqual([]);
    expect(es('address.button-infinitive', 'Solicite un presupuesto gratuito', 'products[0].ctaText')).toEqual([
      'Solicite → Solicitar',
    ]);
    expect(es('address.button-infinitive', 'Planifique su proyecto', 'blocks[1].cta.label')).toEqual([
      'Planifique → Planificar',
    ]);
    expect(es('address.button-infinitive', 'Solicitar un presupuesto gratuito', 'products[0].ctaText')).toEqual([]);
    outOfScope('es', 'address.button-infinitive', 'Solicite un presupuesto gratuito hoy mismo.', 'cta.label');
    // An exclamation mark before the verb hides no button.
    expect(es('address.button-infinitive', '¡Solicite hoy su presupuesto gratuito!', 'cta.label')).toEqual([
      'Solicite → Solicitar',
    ]);
    expect(es('address.button-infinitive', '¡Solicitar hoy!', 'cta.label')).toEqual([]);
    outOfScope('es', 'address.button-infinitive', '¡Solicite hoy su presupuesto gratuito!', 'cta.label');
  });
});

describe('German: one name for the French procedure, dimensions with ×', () => {
  const de = marker('de');
  it('names the building application as the Swiss do, and leaves Baugesuch and the town hall building alone', () => {
    expect(de('terms.building-application', 'In Frankreich wird ein Bauantrag beim Rathaus eingereicht.')).toEqual([
      'Bauantrag → Baugesuch',
      'beim Rathaus → bei der Gemeinde',
    ]);
    expect(
      de('terms.building-application', 'Ein Baugesuch (permis de construire) bei der Gemeinde; das Rathaus von Nyon.'),
    ).toEqual([]);
  });
  it('finds another name for the déclaration préalable and leaves Bauvoranzeige alone', () => {
    expect(
      de('terms.french-procedure', 'In Frankreich braucht es eine vorgängige Bauanzeige oder eine Bauvoranmeldung.'),
    ).toEqual(['vorgängige Bauanzeige → Bauvoranzeige', 'Bauvoranmeldung → Bauvoranzeige']);
    expect(de('terms.french-procedure', 'eine Bauanzeige (déclaration préalable)')).toEqual([
      'Bauanzeige → Bauvoranzeige',
    ]);
    expect(
      de(
        'terms.french-procedure',
        'In Frankreich genügt oft eine Bauvoranzeige (déclaration préalable). Die Anzeige im Amtsblatt',
      ),
    ).toEqual([]);
  });
  it('finds "4 m auf 3 m" and leaves "4 × 3 m" and "auf 3 m Höhe" alone', () => {
    expect(de('terms.dimensions', 'eine Pergola von 4 m auf 3 m und eine von 5 auf 4 Meter')).toEqual([
      '4 m auf 3 m → 4 × 3 m',
      '5 auf 4 Meter → 5 × 4 m',
    ]);
    expect(de('terms.dimensions', 'eine Pergola von 4 × 3 m, 4 m mal 3 m, der Pfosten auf 3 m Höhe')).toEqual([]);
  });
});

describe('one form per button: the quote button reads the same on every page', () => {
  it.each([
    ['en', 'Get your free quote today!', 'Request a free quote', 'Request a free quote today.'],
    ['fr', "Obtenir votre devis gratuit aujourd'hui !", 'Demander un devis gratuit', 'Demandez votre devis gratuit.'],
    ['de', 'Jetzt kostenlose Offerte anfordern!', 'Kostenlose Offerte anfordern', 'Fordern Sie Ihre Offerte an.'],
    [
      'it',
      'Richieda il suo preventivo gratuito',
      'Richieda un preventivo gratuito',
      'Richieda oggi il suo preventivo.',
    ],
    [
      'es',
      '¡Solicite hoy su presupuesto gratuito!',
      'Solicitar un presupuesto gratuito',
      'Solicite hoy su presupuesto.',
    ],
    ['ar', 'احصل على عرض سعرك المجاني اليوم!', 'اطلب عرض سعر مجانيًا', 'احصل على عرض سعرك المجاني اليوم!'],
  ])(
    '%s: another wording in a button is found; the house form and a sentence in prose stay',
    (locale, other, house, prose) => {
      const mark = marker(locale);
      expect(mark('terms.quote-button', other, 'cta.label')).toEqual([`${other} → ${house}`]);
      expect(mark('terms.quote-button', other, 'blocks[3].buttonText')).toEqual([`${other} → ${house}`]);
      expect(mark('terms.quote-button', house, 'products[0].ctaText')).toEqual([]);
      // A title or a sentence may word it otherwise, and so may a button about something else.
      outOfScope(locale, 'terms.quote-button', other, 'cta.label', 'blocks[3].title');
      outOfScope(locale, 'terms.quote-button', prose, 'cta.label');
      expect(mark('terms.quote-button', 'Newsletter', 'cta.label')).toEqual([]);
    },
  );
});

describe('Spanish: a range in figures opens with "de"', () => {
  const es = marker('es');
  it('finds a range glued to another preposition or to "unas"', () => {
    expect(es('numbers.range-words', 'Carga rápida en 1 a 2 horas; dura unas 4 a 8 horas.')).toEqual([
      '1 a 2 → de 1 a 2',
      '4 a 8 → de 4 a 8',
    ]);
    expect(es('numbers.range-words', 'reducen el tiempo a 1 a 2\nhoras')).toEqual(['1 a 2 → de 1 a 2']);
  });
  it('leaves "de … a …", "entre … y …", amounts and words alone', () => {
    expect(
      es(
        'numbers.range-words',
        'De 1 a 2 horas, en un plazo de\n2 a 4 semanas, entre 4 y 8 horas, del 24 a 28 %, de CHF 745 a CHF 1893, en una o dos horas.',
      ),
    ).toEqual([]);
  });
});

describe('English, the source, held to its own guide', () => {
  const en = marker('en');
  it('finds title case in a heading, and keeps names', () => {
    expect(en('terms.heading-capitals', 'Shade & Comfort in Geneva', 'blocks[0].title')).toEqual(['Comfort → comfort']);
    expect(en('terms.heading-capitals', 'Shade and comfort in Geneva', 'blocks[0].title')).toEqual([]);
  });
  it('finds American spelling, French calques and "+N"', () => {
    expect(en('terms.british-spelling', 'Our favorite neighbors')).toEqual([
      'favorite → favourite',
      'neighbors → neighbours',
    ]);
    expect(en('terms.french-calques', 'Some achievements')).toEqual(['achievements → projects']);
    expect(en('terms.plus-count', '+150 models, call +41 22 555 01 00')).toEqual(['+150 → over 150']);
    expect(en('terms.british-spelling', 'Our favourite colours')).toEqual([]);
  });
});

describe('claims are held to content/site.yaml', () => {
  const cases: [string, string, string, string][] = [
    [
      'en',
      'A complete manufacturer warranty on the roof.',
      'complete manufacturer warranty',
      'A warranty on the roof.',
    ],
    ['fr', 'Une garantie intégrale sur la toiture.', 'garantie intégrale', 'Une garantie sur la toiture.'],
    ['de', 'Eine vollständige Garantie auf das Dach.', 'vollständige Garantie', 'Eine Garantie auf das Dach.'],
    ['it', 'Una garanzia totale sul tetto.', 'garanzia totale', 'Una garanzia sul tetto.'],
    ['es', 'Una garantía integral sobre el techo.', 'garantía integral', 'Una garantía sobre el techo.'],
    ['ar', 'نقدّم ضمانًا شاملًا على السقف.', 'ضمانًا شاملًا', 'نقدّم ضمانًا على السقف.'],
  ];
  it.each(cases)(
    '%s: refuses a full warranty while the warranty covers defects, and accepts it when the data says so',
    (locale, text, found, right) => {
      const defects = marker(locale, { warranty: { scope: 'defects' } });
      expect(defects('claims.full-warranty', text)[0]).toMatch(new RegExp(`^${found} → `));
      expect(defects('claims.full-warranty', right)).toEqual([]);
      const guide = guideOf(locale);
      expect(claimRules(guide, { warranty: { scope: 'full' } } as Site).map((r) => r.id)).not.toContain(
        'claims.full-warranty',
      );
    },
  );
  it('refuses a duration the data does not state', () => {
    expect(marker('en', { warranty: { scope: 'defects' } })('claims.warranty-years', 'a 10-year warranty')).toEqual([
      '10-year warranty → no duration (content/site.yaml states none in warranty.years)',
    ]);
    const five = marker('fr', { warranty: { scope: 'defects', years: 5 } });
    expect(five('claims.warranty-years', '10 ans de garantie, une garantie de 5 ans')).toEqual([
      '10 ans de garantie → 5 (warranty.years in content/site.yaml)',
    ]);
  });
});

describe('numbers in prose follow the number format of content/locales.yaml', () => {
  const locales = parse(readFileSync(resolve(import.meta.dirname, '../../content/locales.yaml'), 'utf8')) as Record<
    string,
    { amounts: AmountFormat }
  >;
  const marks = (locale: string, text: string) =>
    findStyleMatches(maskNonProse(text), numberRules(locales[locale]!.amounts)).map(
      (m) => `${m.rule} ${m.found} → ${m.write}`,
    );
  const N = '\u202f';
  const A = '\u2019';
  describe.each([
    {
      locale: 'en',
      fail: [
        [
          'between CHF 4,800 and CHF 12500',
          ['numbers.amount-grouping 4,800 → 4’800', 'numbers.amount-grouping 12500 → 12’500'],
        ],
        ['a roof of 5,4 kWp', ['numbers.decimal-mark 5,4 → 5.4']],
        ['745-1893 per m²', ['numbers.range 745-1893 → 745–1’893']],
        // Not opened by its "from", an amount range takes the house form at once.
        ['CHF 800 to 1’500 per m²', ['numbers.amount-range CHF 800 to 1’500 → between CHF 800 and CHF 1’500']],
        ['from CHF 800 to 1’500 per m²', ['numbers.amount-range CHF 800 to 1’500 → CHF 800 to CHF 1’500']],
        // Joined by other words than the range's own.
        [
          'A double carport costs from CHF 9’500 up to 14’000 installed.',
          ['numbers.amount-range CHF 9’500 up to 14’000 → CHF 9’500 to CHF 14’000'],
        ],
        [
          'A double carport costs CHF 9’500 up to 14’000 installed.',
          ['numbers.amount-range CHF 9’500 up to 14’000 → between CHF 9’500 and CHF 14’000'],
        ],
        ['Sending...', ['punctuation.ellipsis ... → …']],
        ['about 1 500 m² of roofs', ['numbers.amount-grouping 1 500 → 1’500']],
        ['save CHF 630 to CHF 930 a year', ['numbers.amount-range CHF 630 to CHF 930 → between CHF 630 and CHF 930']],
        // A span of years takes the range mark and stays ungrouped.
        ['Subsidies changed for the 2024-2025 season.', ['numbers.range 2024-2025 → 2024–2025']],
        // A code or a postal code is exempt only where it stands as one.
        [
          'We fitted 7016 panels, 1260 of them on roofs, for CHF 12500.',
          [
            'numbers.amount-grouping 7016 → 7’016',
            'numbers.amount-grouping 1260 → 1’260',
            'numbers.amount-grouping 12500 → 12’500',
          ],
        ],
        ['a decimal 0,125 kWh', ['numbers.decimal-mark 0,125 → 0.125']],
      ],
      pass: [
        `between CHF 800 and CHF 1${A}500 in 2024, 5.4 kWp, 1–2 days, 16 h, Sending…`,
        'call +41 22 555 01 00',
        // A language with a range mark writes the code's figures with it as well.
        'hours.span: "{opens}–{closes}"',
        `from CHF 745 to CHF 1${A}893 per m²`,
        'Frames come in RAL 7016 anthracite as standard, welded to EN 1090.',
        'Visit our showroom at Route de Divonne, 1260 Nyon.',
        '1260 Nyon',
        'Subsidies changed for the 2024–2025 season.',
      ],
    },
    {
      locale: 'fr',
      fail: [
        ['de 5 670 kWh', [`numbers.amount-grouping 5 670 → 5${N}670`]],
        [
          'CHF 4.800, puis 1500 m²',
          [`numbers.amount-grouping 4.800 → 4${N}800`, `numbers.amount-grouping 1500 → 1${N}500`],
        ],
        ['745-1893 par m²', [`numbers.range 745-1893 → 745–1${N}893`]],
        ['une puissance de 5.4 kWp', ['numbers.decimal-mark 5.4 → 5,4']],
        ['les aides de la saison 2024-2025', ['numbers.range 2024-2025 → 2024–2025']],
        [`de CHF 800 à 1${N}500`, [`numbers.amount-range CHF 800 à 1${N}500 → CHF 800 à CHF 1${N}500`]],
        [`coûte CHF 800 à 1${N}500`, [`numbers.amount-range CHF 800 à 1${N}500 → entre CHF 800 et CHF 1${N}500`]],
        [
          `Prévoyez de CHF 2${N}400 jusqu’à 3${N}100 pour les stores.`,
          [`numbers.amount-range CHF 2${N}400 jusqu’à 3${N}100 → CHF 2${N}400 à CHF 3${N}100`],
        ],
        [
          'économiseriez CHF 630 à CHF 930 par an',
          ['numbers.amount-range CHF 630 à CHF 930 → entre CHF 630 et CHF 930'],
        ],
        [
          'de 800 à 1500 €',
          [`numbers.amount-range 800 à 1500 € → 800 € à 1${N}500 €`, `numbers.amount-grouping 1500 → 1${N}500`],
        ],
      ],
      pass: [
        `entre CHF 800 et CHF 1${N}500 en 2024, 4,5 m, 745–1${N}893 par m², le 28.11.2026, 10:30`,
        `de CHF 745 à CHF 1${N}893 par m²`,
        'Cadres en RAL 7016 anthracite, showroom Route de Divonne, 1260 Nyon, dépôt Rue du Lac, 74100 Annemasse',
      ],
    },
    {
      locale: 'de',
      fail: [
        [
          "CHF 4'800, dann 9600 m²",
          [`numbers.amount-grouping 4'800 → 4${A}800`, `numbers.amount-grouping 9600 → 9${A}600`],
        ],
        ['eine Anlage von 5,4 kWp', ['numbers.decimal-mark 5,4 → 5.4']],
        // Three digits after "0," are decimals, not a thousands group.
        ['Der Verlust beträgt 0,125 kWh pro Tag.', ['numbers.decimal-mark 0,125 → 0.125']],
        ['die Förderung der Saison 2024-2025', ['numbers.range 2024-2025 → 2024–2025']],
        ['CHF 100 bis 500', ['numbers.amount-range CHF 100 bis 500 → zwischen CHF 100 und CHF 500']],
        ['von CHF 100 bis 500', ['numbers.amount-range CHF 100 bis 500 → CHF 100 bis CHF 500']],
        [
          `Rechnen Sie mit CHF 1${A}200 bis maximal 1${A}900 für die Storen.`,
          [`numbers.amount-range CHF 1${A}200 bis maximal 1${A}900 → zwischen CHF 1${A}200 und CHF 1${A}900`],
        ],
        ['und CHF 630 bis CHF 930 sparen', ['numbers.amount-range CHF 630 bis CHF 930 → zwischen CHF 630 und CHF 930']],
      ],
      pass: [
        `von CHF 100 bis CHF 500, zwischen CHF 630 und CHF 930, 5.4 kWp, am 1.1.2025, 2–4 Wochen`,
        'Rahmen in RAL 9010, Der Verlust beträgt 0.125 kWh pro Tag.',
      ],
    },
    {
      locale: 'it',
      fail: [
        [
          'CHF 4 800, poi 9600 m²',
          [`numbers.amount-grouping 4 800 → 4${A}800`, `numbers.amount-grouping 9600 → 9${A}600`],
        ],
        ['un impianto da 5,4 kWp', ['numbers.decimal-mark 5,4 → 5.4']],
        // Italian writes every range in words (no `range` mark in content/locales.yaml), in prose and tables.
        ['di solito in 1-2 giorni', ['numbers.range 1-2 → da 1 a 2']],
        ['Ricarica rapida in 1–2 ore', ['numbers.range 1–2 → da 1 a 2']],
        [
          `Il costo va da CHF 3${A}000 fino a 4${A}500.`,
          [`numbers.amount-range CHF 3${A}000 fino a 4${A}500 → CHF 3${A}000 a CHF 4${A}500`],
        ],
        ['orari {opens} - {closes}', ['numbers.range {opens} - {closes} → da {opens} a {closes}']],
        [`| Pergola in legno | 745–1${A}893 al m² |`, [`numbers.range 745–1${A}893 → da 745 a 1${A}893`]],
        [
          'risparmierebbe CHF 630 a CHF 930 all’anno',
          ['numbers.amount-range CHF 630 a CHF 930 → tra CHF 630 e CHF 930'],
        ],
      ],
      pass: [
        `di solito in uno o due giorni, da 2 a 4 settimane, tra CHF 100 e CHF 500, 5.4 kWp`,
        `da CHF 745 a CHF 1${A}893 al m², dal 2024-11-04, il 28.11.2026`,
        'hours.span: "dalle {opens} alle {closes}"',
        // A span of years is a date, not a range of figures to say in words.
        'gli incentivi della stagione 2024-2025, telai RAL 7016',
      ],
    },
    {
      locale: 'es',
      fail: [
        [
          'CHF 18.000, luego 9600, o 10550',
          [`numbers.amount-grouping 18.000 → 18${N}000`, `numbers.amount-grouping 10550 → 10${N}550`],
        ],
        ['745-1893 por m²', ['numbers.range 745-1893 → 745–1893']],
        ['CHF 100 y 500', ['numbers.amount-range CHF 100 y 500 → entre CHF 100 y CHF 500']],
        ['entre CHF 100 y 500', ['numbers.amount-range CHF 100 y 500 → CHF 100 y CHF 500']],
        [
          'Calcule de CHF 7000 hasta 9000 por la obra.',
          ['numbers.amount-range CHF 7000 hasta 9000 → CHF 7000 a CHF 9000'],
        ],
        ['un ahorro CHF 630 a CHF 930', ['numbers.amount-range CHF 630 a CHF 930 → entre CHF 630 y CHF 930']],
        ['5.4 kWp', ['numbers.decimal-mark 5.4 → 5,4']],
      ],
      pass: [
        `CHF 10${N}550 en 2025, 9600 m², 5,4 kWp, entre CHF 100 y CHF 500, de CHF 745 a CHF 1893`,
        'Marcos en RAL 70160, Route de Divonne, 1260 Nyon',
      ],
    },
    {
      locale: 'ar',
      fail: [
        [
          'بين 4800 و22’716 فرنك سويسري',
          ['numbers.amount-grouping 4800 → 4,800', 'numbers.amount-grouping 22’716 → 22,716'],
        ],
        ['قدرة 5,4 كيلوواط', ['numbers.decimal-mark 5,4 → 5.4']],
        ['جارٍ الإرسال...', ['punctuation.ellipsis ... → …']],
        // Arabic writes every range in words: a dash reads backwards in a right-to-left line.
        ['النطاق 120–340 للساعة', ['numbers.range 120–340 → من 120 إلى 340']],
        ['النطاق 745-1893', ['numbers.range 745-1893 → من 745 إلى 1,893']],
        // Figures the code fills in form a range as typed ones do.
        ['hours.span: "{opens}–{closes}"', ['numbers.range {opens}–{closes} → من {opens} إلى {closes}']],
      ],
      pass: [
        'من 745 إلى 1,893 فرنكًا سويسريًا للمتر المربع، 5.4 كيلوواط، جارٍ الإرسال…',
        'hours.span: "من {opens} إلى {closes}"',
        'النطاق من 120 إلى 340 للساعة، والهاتف \u2066+41 22 555 01 00\u2069، من 08:00–12:00',
      ],
    },
  ])('$locale', ({ locale, fail, pass }) => {
    it.each(fail as [string, string[]][])('finds %s', (text, expected) => {
      expect(marks(locale, text).sort()).toEqual([...expected].sort());
    });
    it.each(pass)('leaves alone %s', (text) => {
      expect(marks(locale, text)).toEqual([]);
    });
  });
});

describe('Arabic: ranges and Latin names keep their direction', () => {
  const ar = marker('ar');
  it('finds a currency unit with the preposition after a figure, and leaves it after a noun alone', () => {
    expect(ar('terms.unit-after-figure', 'سعر الشبكة 27.7 بالسنتيم، ومن 6 إلى {value} بسنت اليورو.')).toEqual([
      'بالسنتيم → سنتيم',
      'بسنت → سنت',
    ]);
    expect(ar('terms.unit-after-figure', 'يُحسب السعر بالسنتيم: 27.7 (سنتيم/كيلوواط ساعة).')).toEqual([]);
  });
  it('isolates a Latin acronym wherever it stands, once', () => {
    expect(ar('rtl.isolate-acronym', 'بألوان RAL وإضاءة LED وكتيّب PDF، على شكل حرف V؟')).toEqual([
      'RAL → \u2066RAL\u2069',
      'LED → \u2066LED\u2069',
      'PDF → \u2066PDF\u2069',
      'V → \u2066V\u2069',
    ]);
    // At the end of a sentence, before its full stop, as much as inside it.
    expect(ar('rtl.isolate-acronym', 'بأكثر من 200 لون من ألوان RAL. على شكل حرف V. أو PNG.')).toEqual([
      'RAL → \u2066RAL\u2069',
      'V → \u2066V\u2069',
      'PNG → \u2066PNG\u2069',
    ]);
    expect(ar('rtl.isolate-acronym', 'ملف plan.PDF وملف PDF.js')).toEqual([]);
    expect(
      ar(
        'rtl.isolate-acronym',
        'بألوان \u2066RAL\u2069 وملف \u2066Word\u2069، \u2066Atelier V Léman\u2069، /products/carports-v/, {count} VAT',
      ),
    ).toEqual([]);
  });
  it('finds an isolate inside another, and leaves single isolates side by side alone', () => {
    expect(ar('rtl.isolate-nested', 'شعار \u2066Atelier \u2066Alu\u2069 Léman\u2069', 'logos[0].alt')).toEqual([
      '\u2066Alu\u2069 → Alu',
    ]);
    expect(ar('rtl.isolate-nested', 'في \u2068{region}\u2069، \u2066\u2066PDF\u2069\u2069')).toEqual([
      '\u2066PDF\u2069 → PDF',
    ]);
    expect(
      ar(
        'rtl.isolate-nested',
        'شعار \u2066Atelier Alu Léman\u2069 و\u2066RAL\u2069 و\u2068{region}\u2069',
        'logos[0].alt',
      ),
    ).toEqual([]);
  });
  it('isolates a French legal term in an Arabic line, across a line break, and leaves acronyms and isolated terms alone', () => {
    expect(
      ar(
        'rtl.isolate-french-term',
        'تحتاج إلى تصريح (déclaration préalable) أو رخصة (permis\nde construire) بحسب المساحة',
      ),
    ).toEqual([
      'déclaration préalable → \u2066déclaration préalable\u2069',
      'permis\nde construire → \u2066permis\nde construire\u2069',
    ]);
    expect(
      ar('rtl.isolate-french-term', 'بألوان RAL وملف PDF، والبلدية (\u2066mairie\u2069)، و{count} تعليقات'),
    ).toEqual([]);
  });
  it('leaves the settings of an estimator figure alone, and still isolates a French term beside it', () => {
    const figure = '<EstimateAmount type="aluminium" width="4" depth="3" part="structure" bound="min" />';
    expect(ar('rtl.isolate-french-term', `تبلغ تكلفة الهيكل ${figure} للمتر المربع`)).toEqual([]);
    expect(ar('rtl.isolate-french-term', `${figure} مع رخصة (permis de construire)`)).toEqual([
      'permis de construire → \u2066permis de construire\u2069',
    ]);
    expect(ar('rtl.isolate-french-term', 'حسب ال structure والحد min')).toEqual([
      'structure → \u2066structure\u2069',
      'min → \u2066min\u2069',
    ]);
  });
  it('isolates a placeholder that carries a name, so the Arabic comma stays outside it', () => {
    expect(ar('rtl.isolate-name-placeholder', 'في {region}، بقلم {author}')).toEqual([
      '{region} → \u2068{region}\u2069',
      '{author} → \u2068{author}\u2069',
    ]);
    expect(ar('rtl.isolate-name-placeholder', 'في \u2068{region}\u2069، {count} تعليقات')).toEqual([]);
  });
  it('isolates a Latin name in an alt text and in a component attribute', () => {
    expect(ar('rtl.isolate-latin-alt', 'شعار Menuiserie du Salève', 'blocks[3].logos[0].alt')).toEqual([
      'Menuiserie du Salève → \u2066Menuiserie du Salève\u2069',
    ]);
    expect(ar('rtl.isolate-latin-alt', 'شعار \u2066Menuiserie du Salève\u2069', 'blocks[3].logos[0].alt')).toEqual([]);
    expect(ar('rtl.isolate-latin-attribute', '<Figure src="/a.svg" alt="سقف Solara فوق الشرفة" />')).toEqual([
      'Solara → \u2066Solara\u2069',
    ]);
    expect(ar('rtl.isolate-latin-attribute', '<Figure alt="سقف \u2066Solara\u2069" /> Solara')).toEqual([]);
  });
});

describe('the place a structure stands is no postal address', () => {
  it('finds "for your address" said of a site, in every language, and leaves an e-mail or postal address alone', () => {
    const cases: [string, string, string, string][] = [
      [
        'en',
        'We size every structure for your address and its snow load.',
        'for your address → for your site',
        'Enter your address; for your e-mail address we ask once. Your address will be deleted.',
      ],
      [
        'fr',
        'Chaque carport est dimensionné pour votre adresse et sa charge de neige.',
        'pour votre adresse → pour votre emplacement',
        'Votre adresse e-mail est effacée ; merci pour votre adresse e-mail.',
      ],
      [
        'de',
        'Wir bemessen jede Konstruktion für Ihre Adresse und ihre Schneelast.',
        'für Ihre Adresse → für Ihren Standort',
        'Ihre Adresse wird gelöscht; danke für Ihre E-Mail-Adresse.',
      ],
      [
        'it',
        'Dimensioniamo ogni struttura per il suo indirizzo e il carico di neve.',
        'per il suo indirizzo → per la sua località',
        'Il suo indirizzo sarà cancellato; grazie per il suo indirizzo e-mail.',
      ],
      [
        'es',
        'Dimensionamos cada estructura para su dirección y su carga de nieve.',
        'para su dirección → para su ubicación',
        'Su dirección se eliminará; para su dirección de correo electrónico pedimos una confirmación.',
      ],
      [
        'ar',
        'نصمم كل هيكل وفق عنوانك وحمولة الثلج، ونحسبه لعنوانك.',
        'وفق عنوانك → وفق موقعك',
        'بمجرد إدخال عنوانك نرسل إليك رسالة، وسيُحذف عنوانك خلال 30 يومًا.',
      ],
    ];
    for (const [locale, wrong, finding, right] of cases) {
      const mark = marker(locale);
      expect(mark('terms.address-location', wrong)[0], locale).toBe(finding);
      expect(mark('terms.address-location', right), locale).toEqual([]);
      expect(mark('terms.address-location', right, 'form.address.label'), locale).toEqual([]);
    }
    expect(marker('ar')('terms.address-location', 'نحسبه لعنوانك.')).toEqual(['لعنوانك → لموقعك']);
  });
});

describe('the informal register beyond the listed verbs: pronouns, elision, separable verbs', () => {
  const fr = marker('fr');
  const de = marker('de');
  const es = marker('es');
  it('French: te, t’, the possessive ton, and more imperatives; the noun ton and words with t’ inside pass', () => {
    expect(fr('address.tu', 'Nous te rappelons dans la journée.')).toEqual(['te → vous']);
    expect(fr('address.tu-elided', "Nous t’envoyons le devis. Nous t'appelons demain.")).toEqual([
      't’ → vous ',
      "t' → vous ",
    ]);
    expect(fr('address.tu-elided', 'Aujourd’hui, peut-être ; va-t-il pleuvoir ? Nous vous envoyons le devis.')).toEqual(
      [],
    );
    expect(fr('address.tu-ton', 'Dessine ton projet et ta terrasse.')).toEqual(['ton → votre']);
    expect(fr('address.tu-ton', 'Un ton chaud, ton sur ton ; le ton du bois.')).toEqual([]);
    expect(fr('address.imperative', 'Remplis le formulaire en deux minutes. Passe nous voir au showroom.')).toEqual([
      'Remplis → Remplissez',
      'Passe → Passez',
    ]);
    expect(fr('address.imperative', 'Remplissez le formulaire. Passez nous voir ; il passe demain.')).toEqual([]);
  });
  it('German: a separable verb’s du imperative with its particle at the end; the noun passes', () => {
    expect(de('address.imperative-separable', 'Fülle das Formular in zwei Minuten aus.')).toEqual([
      'Fülle → Füllen Sie',
    ]);
    expect(
      de('address.imperative-separable', 'Ruf uns an, wir beraten gern. Komm in unserem Showroom vorbei.'),
    ).toEqual(['Ruf → Rufen Sie', 'Komm → Kommen Sie']);
    expect(
      de('address.imperative-separable', 'Füllen Sie das Formular aus. Ruf und Erfahrung zählen. Die Fülle an Farben.'),
    ).toEqual([]);
    expect(de('address.du', 'Wir rufen dich an und senden dir dein Angebot.')).toEqual([
      'dich → Sie',
      'dir → Ihnen',
      'dein → Ihr',
    ]);
    expect(de('address.du', 'Die Dusche, dicht und dünn.')).toEqual([]);
  });
  it('Spanish: te, ti and more imperatives; tú, tu and the accented té are told apart', () => {
    expect(es('address.tu', 'Te llamamos mañana. Lo hemos pensado para ti; te contestamos en un día.')).toEqual([
      'Te → Le',
      'ti → usted',
      'te → le',
    ]);
    expect(es('address.tu', 'Le llamamos mañana; un té en la terraza, para usted.')).toEqual([]);
    expect(es('address.tu', 'Tu terraza y tus ideas.')).toEqual(['Tu → Su', 'tus → sus']);
    expect(es('address.imperative', 'Rellena el formulario en dos minutos. Ven a vernos.')).toEqual([
      'Rellena → Rellene',
      'Ven → Venga',
    ]);
    expect(es('address.imperative', 'Rellene el formulario. Venga a vernos.')).toEqual([]);
  });
});

describe('a range typed with any dash, or with its unit twice, takes the language’s range form', () => {
  const locales = parse(readFileSync(resolve(import.meta.dirname, '../../content/locales.yaml'), 'utf8')) as Record<
    string,
    { amounts: AmountFormat }
  >;
  const marks = (locale: string, text: string) =>
    findStyleMatches(maskNonProse(text), numberRules(locales[locale]!.amounts)).map((m) => `${m.found} → ${m.write}`);
  it('finds the non-breaking hyphen, the minus sign and the em dash between figures', () => {
    expect(marks('en', 'Most carports are assembled in 3\u20115 working days.')).toEqual(['3\u20115 → 3–5']);
    expect(marks('en', 'Most carports are assembled in 3\u22125 working days.')).toEqual(['3\u22125 → 3–5']);
    expect(marks('it', 'La posa richiede 4—6 giorni lavorativi.')).toEqual(['4—6 → da 4 a 6']);
    expect(marks('it', 'La posa richiede 4\u20116 giorni lavorativi.')).toEqual(['4\u20116 → da 4 a 6']);
    expect(marks('en', 'Most carports are assembled in 3–5 working days, at \u22125 °C too.')).toEqual([]);
    expect(marks('it', 'La posa richiede da 4 a 6 giorni lavorativi, nella stagione 2024—2025.')).toEqual([]);
  });
  it('finds a measure range that repeats its unit, and leaves the range with one unit alone', () => {
    expect(marks('fr', 'Le mur mesure 2 m-3 m de haut.')).toEqual(['2 m-3 m → 2–3 m']);
    expect(marks('de', 'Die Wand misst 2.5 m – 3 m.')).toEqual(['2.5 m – 3 m → 2.5–3 m']);
    expect(marks('it', 'Il muro misura 2 m-3 m.')).toEqual(['2 m-3 m → da 2 a 3 m']);
    expect(marks('en', 'A 7 kW\u201111 kW charging station.')).toEqual(['7 kW\u201111 kW → 7–11 kW']);
    expect(marks('fr', 'Le mur mesure 2–3 m de haut, ouvert de 8 h à 12 h.')).toEqual([]);
    expect(marks('it', 'Il muro misura da 2 a 3 m.')).toEqual([]);
  });
});

describe('Arabic: the digits every page prints, and every Latin term isolated', () => {
  const locales = parse(readFileSync(resolve(import.meta.dirname, '../../content/locales.yaml'), 'utf8')) as Record<
    string,
    { amounts: AmountFormat }
  >;
  const marks = (text: string) =>
    findStyleMatches(maskNonProse(text), numberRules(locales.ar!.amounts)).map((m) => `${m.found} → ${m.write}`);
  const ar = marker('ar');
  it('writes Arabic-Indic digits as the digits the estimator prints, so the other number rules read them', () => {
    expect(marks('يستغرق التركيب ٣-٥ أيام وينتج ٧ ٣٠٠ كيلوواط ساعة بقدرة ٥,٢ كيلوواط أو ۴٫۵.')).toEqual([
      '٣ → 3',
      '٥ → 5',
      '٧ → 7',
      '٣٠٠ → 300',
      '٥,٢ → 5,2',
      '۴٫۵ → 4.5',
    ]);
    expect(marks('يستغرق التركيب من 3 إلى 5 أيام وينتج 7,300 كيلوواط ساعة بقدرة 5.2 كيلوواط.')).toEqual([]);
  });
  it('isolates a French term that opens with a capital, and leaves a product name or an isolated term alone', () => {
    expect(ar('rtl.isolate-french-term-capital', 'تُقدَّم الطلبات إلى Conseil communal في البلدية.')).toEqual([
      'Conseil communal → \u2066Conseil communal\u2069',
    ]);
    expect(
      ar(
        'rtl.isolate-french-term-capital',
        'تُقدَّم الطلبات إلى \u2066Conseil communal\u2069 في البلدية، وسقف Rolling Roof Plus وشركة Terraluce.',
      ),
    ).toEqual([]);
    expect(ar('rtl.isolate-name-placeholder', 'في {city}، سويسرا')).toEqual(['{city} → \u2068{city}\u2069']);
    expect(ar('rtl.isolate-name-placeholder', 'في \u2068{city}\u2069، سويسرا، {count} مشروعًا')).toEqual([]);
  });
});

describe('numbers a writer types in new sentences: codes, places, quantities shaped like years', () => {
  const locales = parse(readFileSync(resolve(import.meta.dirname, '../../content/locales.yaml'), 'utf8')) as Record<
    string,
    { amounts: AmountFormat }
  >;
  const marks = (locale: string, text: string) =>
    findStyleMatches(maskNonProse(text), numberRules(locales[locale]!.amounts)).map((m) => `${m.found} → ${m.write}`);
  const N = '\u202f';

  it('groups a figure shaped like a year that counts something, and leaves a year alone', () => {
    expect(marks('fr', 'Une pompe à chaleur consomme environ 2000 kWh par an.')).toEqual([`2000 → 2${N}000`]);
    expect(marks('de', 'Eine Wärmepumpe braucht rund 1950 kWh im Jahr.')).toEqual(['1950 → 1’950']);
    expect(marks('en', 'The grant is CHF 1944 for 5.4 kWp.')).toEqual(['1944 → 1’944']);
    expect(marks('fr', 'Les aides ont changé entre 2019 et 2024, puis en 2025.')).toEqual([]);
    expect(marks('it', 'Dal 2024 gli incentivi sono cambiati.')).toEqual([]);
  });

  it('leaves a standard’s number with its part alone, and still finds a range beside it', () => {
    expect(marks('fr', 'La structure est conforme à la norme EN 1090-1.')).toEqual([]);
    expect(marks('it', 'Struttura conforme alla norma EN 1090-2, posa in 3-4 giorni.')).toEqual(['3-4 → da 3 a 4']);
    expect(marks('es', 'Cumple la norma SN EN 13561, montaje en 3-4 días.')).toEqual(['3-4 → 3–4']);
  });

  it('leaves a postal code after "à", "in" or "en" alone, and still groups a quantity there', () => {
    expect(marks('fr', 'Notre atelier se trouve à 1196 Gland, le dépôt à 74100 Annemasse.')).toEqual([]);
    expect(marks('en', 'Our workshop is in 1196 Gland.')).toEqual([]);
    expect(marks('es', 'El almacén está en 74100 Annemasse.')).toEqual([]);
    expect(marks('fr', 'Le toit pèse à 2340 kg près.')).toEqual([`2340 → 2${N}340`]);
    expect(marks('en', 'A roof in 1196 parts.')).toEqual(['1196 → 1’196']);
  });

  it('finds thousands grouped with a full stop where the full stop is the decimal mark', () => {
    expect(marks('de', 'Das fertige Dach wiegt 2.340 kg.')).toEqual(['2.340 → 2’340']);
    expect(marks('it', 'Il tetto finito pesa 12.400 kg.')).toEqual(['12.400 → 12’400']);
    expect(marks('de', 'Eine Anlage von 5.4 kWp, ein Verlust von 0.125 kWh, das Angebot gilt bis 31.03.2026.')).toEqual(
      [],
    );
  });

  it('finds an amount range whose currency stands at one end only, after the figures', () => {
    expect(marks('fr', 'Le store coûte 900 à 1 400 CHF selon la largeur.')).toEqual([
      `900 à 1 400 CHF → entre CHF 900 et CHF 1${N}400`,
      `1 400 → 1${N}400`,
    ]);
    expect(marks('fr', 'Le store coûte de 900 à CHF 1 400 selon la largeur.')).toEqual([
      `900 à CHF 1 400 → CHF 900 à CHF 1${N}400`,
      `1 400 → 1${N}400`,
    ]);
    expect(marks('de', 'Die Markise kostet zwischen 900 und 1’400 CHF.')).toEqual([
      '900 und 1’400 CHF → CHF 900 und CHF 1’400',
    ]);
    expect(marks('en', 'The awning costs 900 to 1’400 CHF.')).toEqual([
      '900 to 1’400 CHF → between CHF 900 and CHF 1’400',
    ]);
    expect(marks('fr', 'Le store coûte entre CHF 900 et CHF 1 400, soit 2 à 3 CHF par jour.')).not.toContainEqual(
      expect.stringContaining('CHF 900 et'),
    );
    expect(marks('de', 'Die Markise kostet zwischen CHF 900 und CHF 1’400.')).toEqual([]);
  });

  it('finds four full stops and spaced ones as an ellipsis', () => {
    expect(marks('fr', 'Et puis.... plus rien.')).toEqual(['.... → …']);
    expect(marks('es', 'Y luego . . . nada.')).toEqual(['. . . → …']);
    expect(marks('es', 'Y luego… nada. Fin.')).toEqual([]);
  });
});

describe('the informal register in sentences nobody listed: capitals, negations, pronouns joined to the verb', () => {
  const fr = marker('fr');
  const de = marker('de');
  const es = marker('es');
  const it_ = marker('it');
  it('French: "Ton" and "T’" with a capital, the negative imperative, -nous and -moi; vous and the impersonal pass', () => {
    expect(fr('address.tu-ton-capital', 'Ton carport mérite un toit solide.')).toEqual(['Ton → Votre']);
    expect(fr('address.tu-ton-capital', 'Un ton clair. Ton sur ton, le bois et l’alu.')).toEqual([]);
    expect(fr('address.tu-elided', 'T’es-tu demandé quelle toile choisir ?')).toEqual(['T’ → vous ']);
    expect(fr('address.tu-negative', 'Ne manque pas la journée portes ouvertes. N’oublie jamais la neige.')).toEqual([
      'Ne manque → Ne manquez',
      'N’oublie → N’oubliez',
    ]);
    expect(fr('address.tu-negative', '- Ne tarde pas à réserver la pose.')).toEqual(['Ne tarde → Ne tardez']);
    expect(
      fr('address.tu-negative', 'Ne manquez pas la journée. Ne reste plus qu’à choisir. Il ne tarde pas à sécher.'),
    ).toEqual([]);
    expect(fr('address.imperative', 'Raconte-nous ton projet. Ajoute une toile.')).toEqual([
      'Raconte-nous → Racontez-nous',
      'Ajoute → Ajoutez',
    ]);
    expect(fr('address.imperative', 'Offre valable jusqu’au 31 mars. Offre-toi une toile.')).toEqual([
      'Offre-toi → Offrez-vous',
    ]);
    expect(fr('address.imperative', 'Racontez-nous votre projet. Ajoutez une toile ; elle ajoute de l’ombre.')).toEqual(
      [],
    );
  });
  it('Spanish: the negative imperative, "te" joined to any verb, a -car verb; usted, questions and adverbs pass', () => {
    expect(es('address.tu-negative', 'No pierdas la garantía. No olvides la nieve.')).toEqual([
      'No pierdas → No pierda',
      'No olvides → No olvide',
    ]);
    expect(es('address.tu-negative', 'No pierda la garantía. No todas las lamas giran. No antes de marzo.')).toEqual(
      [],
    );
    expect(es('address.imperative-reflexive', 'Apúntate a la jornada de puertas abiertas.')).toEqual([
      'Apúntate → Apúntese',
    ]);
    expect(es('address.imperative-reflexive-er', 'Diviértete en la terraza.')).toEqual(['Diviértete → Diviértase']);
    expect(
      es('address.imperative-reflexive', 'Apúntese a la jornada. Próximamente, otra. Rápidamente montada.'),
    ).toEqual([]);
    expect(es('address.imperative', 'Busca el modelo en el catálogo.')).toEqual(['Busca → Busque']);
    expect(es('address.imperative', '¿Busca una pérgola a medida? Busque en el catálogo.')).toEqual([]);
  });
  it('Italian: a verb nobody listed and a reflexive one; the lei indicative in a question passes', () => {
    expect(it_('address.imperative', 'Proteggi la tua auto dalla grandine. Goditi la terrazza.')).toEqual([
      'Proteggi → Protegga',
      'Goditi → Si goda',
    ]);
    expect(it_('address.imperative', 'Cerca una pergola su misura? Si goda la terrazza.')).toEqual([]);
    expect(it_('address.control-imperative', 'Azzeri i filtri', 'blog.filterReset')).toEqual(['Azzeri → Azzera']);
    // A control in any namespace of the interface, named by what it does.
    expect(it_('address.control-imperative', 'Invii il messaggio', 'contact.submit')).toEqual(['Invii → Invia']);
    expect(it_('address.control-imperative', 'Accetti i cookie', 'cookie.accept')).toEqual(['Accetti → Accetta']);
    expect(it_('address.control-imperative', 'Scarichi la scheda', 'product.downloadSheet')).toEqual([
      'Scarichi → Scarica',
    ]);
    // The estimators' submit is a call to action, and a mail's text is prose: both keep lei.
    outOfScope('it', 'address.control-imperative', 'Richieda un preventivo', 'contact.submit', 'solar.submit');
    outOfScope('it', 'address.control-imperative', 'Invii la conferma', 'contact.submit', 'newsletter.mail.send');
  });
  it('German: more du imperatives, and nouns or adjectives that share a short form pass', () => {
    expect(de('address.imperative', 'Geniesse den Abend. Verwandle den Garten.')).toEqual([
      'Geniesse → Geniessen Sie',
      'Verwandle → Verwandeln Sie',
    ]);
    expect(
      de('address.imperative', 'Test der Anlage im Herbst. Start der Montage im März. Besuche sind willkommen.'),
    ).toEqual([]);
    expect(de('address.imperative', 'Filter für die Lüftung. Schick und robust. Gestalt und Farbe.')).toEqual([]);
  });
});

describe('the informal register the last readers still met: -nos, verbs that are nouns, "Frag", "Ne perds"', () => {
  const fr = marker('fr');
  const de = marker('de');
  const es = marker('es');
  it('Spanish: "-nos" joined to a listed verb, "Ponte", and a verb that is a noun before its object', () => {
    expect(es('address.imperative', 'Envíanos fotos. Pídenos presupuesto sin compromiso.')).toEqual([
      'Envíanos → Envíenos',
      'Pídenos → Pídanos',
    ]);
    expect(es('address.imperative', 'Cuéntanos tu proyecto. Ponte en contacto con el equipo.')).toEqual([
      'Cuéntanos → Cuéntenos',
      'Ponte → Póngase',
    ]);
    // "-enos" is the usted form of an -ar verb and "-anos" of an -er or -ir one: both pass.
    expect(es('address.imperative', 'Cuéntenos su proyecto. Escríbanos. Síganos. Póngase en contacto.')).toEqual([]);
    expect(es('address.imperative-noun-verb', 'Visita nuestra exposición. Consulta la lista.')).toEqual([
      'Visita → Visite',
      'Consulta → Consulte',
    ]);
    expect(es('address.imperative-noun-verb-gar', 'Descarga la ficha técnica.')).toEqual(['Descarga → Descargue']);
    expect(
      es(
        'address.imperative-noun-verb',
        'Visita a domicilio gratuita. Prueba de carga superada. Visite nuestra exposición. La visita dura una hora.',
      ),
    ).toEqual([]);
    expect(es('address.imperative-noun-verb-gar', 'Descarga de documentos en la ficha.')).toEqual([]);
  });
  it('Spanish: one or two in words, and the feminine article of licencia across a line break', () => {
    expect(es('numbers.one-or-two', 'La obra dura de 1 a 2 días; la carga, de 1 a 2 horas.')).toEqual([
      'de 1 a 2 días → uno o dos días',
      'de 1 a 2 horas → una o dos horas',
    ]);
    expect(es('numbers.one-or-two', 'La obra dura uno o dos días; la carga, de 4 a 8 horas; 11 a 12 días.')).toEqual(
      [],
    );
    expect(es('terms.permit-article', 'Si su municipio exige un\n  licencia de obras, la pedimos.')).toEqual([
      'un\n  licencia → una licencia',
    ]);
    expect(es('terms.permit-article', 'Si exige una licencia de obras, o un permiso de circulación.')).toEqual([]);
  });
  it('German: a verb whose -e form is a noun, before a pronoun or possessive, or in its short form', () => {
    expect(
      de('address.imperative-noun-verb', 'Frag unser Team. Plane deine Terrasse. Suche dir ein Modell aus.'),
    ).toEqual(['Frag → Fragen Sie', 'Plane → Planen Sie', 'Suche → Suchen Sie']);
    expect(de('address.imperative-noun-verb', 'Frage unsere Fachleute.')).toEqual(['Frage → Fragen Sie']);
    expect(
      de(
        'address.imperative-noun-verb',
        'Frage der Woche: wie viel Schnee? Besuche vor Ort sind gratis. Besuch vor Ort. Teile aus Aluminium. Fragen Sie uns.',
      ),
    ).toEqual([]);
    // A genitive after the noun ("unserer", "unseres") and an adverb are no object of a verb.
    expect(
      de(
        'address.imperative-noun-verb',
        'Besuche unserer Techniker sind kostenlos. Teile unseres Daches. Vergleiche unserer Kunden zeigen es. Teile einfach austauschbar.',
      ),
    ).toEqual([]);
  });
  it('French: the negative imperative of a -dre verb and of an irregular one; vous and the third person pass', () => {
    expect(fr('address.tu-negative-dre', 'Ne perds pas ta garantie. N’attends plus pour réserver.')).toEqual([
      'Ne perds → Ne perdez',
      'N’attends → N’attendez',
    ]);
    expect(
      fr(
        'address.tu-negative-irregular',
        'Ne reprends pas de risque. N’apprends pas seul. Ne lis pas tout. Ne va pas plus loin.',
      ),
    ).toEqual(['Ne reprends → Ne reprenez', 'N’apprends → N’apprenez', 'Ne lis → Ne lisez', 'Ne va → N’allez']);
    expect(fr('address.tu-negative-dre', 'Ne perds surtout pas de temps.')).toEqual(['Ne perds → Ne perdez']);
    expect(fr('address.tu-negative-irregular', 'Ne prends pas de risque. Ne fais jamais confiance au hasard.')).toEqual(
      ['Ne prends → Ne prenez', 'Ne fais → Ne faites'],
    );
    expect(
      fr('address.tu-negative-dre', 'Ne perdez pas votre garantie. Il ne perd pas sa couleur. Ne prends pas peur.'),
    ).toEqual([]);
    expect(fr('address.tu-negative-irregular', 'Ne prenez pas de risque. La toile ne fait pas de pli.')).toEqual([]);
  });
});

describe('the place a structure stands is no postal address, whatever word introduces it', () => {
  it('finds sizing "to", "based on", "selon", "adatta al", "según", "je nach" an address; a form’s address passes', () => {
    const cases: [string, string, string, string[], string][] = [
      [
        'en',
        'address-location',
        'Posts tailored to your address.',
        ['tailored to your address → tailored to your site'],
        'We post the quote to your address.',
      ],
      [
        'fr',
        'address-location',
        'Un toit conçu selon votre adresse.',
        ['selon votre adresse → selon votre emplacement'],
        'Nous écrivons à votre adresse postale.',
      ],
      [
        'de',
        'address-location',
        'Ein Dach anhand Ihrer Adresse bemessen.',
        ['anhand Ihrer Adresse → anhand Ihres Standorts'],
        'Geben Sie Ihre Adresse an.',
      ],
      [
        'it',
        'address-location-al',
        'Un tetto dimensionato al suo indirizzo.',
        ['dimensionato al suo indirizzo → dimensionato alla sua località'],
        'Scriviamo al suo indirizzo e-mail.',
      ],
      [
        'es',
        'address-location',
        'Un techo calculado según su dirección.',
        ['según su dirección → según su ubicación'],
        'Enviamos el presupuesto a su dirección.',
      ],
    ];
    for (const [locale, id, fail, found, pass] of cases) {
      expect(marker(locale)(`terms.${id}`, fail), `${locale}: ${fail}`).toEqual(found);
      expect(marker(locale)(`terms.${id}`, pass), `${locale}: ${pass}`).toEqual([]);
    }
  });
});

describe('whole francs written the Swiss way', () => {
  const locales = parse(readFileSync(resolve(import.meta.dirname, '../../content/locales.yaml'), 'utf8')) as Record<
    string,
    { amounts: AmountFormat }
  >;
  const marks = (locale: string, text: string) =>
    findStyleMatches(maskNonProse(text), numberRules(locales[locale]!.amounts))
      .filter((m) => m.rule === 'numbers.whole-francs')
      .map((m) => `${m.found} → ${m.write}`);
  it('finds "CHF 900.–" in every language, and leaves a decimal, a range and a dash in prose alone', () => {
    expect(marks('de', 'Die Markise kostet CHF 900.– bis 1’400.–.')).toEqual(['0.– → 0', '0.– → 0']);
    expect(marks('fr', 'Le store coûte CHF 900.-, pose comprise.')).toEqual(['0.- → 0']);
    expect(marks('de', 'CHF 5.40 pro Tag, 2.5–3 m, im Jahr 2025. – Danach folgt mehr.')).toEqual([]);
  });
});

describe('Italian: the French procedure by its country', () => {
  const it_ = marker('it');
  it('finds the dichiarazione preventiva in a Swiss or general sentence, and leaves a French one alone', () => {
    expect(
      it_('terms.swiss-procedure', 'Nel Canton Ticino basta una dichiarazione preventiva per i pannelli.'),
    ).toEqual(['dichiarazione preventiva → notifica']);
    expect(
      it_('terms.swiss-procedure', 'Serve una licenza edilizia o una dichiarazione preventiva dei lavori.'),
    ).toEqual(['dichiarazione preventiva dei lavori → notifica']);
    expect(
      it_(
        'terms.swiss-procedure',
        'In Alta Savoia basta una dichiarazione preventiva dei lavori. Si presenta in municipio la dichiarazione preventiva.',
      ),
    ).toEqual([]);
  });
});

describe('the currency placed after a figure grouped with the house mark', () => {
  const N = '\u202f';
  it.each([
    ['fr', `Le store coûte 1${N}400 CHF.`, `1${N}400 CHF → CHF 1${N}400`],
    ['es', `El toldo cuesta 12${N}400 CHF.`, `12${N}400 CHF → CHF 12${N}400`],
  ])('%s: moves CHF before the whole figure, not before its last group', (locale, text, found) => {
    expect(marker(locale)('numbers.currency-first', text)).toEqual([found]);
    expect(marker(locale)('numbers.currency-first', `Le prix : CHF 1${N}400.`)).toEqual([]);
  });
});
