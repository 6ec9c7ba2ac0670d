import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EstimatorHere, EstimatorProvider } from '../../src/components/estimator/estimator-slot';
import { loadIslands } from '../../src/islands/Island';
import { quoteFromParams } from '../../src/lib/quote-link';
import type { ArticleRoute } from '../../src/lib/route-data';
import type { Locale } from '../../src/schemas/common';
import { readGenerated } from '../helpers/generated';
import { productRoute, renderIn, shellOf, stringsOf } from '../helpers/render';
import { SOLAR_CONFIG } from '../helpers/solar-input';
import { articlePath, pageUrl, routeDataFile } from '../../src/paths';

/** The budget article's route data and its url, as the manifest gives the prerender the one and the other. */
const ARTICLE_PATH = articlePath('budget-pergola-suisse');
const articleRoute = (locale: Locale) =>
  readGenerated<{ route: ArticleRoute }>(routeDataFile({ locale, path: ARTICLE_PATH })).route;
const articleUrl = (locale: Locale) => pageUrl({ locale, path: ARTICLE_PATH });

beforeAll(loadIslands);

// The estimator keeps its choices in the url: each test starts on its page's own, bare url.
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

/** The page as the prerender renders it: the estimator island where the page places it, in the locale's shell. */
function renderEstimator(
  locale: Locale,
  route = articleRoute(locale),
  url = articleUrl(locale),
  shell = shellOf(locale),
) {
  window.history.replaceState(null, '', url);
  return renderIn(
    <EstimatorProvider data={route.estimator!}>
      <EstimatorHere />
    </EstimatorProvider>,
    { locale, url, shell },
  );
}

/** Catches the page the estimator sends the visitor to (jsdom cannot load another document). */
function catchNavigation() {
  const assign = vi.fn<(url: string) => void>();
  const real = window.location;
  // The url as it is, read through, for the estimator's own writes to it.
  vi.stubGlobal('location', {
    assign,
    get href() {
      return real.href;
    },
    get pathname() {
      return real.pathname;
    },
    get search() {
      return real.search;
    },
    get hash() {
      return real.hash;
    },
  });
  return assign;
}

