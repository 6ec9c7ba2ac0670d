// The content step's caches (scripts/content/cache/code-stamp.ts, json-cache.ts, mdx-cache.ts and the language
// check): an answer is reused only for the same input and the same code, reused answers are put back in
// the right place, and a build from the caches writes what a build from scratch writes.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildContent } from '../../scripts/content/build';
import { codeStamp, localModules } from '../../scripts/content/cache/code-stamp';
import { languageChecks } from '../../scripts/content/language/language-checks';
import { loadContent } from '../../scripts/content/load/load';
import { MdxCache } from '../../scripts/content/mdx/mdx-cache';
import { formatProblem } from '../../scripts/content/problems';
import type { BodyTree } from '../../src/lib/route-data';
import { copyContent, removeTempDirs, tempDir } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');
afterEach(removeTempDirs);

/** Every file under `dir` with its text, by path from `dir`. */
function filesOf(dir: string): Record<string, string> {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  const files: Record<string, string> = {};
  for (const name of names) {
    try {
      files[name] = readFileSync(join(dir, name), 'utf8');
    } catch {
      // A folder.
    }
  }
  return files;
}

describe('code stamp', () => {
  it('follows the relative imports of the MDX worker into src/', () => {
    const files = localModules(join(ROOT, 'scripts/content/mdx/mdx-worker.ts')).map((f) => relative(ROOT, f));
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/content/mdx/mdx.ts',
        'scripts/content/mdx/mdx-compile.ts',
        'scripts/content/mdx/remark-typography.ts',
        'src/lib/typography.ts',
        'src/schemas/mdx-component-names.ts',
      ]),
    );
    expect(files.some((f) => f.includes('node_modules'))).toBe(false);
  });

  it('changes when a file reached through an import changes, and only then', () => {
    const dir = tempDir('stamp-');
    mkdirSync(join(dir, 'lib'));
    writeFileSync(join(dir, 'entry.ts'), "import { rule } from './lib/rule';\nexport default rule;\n");
    writeFileSync(join(dir, 'lib/rule.ts'), "import type { X } from '../types.ts';\nexport const rule = 1;\n");
    writeFileSync(join(dir, 'types.ts'), 'export type X = 1;\n');
    writeFileSync(join(dir, 'unrelated.ts'), 'export const y = 2;\n');
    const stamp = () => codeStamp(join(dir, 'entry.ts'), 'test');
    const first = stamp();
    expect(first).toBeTypeOf('string');
    writeFileSync(join(dir, 'unrelated.ts'), 'export const y = 3;\n');
    expect(stamp()).toBe(first);
    writeFileSync(join(dir, 'types.ts'), 'export type X = 2;\n');
    expect(stamp()).not.toBe(first);
    expect(codeStamp(join(dir, 'entry.ts'), 'other format')).not.toBe(stamp());
  });
});

describe('compiled MDX cache', () => {
  it('keeps compiled trees by name and source, and drops those of other code', () => {
    const dir = tempDir('mdx-tree-');
    const file = join(dir, 'mdx.json');
    const key = MdxCache.treeKey('/a/content/articles/x.fr.mdx', '# Titre\n');
    expect(MdxCache.treeKey('/b/content/articles/x.fr.mdx', '# Titre\n'), 'the folder is not part of it').toBe(key);
    expect(MdxCache.treeKey('/a/content/articles/x.de.mdx', '# Titre\n'), 'the language is').not.toBe(key);
    // What other code compiled, under the same key, and the compiled JavaScript of older layouts (a file, a folder).
    const old = [['p', {}, 'Old']];
    writeFileSync(join(dir, 'mdx-tree.json'), JSON.stringify({ stamp: 'other-code', entries: { [key]: old } }));
    writeFileSync(join(dir, 'mdx-js.json'), JSON.stringify({ stamp: 'other-code', entries: { [key]: 'old' } }));
    mkdirSync(join(dir, 'mdx-js', 'other-code-stamp'), { recursive: true });
    const first = MdxCache.open(file)!;
    expect(first.getTree(key)).toBeUndefined();
    const tree: BodyTree = [['h1', {}, 'Titre']];
    first.setTree(key, structuredClone(tree));
    first.save();
    expect(MdxCache.open(file)!.getTree(key)).toEqual(tree);
    expect(readdirSync(dir).sort()).toEqual(['mdx-tree.json']);
  });

  it('gives a build the same src/generated/ as a build from scratch', { timeout: 60_000 }, async () => {
    const dir = copyContent('cache-build-');
    const build = async (cache: boolean) => {
      const result = await buildContent(dir, { write: true, cache });
      expect(result.problems.map(formatProblem)).toEqual([]);
      return filesOf(join(dir, 'src/generated'));
    };
    const scratch = await build(false);
    await build(true); // fills the cache
    expect(await build(true)).toEqual(scratch);
  });
});

describe('language check cache', () => {
  it('reuses earlier findings for the same texts, at their new place after lines move', async () => {
    const dir = copyContent('language-cache-');
    const cacheFile = join(tempDir('language-cache-file-'), 'language.json');
    const file = 'content/products/carports-v.de.yaml';
    const english = (
      parse(readFileSync(join(dir, 'content/products/carports-v.en.yaml'), 'utf8')) as { faqData: { answer: string }[] }
    ).faqData[2]!.answer;
    const german = parse(readFileSync(join(dir, file), 'utf8')) as { faqData: { answer: string }[] };
    german.faqData[2]!.answer = english;
    writeFileSync(join(dir, file), stringify(german));
    const check = async () =>
      (await languageChecks(await loadContent(dir), { cacheFile })).filter((p) => p.file === file);

    const first = await check();
    expect(first).toEqual([
      expect.objectContaining({ field: 'faqData[2].answer', message: expect.stringMatching(/^reads as English/) }),
    ]);
    // Two lines added above: the same texts, found in the cache, reported two lines further down.
    writeFileSync(join(dir, file), `# reviewed\n# twice\n${readFileSync(join(dir, file), 'utf8')}`);
    expect(await check()).toEqual([{ ...first[0]!, line: first[0]!.line + 2 }]);

    // What the cache holds is what is reported: emptied by hand, it hides the finding...
    const stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as { entries: Record<string, unknown[]> };
    for (const key of Object.keys(stored.entries)) stored.entries[key] = [];
    writeFileSync(cacheFile, JSON.stringify(stored));
    expect(await check()).toEqual([]);
    // ...until the texts change, which makes a new key.
    writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replace('# reviewed', '# reviewed again'));
    expect(await check(), 'a comment is not a text').toEqual([]);
    german.faqData[1]!.answer += ' Gern beraten wir Sie vor Ort.';
    writeFileSync(join(dir, file), stringify(german));
    expect(await check()).toEqual([expect.objectContaining({ field: 'faqData[2].answer' })]);
  });
});
