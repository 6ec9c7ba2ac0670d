/**
 * The budget article quotes the pergola estimator's figures through <EstimateAmount />: change a price in
 * content/estimator.yaml and the article's text changes with it. An amount typed by hand that the
 * estimator works out fails the content check at its line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { splitMdx } from '../../scripts/content/load/split-mdx';
import { compileMdxBodyTree } from '../../scripts/content/mdx/mdx-compile';
import { formatProblem } from '../../scripts/content/problems';
import { EstimatorProvider } from '../../src/components/estimator/estimator-slot';
import { Amount } from '../../src/components/mdx/Amount';
import { EstimateAmount } from '../../src/components/mdx/EstimateAmount';
import { bodyFromTree } from '../../src/components/mdx/body-from-tree';
import { I18nProvider } from '../../src/hooks/i18n';
import { estimate } from '../../src/lib/estimate';
import { formatChf, formatLocaleOf } from '../../src/lib/estimate-format';
import { LOCALES, type Locale } from '../../src/schemas/common';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import { MDX_COMPONENT_NAMES } from '../../src/schemas/mdx-component-names';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterAll(removeTempDirs);

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
  const split = splitMdx(readFileSync(path, 'utf8'));
  if ('error' in split) throw new Error(`${path}: ${split.error}`);
  const { tree } = await compileMdxBodyTree(split.body, path, () => {});
  const Body = bodyFromTree(tree!) as Body;
  const body = createElement(Body, { components });
  const figures = createElement(EstimatorProvider, { data: { config }, children: body });
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
  return [structure.min, structure.max].map((chf) => formatChf(chf, formatLocaleOf(locale)));
};

describe('the budget article', () => {
  // One copy, checked before and after the price change; each language's article is rendered with both.
  let dir: string;
  let before: EstimatorConfig;
  let after: EstimatorConfig;
  beforeAll(async () => {
    dir = copyContent('estimate-amounts-');
    before = await estimatorOf(dir);
    const file = join(dir, 'content/estimator.yaml');
    const yaml = readFileSync(file, 'utf8');
    expect(yaml).toContain('pricePerM2: { min: 400, max: 800 }');
    writeFileSync(file, yaml.replace('pricePerM2: { min: 400, max: 800 }', 'pricePerM2: { min: 450, max: 850 }'));
    after = await estimatorOf(dir);
  });

  it.each(LOCALES)('%s: follows the aluminium price of content/estimator.yaml', async (locale) => {
    const old = aluminium(before, locale);
    expect(await articleText(dir, locale, before)).toContain(old[0]);
    const text = await articleText(dir, locale, after);
    const now = aluminium(after, locale);
    expect(now).not.toEqual(old);
    for (const amount of now) expect(text).toContain(amount);
    expect(text).not.toContain(old[0]);
  });
});

describe('amounts typed by hand', () => {
  // One copy holds the three cases, each in its own place: an amount the estimator works out two ways (in every
  // language), one it works out one way (in German), and one it does not work out (in French). The check runs
  // once and its whole list of problems is compared, so no case can hide or add a problem of another.
  const ALUMINIUM_MAX = '<EstimateAmount type="aluminium" width="4" depth="3" part="structure" bound="max" />';
  const WOODEN_MAX = '<EstimateAmount type="wooden" width="4" depth="3" part="structure" bound="max" />';
  const lines: Record<string, number> = {};
  let wooden: { line: number; column: number };
  let ownAmountLine: number;
  let found: string[];
  beforeAll(async () => {
    const dir = copyContent('estimate-amounts-');
    const config = await estimatorOf(dir);
    const { structure } = estimate(config, { type: 'aluminium', width: 4, depth: 3, permit: false, delivery: false });
    for (const locale of LOCALES) {
      const path = join(dir, ARTICLE(locale));
      const text = readFileSync(path, 'utf8');
      expect(text).toContain(ALUMINIUM_MAX);
      writeFileSync(path, text.replace(ALUMINIUM_MAX, `<Amount chf="${structure.max}" />`));
      lines[locale] = text.split('\n').findIndex((l) => l.includes(ALUMINIUM_MAX)) + 1;
    }
    const de = join(dir, ARTICLE('de'));
    const text = readFileSync(de, 'utf8');
    expect(text).toContain(WOODEN_MAX);
    writeFileSync(de, text.replace(WOODEN_MAX, '<Amount chf="22716" />'));
    const line = text.split('\n').findIndex((l) => l.includes(WOODEN_MAX)) + 1;
    wooden = { line, column: text.split('\n')[line - 1]!.indexOf(WOODEN_MAX) + 1 };
    const fr = join(dir, ARTICLE('fr'));
    const frText = `${readFileSync(fr, 'utf8').trimEnd()}\n\nUn store latéral coûte environ <Amount chf="1234" />.\n`;
    writeFileSync(fr, frText);
    ownAmountLine = frText.split('\n').findIndex((l) => l.includes('<Amount chf="1234" />')) + 1;
    found = (await buildContent(dir, { write: false })).problems.map(formatProblem);
  });

  it('are reported when the estimator works them out, at their line, in every language', () => {
    for (const locale of LOCALES) {
      const at = found.find((p) => p.startsWith(`${ARTICLE(locale)}:${lines[locale]}:`));
      // 9600 is also the bioclimatic structure's low end: the check names both, for the author to choose.
      expect(at, found.join('\n')).toContain(
        'this amount is worked out by the estimator: write <EstimateAmount type="bioclimatic" width="4" depth="3" part="structure" bound="min" /> or <EstimateAmount type="aluminium" width="4" depth="3" part="structure" bound="max" />, whichever the sentence means,',
      );
    }
  });

  it('name the one figure an amount can only be', () => {
    expect(found).toContain(
      `${ARTICLE('de')}:${wooden.line}:${wooden.column} this amount is worked out by the estimator: write ${WOODEN_MAX} so that it follows content/estimator.yaml`,
    );
  });

  it('are left alone when the estimator does not work them out', () => {
    expect(found.filter((p) => p.startsWith(`${ARTICLE('fr')}:${ownAmountLine}:`))).toEqual([]);
    // One problem per language for the first case, one for the second, and none for the third.
    expect(found, found.join('\n')).toHaveLength(LOCALES.length + 1);
  });
});
