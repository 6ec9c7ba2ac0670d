import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildContent, colourChart } from '../../scripts/content/build';
import { COLOUR_CHART_LOCALES, renderColourChart } from '../../scripts/colour-chart/render';
import { loadContent } from '../../scripts/content/load/load';
import { formatProblem } from '../../scripts/content/problems';
import { SITE_FILES } from '../../src/paths';
import type { Colours } from '../../src/schemas/index';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');
const COLOURS_FILE = 'content/colours.yaml';
/** The colours as an author reads them, parsed without the pipeline under test. */
const source = parse(readFileSync(join(ROOT, COLOURS_FILE), 'utf8')) as Colours;
const allColours = source.families.flatMap((f) => f.colours);
const company = {
  name: 'Terraluce',
  legalName: 'Terraluce SA',
  url: 'https://www.terraluce.example',
  email: 'contact@terraluce.example',
  phone: '+41 22 555 01 00',
};

afterEach(removeTempDirs);
/** A copy of content/ and public/ without a previously built chart, to build or break on purpose. */
function copy(): string {
  const dir = copyContent('colours-');
  rmSync(join(dir, 'public/downloads'), { recursive: true, force: true });
  return dir;
}

/** Text drawn on each page, read from the Flate-compressed content streams' `<hex> Tj` operators. */
function pageTexts(doc: PDFDocument): string[][] {
  const winAnsi = new TextDecoder('windows-1252');
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const operators = refs
      .map((ref) => {
        const stream = doc.context.lookup(ref);
        expect(stream).toBeInstanceOf(PDFRawStream);
        const raw = stream as PDFRawStream;
        expect(raw.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
        return inflateSync(raw.contents).toString('latin1');
      })
      .join('\n');
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => winAnsi.decode(Buffer.from(m[1]!, 'hex')));
  });
}

