import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

/*
 * The menus are listed once, in content/navigation.yaml, by page id: a page named there without its label in the
 * UI strings, or a Solutions menu opening under a page the main menu does not show, is named at its line.
 */
afterEach(removeTempDirs);

it('names a menu page without a label and a Solutions menu under a page outside the main menu', async () => {
  const dir = copyContent('navigation-');
  const file = join(dir, 'content/navigation.yaml');
  const text = readFileSync(file, 'utf8')
    .replace('legal: [mentions-legales, politique-confidentialite, rechercher]', 'legal: [mentions-legales, contact]')
    .replace('dropdownUnder: solutions', 'dropdownUnder: rechercher');
  writeFileSync(file, text);
  const lines = text.split('\n');
  const line = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
  const result = await buildContent(dir, { write: false });
  const problems = result.problems.map(formatProblem).filter((p) => p.startsWith('content/navigation.yaml'));
  expect(problems).toEqual([
    `content/navigation.yaml:${line('dropdownUnder')}:16 dropdownUnder: "rechercher" is not in the main menu; name one of home, solutions, conseils, realisations, contact`,
    `content/navigation.yaml:${line('legal')}:27 legal[1]: the page "contact" has no label: add footer.legal.contact to content/i18n/en.yaml, then translate it`,
  ]);
});

it('names a Solutions menu that gives one category two columns', async () => {
  const dir = copyContent('navigation-');
  const file = join(dir, 'content/navigation.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('  - category: vitrage', '  - category: pergolas'));
  const result = await buildContent(dir, { write: false });
  const problems = result.problems.map(formatProblem).filter((p) => p.startsWith('content/navigation.yaml'));
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/dropdown: the Solutions dropdown has one column per category: give each of/);
});
