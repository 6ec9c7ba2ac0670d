import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageView } from '../../src/app/views';
import type { ManifestEntry } from '../../src/lib/route-data';

const manifest = join(import.meta.dirname, '../../src/generated/route-manifest.json');

describe('the view of each kind of page', () => {
  it('has a view for the kind and layout of every page the content step wrote', () => {
    const pages = JSON.parse(readFileSync(manifest, 'utf8')) as ManifestEntry[];
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
