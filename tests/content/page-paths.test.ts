// The pages links and redirects may lead to come from the collections' own `pathOf`: a collection added with pages
// brings its paths to the content check without a second list to edit. The check runs before any page is built (and
// `--check` builds none), so it reads the same path functions the page builders build at, and finds the same pages.
import { resolve } from 'node:path';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadContent, type Content } from '../../scripts/content/load/load';
import type { EntryCollection } from '../../scripts/content/collections';
import type { ManifestEntry } from '../../src/lib/route-data';
import { readGenerated } from '../helpers/generated';

const ROOT = resolve(import.meta.dirname, '../..');
let content: Content;
beforeAll(async () => {
  content = await loadContent(ROOT);
}, 60_000);

afterEach(() => {
  vi.doUnmock('../../scripts/content/collections');
  vi.resetModules();
});

it("holds the path of every entry's page and of a new collection's, as its pathOf gives them", async () => {
  vi.doMock('../../scripts/content/collections', async (original) => {
    const real = await original<typeof import('../../scripts/content/collections')>();
    const team: EntryCollection = {
      key: 'team',
      folder: 'team',
      extension: 'yaml',
      schemaOf: () => undefined,
      pathOf: (id) => `/equipe/${id}/`,
    };
    return { ...real, ENTRY_COLLECTIONS: [...real.ENTRY_COLLECTIONS, team] };
  });
  vi.resetModules();
  const { entryPagePaths } = await import('../../scripts/content/checks/page-paths');
  const withTeam = { ...content, team: new Map([['anna', new Map()]]) } as Content;
  const paths = entryPagePaths(withTeam);
  const [article] = content.articles.keys();
  for (const path of ['/equipe/anna/', `/conseils/${article}/`, '/products/carports-v/', '/mentions-legales/', '/404/'])
    expect(paths).toContain(path);
  // Shared blocks show on every page and have none of their own.
  expect([...paths].filter((p) => p.includes('reviews'))).toEqual([]);
});

it('holds exactly the paths of the pages the builders made, as the route manifest lists them', async () => {
  const { entryPagePaths } = await import('../../scripts/content/checks/page-paths');
  const built = new Set(readGenerated<ManifestEntry[]>('route-manifest.json').map((page) => page.path));
  expect([...entryPagePaths(content)].sort()).toEqual([...built].sort());
});
