import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

/*
 * A language added to content/locales.yaml alone is named at its line with the one other place to add it,
 * the codes the browser's code reads (src/schemas/locales.ts), rather than as an unknown field.
 */
afterEach(removeTempDirs);

it('names a locale missing from LOCALES at its line in content/locales.yaml', async () => {
  const dir = copyContent('locales-');
  const file = join(dir, 'content/locales.yaml');
  const line = readFileSync(file, 'utf8').trimEnd().split('\n').length + 1;
  appendFileSync(
    file,
    'pt: { name: Português, ogLocale: pt_PT, formatLocale: pt-PT, amounts: { group: " ", decimal: ",", minGrouping: 4, currency: before, euro: after } }\n',
  );
  const result = await buildContent(dir, { write: false });
  expect(result.ok).toBe(false);
  expect(result.problems.map(formatProblem)).toContain(
    `content/locales.yaml:${line}:5 pt: "pt" is not a locale of the site yet: add it to LOCALES in src/schemas/locales.ts, which the browser's code reads`,
  );
});
