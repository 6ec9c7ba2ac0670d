import { afterAll, describe, expect, it } from 'vitest';
import { lighthousePages, pageRoles, readPages } from '../../tools/bench/pages';
import { builtProject } from '../helpers/built-project';
import { removeTempDirs } from '../helpers/content-copy';

afterAll(removeTempDirs);

describe('the pages Lighthouse visits', () => {
  it('take the article list by its layout, at whatever path it is, in English and Arabic', () => {
    const { root } = builtProject('bench-pages-', [
      { locale: 'en', path: '/', kind: 'block-page', id: 'home', layout: 'blocks' },
      { locale: 'en', path: '/journal/', kind: 'block-page', id: 'journal', layout: 'article-list' },
      { locale: 'ar', path: '/journal/', kind: 'block-page', id: 'journal', layout: 'article-list' },
      { locale: 'en', path: '/about/', kind: 'block-page', id: 'about', layout: 'blocks' },
    ]);

    expect(lighthousePages(readPages(root), {}).map((page) => page.url)).toEqual(['/', '/journal/', '/ar/journal/']);
  });

  it('take the home page at the root and the contact page by the role the content step gave it, whatever their ids', () => {
    const { root, put } = builtProject('bench-pages-', [
      { locale: 'en', path: '/', kind: 'block-page', id: 'start', layout: 'blocks' },
      { locale: 'en', path: '/contact/', kind: 'block-page', id: 'contact', layout: 'blocks' },
      { locale: 'en', path: '/kontakt/', kind: 'block-page', id: 'anfrage', layout: 'blocks' },
      { locale: 'ar', path: '/kontakt/', kind: 'block-page', id: 'anfrage', layout: 'blocks' },
    ]);
    put('src/generated/fixed-pages.json', JSON.stringify({ pages: {}, roles: { home: 'start', contact: 'anfrage' } }));

    const pages = readPages(root);
    expect(pages.filter((page) => page.group === 'home').map((page) => page.url)).toEqual(['/']);
    expect(lighthousePages(pages, pageRoles(root)).map((page) => page.url)).toEqual(['/', '/kontakt/', '/ar/kontakt/']);
  });
});