describe('colour chart PDF', () => {
  let pdf: Uint8Array;
  let doc: PDFDocument;
  let texts: string[][];
  beforeAll(async () => {
    // The chart as the content step renders it from the real content (which the content check accepts:
    // tests/content/pipeline.test.ts).
    const chart = await colourChart(await loadContent(ROOT));
    if (!('pdf' in chart)) throw new Error(chart.problem.message);
    pdf = chart.pdf;
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
    texts = pageTexts(doc);
  });

  it('lists the whole RAL Classic collection', () => {
    expect(allColours.length).toBeGreaterThanOrEqual(200);
    expect(source.families.map((f) => f.series)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000]);
    expect(allColours).toContainEqual({
      code: 'RAL 7016',
      name: { fr: 'Gris anthracite', en: 'Anthracite grey' },
      hex: '#383e42',
    });
  });

  it('is an A4 document of 8 pages with its metadata', () => {
    // 213 colours in rows of 4 under 9 family headings; page 1 also carries the title and intro.
    expect(doc.getPageCount()).toBe(8);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    expect(doc.getTitle()).toBe('Nuancier / Colour chart – Terraluce');
    expect(doc.getAuthor()).toBe('Terraluce SA');
    expect(doc.getSubject()).toBe(source.labels.subject.fr);
    expect(doc.getCreationDate()?.toISOString()).toBe(`${source.edition}T00:00:00.000Z`);
    expect(doc.getModificationDate()?.toISOString()).toBe(`${source.edition}T00:00:00.000Z`);
    expect((doc.catalog.get(PDFName.of('Lang')) as PDFString).decodeText()).toBe('fr');
    expect(pdf.length).toBeLessThan(150 * 1024);
  });

  it('prints every code with its French and English name, in code order', () => {
    const all = texts.flat();
    let from = 0;
    for (const colour of allColours) {
      const cell = [colour.code, colour.name.fr, colour.name.en];
      // Family headings print "RAL 1000" too: look for the code followed by both names.
      const at = all.findIndex((_, i) => i >= from && cell.every((t, k) => all[i + k] === t));
      expect(at, `${cell.join(' / ')} is missing or out of order`).toBeGreaterThanOrEqual(0);
      from = at + cell.length;
    }
  });

  it('opens with the title and intro, heads every family, and numbers every page', () => {
    const [first] = texts;
    expect(first).toContain('Nuancier');
    expect(first).toContain('Colour chart');
    expect(first).toContain(`${allColours.length} teintes RAL Classic  ·  ${allColours.length} RAL Classic colours`);
    expect(first!.join(' ')).toContain('contact@terraluce.example ou appelez le +41 22 555 01 00.');
    expect(first!.join(' ')).toContain('by post');
    for (const family of source.families) expect(texts.flat()).toContain(family.name.fr);
    texts.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} / ${texts.length}`);
      expect(page).toContain('www.terraluce.example');
    });
  });

  it('is byte-identical on every run', async () => {
    const again = await renderColourChart(source, COLOUR_CHART_LOCALES, company);
    const third = await renderColourChart(source, COLOUR_CHART_LOCALES, company);
    expect(Buffer.from(again).equals(Buffer.from(pdf))).toBe(true);
    expect(Buffer.from(third).equals(Buffer.from(again))).toBe(true);
  });

  it('names the colour when its text cannot be printed with Helvetica', async () => {
    const broken = structuredClone(source);
    broken.families[0]!.colours[1]!.name.fr = 'Żółty beż';
    await expect(renderColourChart(broken, COLOUR_CHART_LOCALES, company)).rejects.toThrow(
      /the fr name of RAL 1001 \("Żółty beż"\) contains "Ż" \(U\+017B\)/,
    );
  });
});

describe('colour chart in the content step', () => {
  it('writes public/downloads/ when building and nothing in --check mode', async () => {
    const dir = copy();
    const file = join(dir, 'public', SITE_FILES.colourChart);
    const check = await buildContent(dir, { write: false });
    expect(check.problems).toEqual([]);
    expect(existsSync(file)).toBe(false);
    const build = await buildContent(dir, { write: true });
    expect(build.problems).toEqual([]);
    const written = readFileSync(file);
    expect(written.equals(Buffer.from(await renderColourChart(source, COLOUR_CHART_LOCALES, company)))).toBe(true);
  });

  it('reports a duplicate code, a bad hex and an unprintable name at their line', async () => {
    const dir = copy();
    const path = join(dir, COLOURS_FILE);
    const lines = readFileSync(path, 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text));
    const duplicate = lineOf('- code: RAL 1001');
    lines[duplicate] = lines[duplicate]!.replace('RAL 1001', 'RAL 1000');
    const hex = lineOf("hex: '#383e42'");
    lines[hex] = lines[hex]!.replace('#383e42', '#383e4g');
    const name = lineOf('fr: Gris argent');
    lines[name] = lines[name]!.replace('Gris argent', 'Gris srebrny ś');
    writeFileSync(path, lines.join('\n'));
    const problems = (await buildContent(dir, { write: false })).problems.map(formatProblem);
    expect(problems).toEqual([
      `${COLOURS_FILE}:${duplicate + 1}:15 families[0].colours[1].code: RAL 1000 is listed twice (first at families[0].colours[0]); keep one entry per code`,
      expect.stringMatching(
        new RegExp(
          `^${COLOURS_FILE}:${name + 1}:\\d+ families\\[6\\]\\.colours\\[1\\]\\.name\\.fr: "ś" \\(U\\+015B\\) cannot be printed`,
        ),
      ),
      `${COLOURS_FILE}:${hex + 1}:14 families[6].colours[14].hex: expected a colour such as "#383e42": "#" and six hexadecimal digits`,
    ]);
    expect(existsSync(join(dir, 'public', SITE_FILES.colourChart))).toBe(false);
  });

  it('requires more than 200 colours and every code in its family', async () => {
    const dir = copy();
    const path = join(dir, COLOURS_FILE);
    const text = readFileSync(path, 'utf8');
    // Drop the greys (38 colours) and file a yellow among the oranges.
    const greys = text.indexOf('  - series: 7000');
    const browns = text.indexOf('  - series: 8000');
    writeFileSync(path, (text.slice(0, greys) + text.slice(browns)).replace('- code: RAL 2000', '- code: RAL 1099'));
    const problems = (await buildContent(dir, { write: false })).problems.map(formatProblem);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/colours\.yaml:\d+:\d+ families: the chart lists at least 200 colours \(the site promises more than 200 RAL colours\); found 175$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/colours\.yaml:\d+:\d+ families\[1\]\.colours\[0\]\.code: RAL 1099 belongs to the 1000 family, not 2000; move it there$/,
      ),
    );
  });

  it('fails the check, at the line, when a name is too long for its swatch', async () => {
    const dir = copy();
    const path = join(dir, COLOURS_FILE);
    const lines = readFileSync(path, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('fr: Gris anthracite'));
    const long = 'Gris anthracite profond mat et sablé pour menuiseries et pergolas';
    lines[at] = lines[at]!.replace('Gris anthracite', long);
    writeFileSync(path, lines.join('\n'));
    const problems = (await buildContent(dir, { write: false })).problems.map(formatProblem);
    expect(problems).toEqual([
      `${COLOURS_FILE}:${at + 1}:15 families[6].colours[14].name: "${long}" (RAL 7016) is too long for its swatch even at 5.5 pt; shorten it`,
    ]);
  });

  it('fails when colours.yaml is missing', async () => {
    const dir = copy();
    rmSync(join(dir, COLOURS_FILE));
    const problems = (await buildContent(dir, { write: false })).problems.map(formatProblem);
    expect(problems).toContain(`${COLOURS_FILE}:1:1 file is missing; it is required`);
  });
});
