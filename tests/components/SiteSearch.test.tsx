import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIslands } from '../../src/islands/Island';
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
