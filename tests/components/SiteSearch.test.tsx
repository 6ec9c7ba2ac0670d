import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIslands } from '../../src/islands/Island';
import { SearchResults } from '../../src/components/search/SearchResults';
import SearchPage from '../../src/views/SearchPage';
import { HelmetProvider } from '../helpers/head-provider';
import { pageRoute, renderIn, shellOf } from '../helpers/render';

beforeAll(loadIslands);

describe('the search page’s form', () => {
  it('sends the query to the search page the content step built, wherever that page is', () => {
    // The url the shell data gives the search page: a maintainer who moves the page moves the form's target too.
    const shell = { ...shellOf('fr'), search: '/fr/recherche/' };
    renderIn(
      <HelmetProvider context={{}}>
        <SearchPage route={pageRoute('fr', 'rechercher')} />
      </HelmetProvider>,
      { locale: 'fr', url: '/fr/rechercher/', shell },
    );
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/fr/recherche/');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input[type="search"]')!.getAttribute('name')).toBe('q');
  });
});

describe('a search result', () => {
  it('shows its excerpt as text with the matched words marked, never as markup', () => {
    // Pagefind's excerpt is HTML-escaped text with <mark> around the matches: only the marks become elements.
    const excerpt = '&lt;script&gt;alert(1)&lt;/script&gt; <mark>carport</mark> &amp; <img src=x>';
    const { container } = renderIn(
      <SearchResults query="carport" hits={[{ url: '/fr/produits/carports-v/', title: 'Carport', excerpt }]} />,
      { locale: 'fr' },
    );
    const shown = container.querySelector('.search-result__excerpt')!;
    expect(shown.querySelectorAll('script, img')).toHaveLength(0);
    expect([...shown.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['carport']);
    expect(shown.textContent).toBe('<script>alert(1)</script> carport & <img src=x>');
  });
});
