import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { estimate } from '../../src/lib/estimate';
import type { RouteData } from '../../src/lib/route-data';
import { copyContent, removeTempDirs } from '../helpers/content-copy';
import { readGenerated } from '../helpers/generated';
import { lineOf } from '../helpers/line-of';

/*
 * content/estimator.yaml is checked like every collection (problems at file:line), and its figures reach
 * only the pages that show the estimator.
 */
afterEach(removeTempDirs);

const copy = () => copyContent('estimator-');
const FILE = 'content/estimator.yaml';
const edit = (dir: string, change: (text: string) => string) =>
  writeFileSync(join(dir, FILE), change(readFileSync(join(dir, FILE), 'utf8')));
describe('content/estimator.yaml', () => {
  // Both in one copy: the product is checked across files, the page and the article each on its own, and the list
  // of problems is compared whole, so neither hides or adds a problem of the other.
  it('reports an unknown product at its line, with the nearest key; a second estimator on a page or in an article, and an unknown kind, at their line', async () => {
    const dir = copy();
    edit(dir, (t) => t.replace('[pergola-toile, rolling-roof]', '[pergola-toile, rolling-rof]'));
    const page = 'content/pages/pergolas.it.yaml';
    writeFileSync(
      join(dir, page),
      readFileSync(join(dir, page), 'utf8').replace(
        '  - type: estimator\n',
        '  - type: estimator\n\n  - type: estimator\n',
      ),
    );
    const article = 'content/articles/budget-pergola-suisse.es.mdx';
    writeFileSync(
      join(dir, article),
      readFileSync(join(dir, article), 'utf8').replace(
        '<Estimator />',
        'Texto.\n\n<Estimator type="marble" />\n\n<Estimator />',
      ),
    );
    const lines = (file: string) => readFileSync(join(dir, file), 'utf8').split('\n');
    const second =
      lines(page).findIndex((l, i) => l === '  - type: estimator' && lines(page)[i - 2] === '  - type: estimator') + 1;
    const used = lines(article).findIndex((l) => l.startsWith('<Estimator')) + 1;
    const again = lines(article).findIndex((l) => l === '<Estimator />') + 1;
    const result = await buildContent(dir, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([
      `${article}:${used}:1 <Estimator> type: unknown value "marble"; use one of "wooden", "aluminium", "bioclimatic", or leave it out`,
      `${article}:${again}:1 an article shows one estimator; remove this second one`,
      `${FILE}:${lineOf(dir, FILE, 'rolling-rof]')}:31 types.aluminium.products[1]: no product "rolling-rof" in content/products/; did you mean "rolling-roof"?`,
      `${page}:${second}:11 blocks[2].type: a page shows one estimator; remove this second one`,
    ]);
  });

  it('reports a wrong figure and an upside-down range at their line', async () => {
    const dir = copy();
    edit(dir, (t) =>
      t
        .replace('hoursPerM2: 1.3', 'hoursPerM2: lots')
        .replace('permit: { min: 100, max: 500 }', 'permit: { min: 500, max: 100 }'),
    );
    const result = await buildContent(dir, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([
      `${FILE}:${lineOf(dir, FILE, 'hoursPerM2: lots')}:17 types.bioclimatic.hoursPerM2: expected number, received string "lots"`,
      `${FILE}:${lineOf(dir, FILE, 'permit: { min: 500')}:26 permit.max: min must not be higher than max; swap the two figures`,
    ]);
  });

  it('is required', async () => {
    const dir = copy();
    rmSync(join(dir, FILE));
    const result = await buildContent(dir, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([`${FILE}:1:1 file is missing; it is required`]);
  });

  it('a price change reaches the pages that show the estimator, and only those', async () => {
    const dir = copy();
    edit(dir, (t) => t.replace('pricePerM2: { min: 800, max: 1500 }', 'pricePerM2: { min: 900, max: 1600 }'));
    const result = await buildContent(dir, { write: true });
    expect(result.problems.map(formatProblem)).toEqual([]);
    const route = (file: string) => readGenerated<{ route: RouteData }>(`data/${file}`, dir).route;
    const article = route('fr/conseils/budget-pergola-suisse.json');
    // 4 × 3 m bioclimatic with permit and delivery: 12 × 900 = 10800 + 800 + 100 + 50 = 11750;
    // 12 × 1600 = 19200 + 1600 + 500 + 150 = 21450.
    const input = { type: 'bioclimatic', width: 4, depth: 3, permit: true, delivery: true } as const;
    expect(estimate(article.estimator!.config, input).total).toEqual({ min: 11750, max: 21450 });
    expect(route('de/pergolas.json').estimator?.config.types.bioclimatic.pricePerM2).toEqual({ min: 900, max: 1600 });
    expect(route('en/products/pergolas-bioclimatique.json').estimator?.preset).toBe('bioclimatic');
    expect(route('en/products/pergola-toile.json').estimator?.preset).toBe('aluminium');
    expect(route('en/products/carports-v.json').estimator).toBeUndefined();
    expect(route('en/conseils/choisir-carport.json').estimator).toBeUndefined();
    expect(route('en/contact.json').estimator).toBeUndefined();
    // What /api/estimate reads.
    const forFunction = readGenerated<{ config: { types: { bioclimatic: { pricePerM2: unknown } } } }>(
      'estimator.json',
      dir,
    );
    expect(forFunction.config.types.bioclimatic.pricePerM2).toEqual({ min: 900, max: 1600 });
    // Each language's format locale, which the functions and the pages read through formatLocaleOf().
    expect(readGenerated<{ byLocale: Record<string, string> }>('number-formats.json', dir).byLocale).toEqual({
      en: 'en-CH',
      fr: 'fr-CH',
      de: 'de-CH',
      it: 'it-CH',
      es: 'es-ES',
      ar: 'ar',
    });
  });
});
