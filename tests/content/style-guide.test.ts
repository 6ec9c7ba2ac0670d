import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { loadContent } from '../../scripts/content/load/load';
import { formatProblem } from '../../scripts/content/problems';
import { styleChecks } from '../../scripts/content/style/style-checks';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');

afterEach(removeTempDirs);

/** Replaces the first `from` of a copied file with `to`; returns the 1-based line and column where `to` starts. */
function breakFile(dir: string, file: string, from: string | RegExp, to: string): { line: number; column: number } {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const at = typeof from === 'string' ? text.indexOf(from) : (from.exec(text)?.index ?? -1);
  expect(at, `${file} holds ${String(from)}`).toBeGreaterThanOrEqual(0);
  const length = typeof from === 'string' ? from.length : from.exec(text)![0].length;
  writeFileSync(path, text.slice(0, at) + to + text.slice(at + length));
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

async function styleProblems(dir: string) {
  const { problems } = await buildContent(dir, { write: false });
  return problems.map(formatProblem);
}

describe('style guides', () => {
  it('the real content follows its language guide', async () => {
    expect(styleChecks(await loadContent(ROOT)).map(formatProblem)).toEqual([]);
  });

  it('reports each rule kind at the line and column of the text, with the form to write', async () => {
    const dir = copyContent('style-');
    // Form of address: Italian voi in a product.
    const product = 'content/products/pergolas-bioclimatique.it.yaml';
    const voi = breakFile(dir, product, 'rende piacevole la sua', 'rende piacevole la vostra');
    const voiAt = { ...voi, column: voi.column + 'rende piacevole la '.length };
    // Terminology: the Spanish permit named another way in an article body.
    const article = 'content/articles/choisir-carport.es.mdx';
    const permit = breakFile(dir, article, 'exigen una licencia de obras para', 'exigen un permiso de obra para');
    // Punctuation: French without its space before "!" in the UI catalogue.
    const fr = breakFile(dir, 'content/i18n/fr.yaml', 'Message envoyé !', 'Message envoyé!');
    // Right to left: a phone number without its isolate in an Arabic paragraph.
    const legal = 'content/pages/mentions-legales.ar.mdx';
    const phone = breakFile(dir, legal, '\u2066+41 22 555 01 00\u2069', '+41 22 555 01 00');
    // The company's name with its legal form, isolated as one: "SA" must not stand apart from the name.
    const privacy = 'content/pages/politique-confidentialite.ar.mdx';
    const brand = breakFile(dir, privacy, '\u2066Terraluce SA\u2069', 'Terraluce SA');
    expect(await styleProblems(dir)).toEqual([
      `${article}:${permit.line}:${permit.column + 'exigen '.length} terms.permit: found "un permiso de obra", write "una licencia de obras"`,
      `content/i18n/fr.yaml:${fr.line}:${fr.column + 'Message envoy'.length} punctuation.space-before-mark: found "é!", write "é !"`,
      `${legal}:${phone.line}:${phone.column} rtl.isolate-phone: found "+41 22 555 01 00", write "<U+2066>+41 22 555 01 00<U+2069>"`,
      `${privacy}:${brand.line}:${brand.column} rtl.isolate-brand: found "Terraluce SA", write "<U+2066>Terraluce SA<U+2069>"`,
      `${product}:${voiAt.line}:${voiAt.column} address.voi: found "vostra", write "sua"`,
    ]);
  });

  it('a rule is silenced for one line with a reason, and only so', async () => {
    const dir = copyContent('style-');
    const file = 'content/i18n/fr.yaml';
    const text = readFileSync(join(dir, file), 'utf8');
    writeFileSync(
      join(dir, file),
      text
        .replace(
          'form.success.title: Message envoyé !',
          '# style-ignore: punctuation.space-before-mark — a test of the silence\nform.success.title: Message envoyé!',
        )
        .replace('form.error.title: Erreur', 'form.error.title: Erreur # style-ignore: punctuation.space-before-mark')
        .replace(
          'form.submit: Envoyer',
          'form.submit: Envoyer # style-ignore: terms.no-such-rule — a rule the guide lacks',
        ),
    );
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    const lineOf = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    const column = (start: string) => lines[lineOf(start) - 1]!.indexOf('style-ignore') + 1;
    expect(await styleProblems(dir)).toEqual([
      `${file}:${lineOf('form.submit:')}:${column('form.submit:')} style-ignore: no rule "terms.no-such-rule" in content/style/fr.yaml; name one of its rules as <section>.<id>`,
      `${file}:${lineOf('form.error.title:')}:${column('form.error.title:')} style-ignore: say why after a dash: "style-ignore: punctuation.space-before-mark — <reason a reviewer can check>"`,
      `${file}:${lineOf('form.error.title:')}:${column('form.error.title:')} style-ignore: "punctuation.space-before-mark" finds nothing on line ${lineOf('form.error.title:')}; remove this style-ignore`,
    ]);
  });

  it('an MDX body is silenced by a comment on the line above', async () => {
    const dir = copyContent('style-');
    const article = 'content/articles/choisir-carport.es.mdx';
    breakFile(
      dir,
      article,
      '**En Suiza**, la mayoría de los municipios exigen una licencia de obras',
      '{/* style-ignore: terms.permit — cita literal de un reglamento */}\n**En Suiza**, la mayoría de los municipios exigen un permiso de obra',
    );
    expect(await styleProblems(dir)).toEqual([]);
  });
});

/**
 * Each class of mistake written anew into a copy of a real file, in a sentence none of the guides
 * contains (another verb, another product, another heading): the check names the file, the line and
 * column, and the form to write.
 */
describe('the rules find a class of mistake, not one sentence', () => {
  /** Breaks `file` and returns where `found` starts in the broken text, as the check prints it. */
  function breakAt(dir: string, file: string, from: string, to: string, found: string): string {
    breakFile(dir, file, from, to);
    const text = readFileSync(join(dir, file), 'utf8');
    const at = text.indexOf(found, text.indexOf(to));
    const before = text.slice(0, at);
    return `${file}:${before.split('\n').length}:${at - before.lastIndexOf('\n')}`;
  }

  it('finds each in a real file and the real content passes', async () => {
    const dir = copyContent('style-class-');
    const it_ = 'content/i18n/it.yaml';
    const expected = [
      // Italian: a tu imperative of another verb in a button, an infinitive button, a tu possessive.
      `${breakAt(dir, 'content/pages/home.it.yaml', 'label: Scopra le nostre pergole', 'label: Esplora le nostre pergole', 'Esplora')} address.imperative: found "Esplora", write "Esplori"`,
      `${breakAt(dir, it_, 'product.share: Condividi', 'product.share: Condividere', 'Condividere')} address.control-imperative: found "Condividere", write "Condividi"`,
      `${breakAt(dir, 'content/products/pergola-toile.it.yaml', "un'ombra morbida sulla sua terrazza", "un'ombra morbida sulla tua terrazza", 'tua')} address.tu: found "tua", write "sua"`,
      // Italian: a capital pronoun after a link, and a paragraph in lower case after a heading.
      `${breakAt(dir, 'content/articles/budget-pergola-suisse.it.mdx', '/) la aiuta a sceglierle', '/) La accompagna nella scelta', 'La accompagna')} address.capital-lei: found "La", write "la"`,
      `${breakAt(dir, 'content/articles/budget-pergola-suisse.it.mdx', 'Svizzera\n\nLa tabella seguente', 'Svizzera\n\nquesta tabella', 'questa')} address.heading-paragraph: found "q", write "Q"`,
      // Spanish: the permit, the French procedure and the gallicism, in other sentences.
      `${breakAt(dir, 'content/i18n/es.yaml', 'nav.realisations: Nuestros proyectos', 'nav.realisations: Todas las realizaciones', 'las realizaciones')} terms.realizaciones: found "las realizaciones", write "los proyectos"`,
      `${breakAt(dir, 'content/products/rolling-roof.es.yaml', 'una declaración previa de obras o una solicitud de licencia de obras', 'una declaración de trabajos o el permiso municipal', 'una declaración')} terms.french-procedure: found "una declaración", write "una declaración previa de obras"`,
      `${breakAt(dir, 'content/products/rolling-roof.es.yaml', 'o el permiso municipal', 'o el permiso municipal', 'el permiso')} terms.permit: found "el permiso", write "la licencia de obras"`,
      // French: headings with a capital past the first word (after "&" too), another name for a product line.
      `${breakAt(dir, 'content/i18n/fr.yaml', 'nav.realisations: Nos réalisations', 'nav.realisations: Réalisations & Chantiers', 'Chantiers')} terms.heading-capitals: found "Chantiers", write "chantiers"`,
      `${breakAt(dir, 'content/articles/budget-pergola-suisse.fr.mdx', '## Les fourchettes de prix', '## Les Fourchettes de prix', 'Fourchettes')} terms.body-heading-capitals: found "Fourchettes", write "fourchettes"`,
      `${breakAt(dir, 'content/products/murs-de-verre.fr.yaml', 'Fermés, les murs de verre arrêtent', 'Fermées, les parois de verre arrêtent', 'parois de verre')} terms.glass-walls: found "parois de verre", write "murs de verre"`,
      // English, the source: title case in a heading.
      `${breakAt(dir, 'content/blocks/quality.en.yaml', 'title: Free quote', 'title: Free Consultation', 'Consultation')} terms.heading-capitals: found "Consultation", write "consultation"`,
      // Claims: a full warranty the data does not state, in three languages and other words.
      `${breakAt(dir, 'content/products/fenetre-guillotine.en.yaml', 'A warranty on material', 'A total warranty on material', 'total warranty')} claims.full-warranty: found "total warranty", write "warranty"`,
      `${breakAt(dir, 'content/pages/vitrage.de.yaml', 'eine Garantie auf Material- und', 'eine Vollgarantie auf Material- und', 'Vollgarantie')} claims.full-warranty: found "Vollgarantie", write "Garantie"`,
      `${breakAt(dir, 'content/pages/vitrage.ar.yaml', 'نقدّم ضمانًا ضد', 'نقدّم ضمانًا شاملًا ضد', 'ضمانًا شاملًا')} claims.full-warranty: found "ضمانًا شاملًا", write "ضمان"`,
      // Arabic: a range with a dash in prose, a Latin name not isolated in an alt text.
      `${breakAt(dir, 'content/articles/budget-pergola-suisse.ar.mdx', 'من 2 إلى 4', '3–5', '3–5')} numbers.range: found "3–5", write "من 3 إلى 5"`,
      `${breakAt(dir, 'content/pages/home.ar.yaml', '\u2066Garage Vortal\u2069', 'Menuiserie Salève', 'Menuiserie Salève')} rtl.isolate-latin-alt: found "Menuiserie Salève", write "<U+2066>Menuiserie Salève<U+2069>"`,
    ];
    const problems = await styleProblems(dir);
    expect(problems.filter((p) => !p.includes('source:'))).toEqual(
      [...expected].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
  });

  it('a product-line rule writes the name the glossary gives', async () => {
    const dir = copyContent('style-class-');
    breakFile(dir, 'content/glossary/fr.yaml', 'murs-de-verre: Murs de verre', 'murs-de-verre: Parois vitrées');
    const problems = await styleProblems(dir);
    expect(problems.filter((p) => p.startsWith('content/style/'))).toEqual([
      expect.stringMatching(
        /^content\/style\/fr\.yaml:\d+:\d+ terms\.glass-walls: the glossary names this product "Parois vitrées"; write it in the rule's replacements$/,
      ),
    ]);
  });
});