describe('Estimator', () => {
  it('labels every input, announces the range politely and updates it as the visitor types', async () => {
    const { user } = renderEstimator('en');
    const s = stringsOf('en');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    // Wood, 4 × 3 m: 8940 + 900 to 22716 + 1800.
    expect(status.textContent).toBe('Estimated budget: between CHF\u00a09\u2019840 and CHF\u00a024\u2019516');
    expect(screen.getByRole('group', { name: s['estimator.type.label'] })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Bioclimatic pergola' }));
    const width = screen.getByLabelText('Width in metres');
    await user.clear(width);
    await user.type(width, '4.5');
    // 13.5 m²: 10800 to 20250; 17.55 → 18 h: 900 to 1800.
    expect(status.textContent).toBe('Estimated budget: between CHF\u00a011\u2019700 and CHF\u00a022\u2019050');
    const structure = screen.getByText(/^Structure, 13\.5 m²/).closest('tr')!;
    expect(within(structure).getByRole('cell').textContent).toBe(
      'between CHF\u00a010\u2019800 and CHF\u00a020\u2019250',
    );
    expect(screen.getByText(/^Labour, 18 h \(per hour: between CHF\s50 and CHF\s100\)$/)).toBeTruthy();
  });

  it('explains a size out of bounds next to the field, and the result asks for a correction', async () => {
    const { user } = renderEstimator('en');
    const assign = catchNavigation();
    const depth = screen.getByLabelText('Depth in metres');
    await user.clear(depth);
    await user.type(depth, '1');
    expect(depth.getAttribute('aria-invalid')).toBe('true');
    expect(depth.getAttribute('aria-describedby')).toBe('estimator-depth-hint estimator-depth-error');
    expect(document.getElementById('estimator-depth-error')!.textContent).toBe(
      // A figure and its unit are held by a no-break space (src/lib/typography.ts).
      'The smallest size we estimate is 1.5\u00a0m; enter 1.5 or more.',
    );
    expect(screen.getByRole('status').textContent).toBe('Correct the size above to see the estimate.');
    // Sending now moves the focus to the field to correct instead of leaving the page.
    await user.click(screen.getByRole('button', { name: 'Request a quote for this project' }));
    expect(document.activeElement).toBe(depth);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the French configuration to /fr/contact/ as its parameters, from which the page writes the request', async () => {
    const { user } = renderEstimator('fr');
    const assign = catchNavigation();
    await user.click(screen.getByRole('radio', { name: 'Pergola bioclimatique' }));
    await user.click(screen.getByLabelText("J'ai besoin d'un permis de construire"));
    await user.click(screen.getByLabelText('Livrer la pergola à mon adresse'));
    await user.click(screen.getByRole('button', { name: 'Demander un devis pour ce projet' }));
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0], 'https://terraluce.example');
    expect(url.pathname).toBe('/fr/contact/');
    expect(url.search).toBe('?devis=pergola&type=bioclimatic&width=4&depth=3&permit=1&delivery=1');
    const route = articleRoute('fr');
    const request = quoteFromParams(url.searchParams, {
      estimator: route.estimator!.config,
      solar: SOLAR_CONFIG,
      words: {
        locale: 'fr',
        formatLocale: 'fr-CH',
        strings: stringsOf('fr'),
        calendar: { months: [], monthsShort: [], dates: {} },
      },
      day: '2026-11-28',
      products: {},
    });
    expect(request?.subject).toBe('Demande de devis\u00a0: Pergola bioclimatique, 4 × 3\u00a0m');
    expect(request?.message).toContain('4\u00a0m × 3\u00a0m (12\u00a0m²)');
    expect(request?.message).toContain('entre CHF\u00a010\u202f550 et CHF\u00a020\u202f250');
  });

  it('asks for the quote on the contact page the content step built, wherever that page is', async () => {
    // The url the shell data gives the contact page: a maintainer who moves the page moves the quote request too.
    const { user } = renderEstimator('de', articleRoute('de'), articleUrl('de'), {
      ...shellOf('de'),
      contact: '/de/kontakt/',
    });
    const assign = catchNavigation();
    await user.click(screen.getByRole('button', { name: stringsOf('de')['estimator.submit']! }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(new URL(assign.mock.calls[0]![0], 'https://terraluce.example').pathname).toBe('/de/kontakt/');
  });

  it('opens on the product’s own kind and states the labour assumption from content', () => {
    const route = productRoute('en', 'pergola-toile');
    renderEstimator('en', route as never, '/products/pergola-toile/');
    expect((screen.getByRole('radio', { name: 'Aluminium pergola' }) as HTMLInputElement).checked).toBe(true);
    const { hoursPerM2 } = route.estimator!.config.types.aluminium;
    expect(screen.getByText(new RegExp(`${hoursPerM2} for aluminium`))).toBeTruthy();
  });

  it('works as a plain form before its script runs: GET /api/estimate with every field named', () => {
    renderEstimator('ar');
    const form = screen.getByRole('button', { name: stringsOf('ar')['estimator.submit']! }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/estimate');
    expect(form.getAttribute('method')).toBe('get');
    const names = [...new FormData(form).keys()];
    expect(names).toEqual(['locale', 'type', 'width', 'depth']);
    expect(new FormData(form).get('locale')).toBe('ar');
  });

  it('opens on the choices in the url, and keeps each change there without a new history entry', async () => {
    const route = articleRoute('en');
    const { user } = renderEstimator('en', route, `${articleUrl('en')}?type=bioclimatic&width=5&delivery=1`);
    expect((screen.getByRole('radio', { name: 'Bioclimatic pergola' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Width in metres') as HTMLInputElement).value).toBe('5');
    const entries = window.history.length;
    await user.click(screen.getByRole('radio', { name: 'Aluminium pergola' }));
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toEqual({ type: 'aluminium', width: '5', depth: '3', delivery: '1' });
    expect(window.location.pathname).toBe(articleUrl('en'));
    expect(window.history.length).toBe(entries);
  });

  it('counts the hours of labour in Arabic with the plural form of each number: 3 ساعات, 11 ساعة', () => {
    const route = articleRoute('ar');
    // Aluminium, one hour per m²: 1.5 × 2 m take 3 hours, 2.2 × 5 m take 11.
    renderEstimator('ar', route, `${articleUrl('ar')}?type=aluminium&width=1.5&depth=2`);
    expect(screen.getByText(/^اليد العاملة، 3 ساعات \(أجر الساعة: /)).toBeTruthy();
    renderEstimator('ar', route, `${articleUrl('ar')}?type=aluminium&width=2.2&depth=5`);
    expect(screen.getByText(/^اليد العاملة، 11 ساعة \(أجر الساعة: /)).toBeTruthy();
  });

  it('fails loudly when a page places it without its data', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => act(() => renderIn(<EstimatorHere />))).toThrow(/no `estimator`/);
    } finally {
      console.error = quiet;
    }
  });
});
