import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageAt } from '../../src/app/prerender';
import { localeUrl } from '../../src/paths';
import { estimate } from '../../src/lib/estimate';
import { formatChf, formatLocaleOf } from '../../src/lib/estimate-format';
import { LOCALES, type Locale } from '../../src/schemas/common';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import { readGenerated } from '../helpers/generated';
import { HelmetProvider } from '../helpers/head-provider';

/**
 * The budget article's worked example (4 × 3 m bioclimatic, permit and delivery) and the estimator
 * the article places beside it, on the page as the prerender renders it: the same amounts, written
 * the same way, in every language.
 */
/** The worked example's total, from the figures the content step wrote (content/estimator.yaml). */
const { total } = estimate(readGenerated<{ config: EstimatorConfig }>('estimator.json').config, {
  type: 'bioclimatic',
  width: 4,
  depth: 3,
  permit: true,
  delivery: true,
});

describe('amounts on the budget page', () => {
  it.each(LOCALES)('%s: the estimator and the article write the total alike', async (locale: Locale) => {
    const path = localeUrl('/conseils/budget-pergola-suisse/', locale);
    window.history.replaceState(null, '', `${path}?type=bioclimatic&width=4&depth=3&permit=1&delivery=1`);
    const { container } = render(<HelmetProvider context={{}}>{await pageAt(path)}</HelmetProvider>);
    const status = container.querySelector('.estimator [role="status"]')!.textContent!;
    // The article's own text, the estimator (placed in it by <Estimator />) left out.
    const article = container.querySelector('.prose')!.cloneNode(true) as HTMLElement;
    article.querySelectorAll('.estimator').forEach((e) => e.remove());
    const body = article.textContent!;
    // The amounts as the estimator wrote them, found in the article's text.
    const written = [...status.matchAll(/\u200f?(?:CHF\u00a0)?\d[\d\u2019\u202f,.]*\d(?:\u00a0CHF)?/g)].map(
      (m) => m[0],
    );
    expect(written).toEqual([total.min, total.max].map((chf) => formatChf(chf, formatLocaleOf(locale))));
    for (const amount of written) expect(body).toContain(amount);
  });
});
