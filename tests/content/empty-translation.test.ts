import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { translationStatus } from '../../scripts/content/checks/freshness';
import { formatProblem } from '../../scripts/content/problems';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterAll(removeTempDirs);

// The editor writes an empty file for each language an author left blank.
it('reads an empty translation as one not written yet, except in a language every entry needs', async () => {
  const root = copyContent('empty-translation-');
  writeFileSync(join(root, 'content/articles/choisir-carport.de.mdx'), '\n');
  writeFileSync(join(root, 'content/products/carports-v.fr.yaml'), '');
  const { problems, content } = await buildContent(root, { write: false });
  expect(problems.map(formatProblem)).toEqual([
    'content/products/carports-v.fr.yaml:1:1 missing: "carports-v" exists in en but every entry needs an "fr" version',
  ]);
  expect(content.articles.get('choisir-carport')!.has('de')).toBe(false);
  const rows = translationStatus(
    content,
    (f) => readFileSync(join(root, f), 'utf8'),
    () => [],
  );
  expect(rows).toContainEqual({
    source: 'content/articles/choisir-carport.en.mdx',
    locale: 'de',
    file: 'content/articles/choisir-carport.de.mdx',
    state: 'missing',
  });
});
