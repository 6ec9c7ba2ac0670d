import { afterAll, describe, expect, it } from 'vitest';
import { lighthousePages, readPages } from '../../tools/bench/pages';
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

    expect(lighthousePages(readPages(root)).map((page) => page.url)).toEqual(['/', '/journal/', '/ar/journal/']);
  });
});
