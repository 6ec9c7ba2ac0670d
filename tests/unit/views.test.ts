import { describe, expect, it } from 'vitest';
import { pageView } from '../../src/app/views';
import type { ManifestEntry } from '../../src/lib/route-data';
import { readGenerated } from '../helpers/generated';

describe('the view of each kind of page', () => {
  it('has a view for the kind and layout of every page the content step wrote', () => {
    const pages = readGenerated<ManifestEntry[]>('route-manifest.json');
    expect(pages.length).toBeGreaterThan(0);
    const shown = new Set<string>();
    for (const { kind, layout, url } of pages) {
      expect(() => pageView(kind, layout), url).not.toThrow();
      shown.add(pageView(kind, layout).name);
    }
    // The real site shows every view at least once.
    expect([...shown].sort()).toEqual(
      ['ArticleListPage', 'ArticlePage', 'BlockPage', 'NotFoundPage', 'ProductPage', 'ProsePage', 'SearchPage'].sort(),
    );
  });

  it('refuses a block page without a layout', () => {
    expect(() => pageView('block-page', undefined)).toThrow(/npm run content/);
  });
});
