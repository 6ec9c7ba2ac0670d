/**
 * The budget article quotes the pergola estimator's figures through <EstimateAmount />: change a price in
 * content/estimator.yaml and the article's text changes with it. An amount typed by hand that the
 * estimator works out fails the content check at its line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { compileMdxFile } from '../../scripts/content/mdx/mdx-compile';
import { formatProblem } from '../../scripts/content/problems';
import { EstimatorProvider } from '../../src/components/estimator/estimator-slot';
import { Amount } from '../../src/components/mdx/Amount';
import { EstimateAmount } from '../../src/components/mdx/EstimateAmount';
import { I18nProvider } from '../../src/i18n/context';
import { mdxBodyFunction } from '../../src/lib/compiled-body';
import { estimate } from '../../src/lib/estimate';
import { formatChf, NUMBER_LOCALES } from '../../src/lib/estimate-format';
import { LOCALES, type Locale } from '../../src/schemas/common';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import { MDX_COMPONENT_NAMES } from '../../src/schemas/mdx-component-names';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterEach(removeTempDirs);

const ARTICLE = (locale: Locale) => `content/articles/budget-pergola-suisse.${locale}.mdx`;

type Body = ComponentType<{ components?: Record<string, unknown> }>;

/** The amounts as a page shows them; the other components render their children only. */
const components = {
  ...Object.fromEntries(MDX_COMPONENT_NAMES.map((n) => [n, ({ children }: { children?: ReactNode }) => children])),
  Amount,
  EstimateAmount,
};

/** The article's text as the page renders it, its body compiled as the content step does. */
async function articleText(dir: string, locale: Locale, config: EstimatorConfig): Promise<string> {
  const path = join(dir, ARTICLE(locale));
  const { js } = await compileMdxFile(readFileSync(path, 'utf8'), path, () => {});
  const Body = mdxBodyFunction<Body>(js!)!(runtime);
  const numberLocale = NUMBER_LOCALES[locale]!;
  const body = createElement(Body, { components });
  const figures = createElement(EstimatorProvider, { data: { config, numberLocale }, children: body });
  return renderToStaticMarkup(createElement(I18nProvider, { value: { locale, strings: {} }, children: figures }));
}

const estimatorOf = async (dir: string) => {
  const result = await buildContent(dir, { write: false });
  expect(result.problems.map(formatProblem)).toEqual([]);
  return result.content.estimator!.data;
};

/** The 4 × 3 m aluminium structure's range as the estimator writes it in the language. */
const aluminium = (config: EstimatorConfig, locale: Locale) => {
  const { structure } = estimate(config, { type: 'aluminium', width: 4, depth: 3, permit: false, delivery: false });
  return [structure.min, structure.max].map((chf) => formatChf(chf, NUMBER_LOCALES[locale]!));
};

describe('the budget article', () => {
  it.each(LOCALES)('%s: follows the aluminium price of content/estimator.yaml', async (locale) => {
    const dir = copyContent('estimate-amounts-');
    const before = await estimatorOf(dir);
    const old = aluminium(before, locale);
    expect(await articleText(dir, locale, before)).toContain(old[0]);

    const file = join(dir, 'content/estimator.yaml');
    const yaml = readFileSync(file, 'utf8');
    expect(yaml).toContain('pricePerM2: { min: 400, max: 800 }');
    writeFileSync(file, yaml.replace('pricePerM2: { min: 400, max: 800 }', 'pricePerM2: { min: 450, max: 850 }'));
    const after = await estimatorOf(dir);
    const text = await articleText(dir, locale, after);
    const now = aluminium(after, locale);
    expect(now).not.toEqual(old);
    for (const amount of now) expect(text).toContain(amount);
    expect(text).not.toContain(old[0]);
  });

  it('reports an amount typed by hand that the estimator works out, at its line, in every language', async () => {
    const dir = copyContent('estimate-amounts-');
    const config = await estimatorOf(dir);
    const { structure } = estimate(config, { type: 'aluminium', width: 4, depth: 3, permit: false, delivery: false });
    const lines: Record<string, number> = {};
    for (const locale of LOCALES) {
      const path = join(dir, ARTICLE(locale));
      const text = readFileSync(path, 'utf8');
      const tag = '<EstimateAmount type="aluminium" width="4" depth="3" part="structure" bound="max" />';
      expect(text).toContain(tag);
      writeFileSync(path, text.replace(tag, `<Amount chf="${structure.max}" />`));
      lines[locale] = text.split('\n').findIndex((l) => l.includes(tag)) + 1;
    }
    const { problems } = await buildContent(dir, { write: false });
    const found = problems.map(formatProblem);
    for (const locale of LOCALES) {
      const at = found.find((p) => p.startsWith(`${ARTICLE(locale)}:${lines[locale]}:`));
      // 9600 is also the bioclimatic structure's low end: the check names both, for the author to choose.
      expect(at, found.join('\n')).toContain(
        'this amount is worked out by the estimator: write <EstimateAmount type="bioclimatic" width="4" depth="3" part="structure" bound="min" /> or <EstimateAmount type="aluminium" width="4" depth="3" part="structure" bound="max" />, whichever the sentence means,',
      );
    }
    expect(found).toHaveLength(LOCALES.length);
  });

  it('names the one figure an amount can only be', async () => {
    const dir = copyContent('estimate-amounts-');
    const path = join(dir, ARTICLE('de'));
    const tag = '<EstimateAmount type="wooden" width="4" depth="3" part="structure" bound="max" />';
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(tag);
    writeFileSync(path, text.replace(tag, '<Amount chf="22716" />'));
    const line = text.split('\n').findIndex((l) => l.includes(tag)) + 1;
    const column = text.split('\n')[line - 1]!.indexOf(tag) + 1;
    const { problems } = await buildContent(dir, { write: false });
    expect(problems.map(formatProblem)).toEqual([
      `${ARTICLE('de')}:${line}:${column} this amount is worked out by the estimator: write ${tag} so that it follows content/estimator.yaml`,
    ]);
  });

  it('leaves an amount the estimator does not work out alone', async () => {
    const dir = copyContent('estimate-amounts-');
    const path = join(dir, ARTICLE('fr'));
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, `${text.trimEnd()}\n\nUn store latéral coûte environ <Amount chf="1234" />.\n`);
    const { problems } = await buildContent(dir, { write: false });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
