import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterAll(() => {
  vi.doUnmock('../../scripts/content/collections');
  vi.resetModules();
  removeTempDirs();
});

describe('`npm run content:translated -- --all`', () => {
  it('records the translations of every folder of entries, a collection added by its one entry among them', async () => {
    vi.doMock('../../scripts/content/collections', async (original) => {
      const real = await original<typeof import('../../scripts/content/collections')>();
      return { ...real, ENTRY_FOLDERS: [...real.ENTRY_FOLDERS, { folder: 'team', collections: [] }] };
    });
    vi.resetModules();
    const { translationFiles } = await import('../../scripts/authoring/translated');
    const dir = copyContent('translated-');
    mkdirSync(join(dir, 'content/team'));
    for (const locale of ['en', 'fr', 'de'])
      writeFileSync(join(dir, `content/team/anna.${locale}.yaml`), 'name: Anna\n');
    const files = translationFiles(dir);
    expect(files).toEqual(expect.arrayContaining(['content/team/anna.fr.yaml', 'content/team/anna.de.yaml']));
    expect(files).toEqual(
      expect.arrayContaining([
        'content/pages/contact.fr.yaml',
        'content/pages/mentions-legales.de.mdx',
        'content/products/carports-v.it.yaml',
        'content/articles/choisir-carport.ar.mdx',
        'content/blocks/reviews.es.yaml',
      ]),
    );
    expect(files.filter((file) => /\.en\.(yaml|mdx)$/.test(file))).toEqual([]);
  });
});
