import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageView } from '../../src/app/views';
import type { RouteFile } from '../../src/lib/page';

const generated = join(import.meta.dirname, '../../src/generated/data');

describe('the view of each kind of page', () => {
  it('has a view for the kind and layout of every page the content step wrote', () => {
    const files = readdirSync(generated, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    const shown = new Set<string>();
    for (const f of files) {
      const { route, layout } = JSON.parse(readFileSync(join(generated, f), 'utf8')) as RouteFile;
      expect(() => pageView(route.kind, layout), f).not.toThrow();
      shown.add(pageView(route.kind, layout).name);
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
