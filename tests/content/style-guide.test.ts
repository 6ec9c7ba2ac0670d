import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
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
  const { problems } = await buildContent(dir, { write: false, cache: false });
  return problems.map(formatProblem);
}

describe('style guides', () => {
  it('the real content follows its language guide', async () => {
    expect(await styleProblems(ROOT)).toEqual([]);
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
      `${article}:${permit.line}:${permit.column + 'exigen un '.length} terms.permit: found "permiso de obra", write "licencia de obras"`,
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
        .replace('form.success.title: Message envoyé !', '# style-ignore: punctuation.space-before-mark — a test of the silence\nform.success.title: Message envoyé!')
        .replace('form.error.title: Erreur', 'form.error.title: Erreur # style-ignore: punctuation.space-before-mark')
        .replace('form.submit: Envoyer', 'form.submit: Envoyer # style-ignore: terms.no-such-rule — a rule the guide lacks'),
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
    breakFile(dir, article, '**En Suiza**, la mayoría de los municipios exigen una licencia de obras', '{/* style-ignore: terms.permit — cita literal de un reglamento */}\n**En Suiza**, la mayoría de los municipios exigen un permiso de obra');
    expect(await styleProblems(dir)).toEqual([]);
  });
});
