import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/app/prerender';
import { EstimatorProvider } from '../../src/components/estimator/estimator-slot';
import { mdxComponents } from '../../src/components/mdx/MDXComponents';
import { loadIslands } from '../../src/islands/Island';
import { localizePath } from '../../src/lib/locale-paths';
import type { ArticleRoute } from '../../src/lib/route-data';
import { LOCALES, type Locale } from '../../src/schemas/common';
import { renderIn } from './render';

beforeAll(loadIslands);

/**
 * The budget article's worked example (4 × 3 m bioclimatic, permit and delivery) and the estimator
 * beside it: the same amounts, written the same way, in every language.
 */
describe('amounts on the budget page', () => {
  it.each(LOCALES)('%s: the estimator and the article write CHF 10550 and 20250 alike', async (locale: Locale) => {
    const path = localizePath('/conseils/budget-pergola-suisse/', locale);
    const { file, Body } = await loadPage(path);
    const route = file.route as ArticleRoute;
    expect(Body).toBeDefined();
    window.history.replaceState(null, '', `${path}?type=bioclimatic&width=4&depth=3&permit=1&delivery=1`);
    renderIn(
      <EstimatorProvider data={route.estimator!}>
        <article data-testid="body">{Body && <Body components={mdxComponents} />}</article>
      </EstimatorProvider>,
      { locale, path },
    );
    const status = screen.getByRole('status').textContent!;
    // The article's own text, the estimator (placed in it by <Estimator />) left out.
    const article = screen.getByTestId('body').cloneNode(true) as HTMLElement;
    article.querySelectorAll('.estimator').forEach((e) => e.remove());
    const body = article.textContent!;
    // The amounts as the estimator wrote them, found in the article's text.
    const written = [...status.matchAll(/[\u200f]?(?:CHF\u00a0)?\d[\d\u2019\u202f,.]*\d(?:\u00a0CHF)?/g)].map(
      (m) => m[0],
    );
    expect(written).toHaveLength(2);
    for (const amount of written) expect(body).toContain(amount);
    expect(written[0]).toMatch(/10.?550/);
  });
});
