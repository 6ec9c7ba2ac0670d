import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatReport, pathFiles } from '../../tools/path-files';

/** A small tree of modules in a folder of its own: relative path → source. */
function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'path-files-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  return root;
}
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The files `entry` reaches in a tree of `files`, the entry itself left out. */
function reachedFrom(entry: string, files: Record<string, string>, dynamic = false): string[] {
  const reached = pathFiles([entry], { root: treeOf(files), dynamic });
  expect(reached.warnings).toEqual([]);
  return [...reached.sources, ...reached.generated].filter((file) => file !== entry);
}

describe('the files a path crosses', () => {
  it('follows no import that is only types: import type, export type, a named import of types alone', () => {
    // Each name is a class, a value too, so only the way it is imported makes it a type.
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts':
        "import type { A } from './a';\nimport type Dflt from './default';\nexport type { B } from './b';\n" +
        "import { type C, type D } from './c';\nexport const f = (a: A, c: C, d: D, x: Dflt) => [a, c, d, x];\n",
      'src/a.ts': 'export class A {}\n',
      'src/default.ts': 'export default class Dflt {}\n',
      'src/b.ts': 'export class B {}\n',
      'src/c.ts': 'export class C {}\nexport class D {}\n',
    });
    expect(reached).toEqual([]);
  });

  it('follows no name that is only an interface or a type alias, through a barrel too', () => {
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts':
        "import { Shape } from './shape';\nimport { Size } from './barrel';\nexport const f = (s: Shape, z: Size) => [s, z];\n",
      'src/shape.ts': "import { side } from './side';\nexport interface Shape {\n  side: typeof side;\n}\n",
      'src/barrel.ts': "export { Size } from './size';\n",
      'src/size.ts': "import { side } from './side';\nexport type Size = typeof side;\n",
      'src/side.ts': 'export const side = 1;\n',
    });
    expect(reached).toEqual([]);
  });

  it('follows an import that mixes a value with types', () => {
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts': "import { a, type A } from './mixed';\nexport const f = (x: A) => [a, x];\n",
      'src/mixed.ts': 'export type A = string;\nexport const a = 1;\n',
    });
    expect(reached).toEqual(['src/mixed.ts']);
  });

  it('follows no import whose names the compiler drops: used only as types, or not at all', () => {
    // A class is a value too: only how the entry uses it makes the import go.
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts':
        "import { Limiter } from './limiter';\nimport { unused } from './unused';\n" +
        'export const f = (limiter: Limiter) => limiter;\n',
      'src/limiter.ts': 'export class Limiter {}\n',
      'src/unused.ts': 'export const unused = 1;\n',
    });
    expect(reached).toEqual([]);
  });

  it("compiles with the tree's tsconfig.json, as the bundler does", () => {
    // With verbatimModuleSyntax the compiler and the bundler keep an import as it is written.
    const reached = reachedFrom('src/entry.ts', {
      'tsconfig.json': '{ "compilerOptions": { "verbatimModuleSyntax": true } }\n',
      'src/entry.ts': "import { unused } from './unused';\nexport const f = () => 1;\n",
      'src/unused.ts': 'export const unused = 1;\n',
    });
    expect(reached).toEqual(['src/unused.ts']);
  });

  it('follows a file with code of its own whole when reached for a name it only passes on', () => {
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts': "import { LOCALE } from './common';\nexport const f = () => LOCALE;\n",
      'src/common.ts':
        "import { LOCALE } from './locales';\nimport { isBlank } from './blank';\nexport { LOCALE };\n" +
        'export const field = [isBlank].map((check) => check);\n',
      'src/locales.ts': "export const LOCALE = 'de';\n",
      'src/blank.ts': "export const isBlank = (value: string) => value.trim() === '';\n",
    });
    // Importing any name of a module runs the whole of it, and so all of its imports.
    expect(reached).toEqual(['src/blank.ts', 'src/common.ts', 'src/locales.ts']);
  });

  it('follows a name through a pure barrel to its file alone, and that file whole', () => {
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts': "import { a } from './barrel';\nexport const f = () => a;\n",
      // Types leave nothing behind: once compiled the barrel holds only its re-exports.
      'src/barrel.ts':
        "import type { B } from './b';\nexport { a } from './a';\nexport { b } from './b';\n" +
        'export interface Options {\n  b: B;\n}\n',
      'src/a.ts': "import { helper } from './helper';\nexport const a = helper;\nexport { c } from './c';\n",
      'src/b.ts': 'export const b = 2;\nexport type B = typeof b;\n',
      'src/c.ts': 'export const c = 3;\n',
      'src/helper.ts': 'export const helper = 1;\n',
    });
    // a.ts holds code, so it runs whole: what it passes on too.
    expect(reached).toEqual(['src/a.ts', 'src/barrel.ts', 'src/c.ts', 'src/helper.ts']);
  });

  it('follows a name through an imported and re-exported binding, and a renamed re-export', () => {
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts': "import { shown, renamed } from './barrel';\nexport const f = () => [shown, renamed];\n",
      'src/barrel.ts':
        "import { shown, unused } from './a';\nexport { shown, unused };\nexport { b as renamed } from './b';\n",
      'src/a.ts': 'export const shown = 1;\nexport const unused = 2;\n',
      'src/b.ts': 'export const b = 2;\n',
    });
    expect(reached).toEqual(['src/a.ts', 'src/b.ts', 'src/barrel.ts']);
  });

  it('follows a name through export * to the file that defines it, not to the others', () => {
    const reached = reachedFrom('src/entry.ts', {
      'src/entry.ts': "import { c } from './stars';\nexport const f = () => c;\n",
      'src/stars.ts': "export * from './first';\nexport * from './second';\n",
      'src/first.ts': 'export const a = 1;\n',
      'src/second.ts': "export * from './third';\n",
      'src/third.ts': 'export type C = string;\nexport const c = 3;\n',
    });
    expect(reached).toEqual(['src/second.ts', 'src/stars.ts', 'src/third.ts']);
  });

  it('counts every export of a module imported as a namespace, and the default export of one imported by default', () => {
    const files = {
      'src/entry.ts':
        "import * as all from './barrel';\nimport Card from './card';\nexport const f = () => [all, Card];\n",
      'src/barrel.ts': "export { a } from './a';\nexport * from './b';\n",
      'src/a.ts': 'export const a = 1;\n',
      'src/b.ts': 'export const b = 2;\n',
      'src/card.ts': "import { helper } from './helper';\nexport default function Card() {\n  return helper;\n}\n",
      'src/helper.ts': 'export const helper = 1;\n',
    };
    expect(reachedFrom('src/entry.ts', files)).toEqual([
      'src/a.ts',
      'src/b.ts',
      'src/barrel.ts',
      'src/card.ts',
      'src/helper.ts',
    ]);
  });

  it('follows a dynamic import only when asked to', () => {
    const files = {
      'src/entry.ts': "export const load = () => import('./island');\n",
      'src/island.ts': "import { a } from './a';\nexport const island = a;\n",
      'src/a.ts': 'export const a = 1;\n',
    };
    expect(reachedFrom('src/entry.ts', files)).toEqual([]);
    expect(reachedFrom('src/entry.ts', files, true)).toEqual(['src/a.ts', 'src/island.ts']);
  });

  it('resolves as the bundler does, lists the generated files apart, and leaves packages out', () => {
    const root = treeOf({
      'src/entry.ts':
        "import { a } from './a.js';\nimport { b } from './folder';\nimport { c } from './c';\nimport data from './generated/data.json';\n" +
        "import { z } from 'zod';\nexport const f = () => [a, b, c, data, z];\n",
      'src/a.ts': 'export const a = 1;\n',
      'src/folder/index.ts': 'export const b = 2;\n',
      'src/c.mts': 'export const c = 3;\n',
      'src/generated/data.json': '{}\n',
    });
    const reached = pathFiles(['src/entry.ts'], { root });
    expect(reached).toEqual({
      sources: ['src/a.ts', 'src/c.mts', 'src/entry.ts', 'src/folder/index.ts'],
      generated: ['src/generated/data.json'],
      warnings: [],
    });
    expect(formatReport(reached)).toBe(
      '4 source files\nsrc/a.ts\nsrc/c.mts\nsrc/entry.ts\nsrc/folder/index.ts\n\n1 generated file\nsrc/generated/data.json',
    );
  });

  it('says which import names no file, and how to make a generated one', () => {
    const root = treeOf({
      'src/entry.ts': "import pages from './generated/pages.json';\nexport const f = () => pages;\n",
    });
    expect(pathFiles(['src/entry.ts'], { root }).warnings).toEqual([
      'src/entry.ts: no file for ./generated/pages.json (run the content step first: npm run content)',
    ]);
  });

  it('runs as a command over the repository', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'tools/path-files.ts', 'src/paths/index.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    const [count, ...lines] = output.split('\n');
    expect(lines).toContain('src/paths/pages.ts');
    expect(count).toBe(`${lines.indexOf('')} source files`);
  });
});
