// The import structure of the code: the data model (src/lib/, src/schemas/, src/paths/, src/i18n/) knows no view, no
// React and no DOM, and no module imports itself through others, type-only and dynamic imports included,
// so each layer reads and tests on its own. The data model writes each dynamic import's path out, so that these
// checks can follow it, and runs no code made from a string (eslint.config.js).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pathFiles } from '../../tools/path-files';

const root = join(import.meta.dirname, '../..');
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => CODE.test(f) && !f.endsWith('.d.ts') && statSync(join(root, f)).isFile());
}

/**
 * The project file a relative specifier names, as the bundler and tsx resolve it; `added` files (relative path →
 * source) count as present.
 */
function resolveFrom(from: string, specifier: string, added: Record<string, string> = {}): string | undefined {
  const base = join(dirname(from), specifier);
  // A script's extension names the module TypeScript compiles it from: `.js` a `.ts` or `.tsx`, `.mjs` a `.mts`…
  const written = [
    base,
    ...['.ts', '.tsx'].map((e) => base.replace(/\.jsx?$/, e)),
    base.replace(/\.([cm])js$/, '.$1ts'),
  ];
  const completed = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'].flatMap((e) => [
    base + e,
    `${base}/index${e}`,
  ]);
  const candidates = [...written, ...completed];
  return candidates.find((f) => CODE.test(f) && (f in added || existsSync(join(root, f))));
}

/** Every relative import of a file: static, type-only, re-exports and dynamic `import()`. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((s) => s.startsWith('.'))
    .flatMap((s) => resolveFrom(file, s) ?? []);
}

const graph = new Map<string, string[]>(
  ['src', 'scripts', 'netlify'].flatMap((dir) => filesUnder(dir)).map((file) => [file, importsOf(file)]),
);

/** The import circles of a graph: its strongly connected components of more than one file, or a file importing itself. */
function importCircles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)?.includes(file)) circles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/**
 * The specifiers a module imports when it runs, packages included: type-only imports and exports, which the
 * compiler erases, left out; dynamic `import()` kept.
 */
function runtimeImportsOf(file: string, source = readFileSync(join(root, file), 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const typeOnly = (clause: ts.ImportClause | undefined) =>
    clause !== undefined &&
    (clause.isTypeOnly ||
      (!clause.name &&
        clause.namedBindings !== undefined &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((e) => e.isTypeOnly)));
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node.importClause))
      specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return specifiers;
}

/**
 * The dynamic `import()`s of a module whose path is no literal (`import(name)`, ``import(`./${name}`)``), as
 * `file:line import(…)`: the checks here read a path only when it is written out, as a string or a template without
 * `${}`, and would not see where any other leads.
 */
function dynamicImportsWithoutPath(file: string, source = readFileSync(join(root, file), 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      !(node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]))
    ) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      found.push(`${file}:${line + 1} ${node.getText(tree)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The project files a module imports when it runs. */
function runtimeSpecifiersOf(file: string): string[] {
  return runtimeImportsOf(file).filter((s) => s.startsWith('.'));
}

/** What the content step loads from src/generated/, which it writes itself and a fresh clone lacks. */
function generatedReadsOfContentStep(): string[] {
  const seen = new Set<string>();
  const reads: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiersOf(file)) {
      const target = join(dirname(file), specifier);
      if (target.startsWith('src/generated/')) reads.push(`${file} → ${target}`);
      else {
        const resolved = resolveFrom(file, specifier);
        if (resolved) visit(resolved);
      }
    }
  };
  visit('scripts/content/build.ts');
  return reads;
}

/** The imports of schema files that are not zod, another schema or the fixed pages of src/paths/. */
function importsBeyondSchemas(files: string[], sources: Record<string, string> = {}): string[] {
  const below = /^src\/(?:schemas\/|paths\/pages\.ts$)/;
  return files.flatMap((file) => {
    const source = sources[file] ?? readFileSync(join(root, file), 'utf8');
    return ts
      .preProcessFile(source, true, true)
      .importedFiles.map((i) => i.fileName)
      .filter((specifier) => {
        if (specifier === 'zod') return false;
        const resolved = specifier.startsWith('.') ? resolveFrom(file, specifier) : undefined;
        return !resolved || !below.test(resolved);
      })
      .map((specifier) => `${file} → ${specifier}`);
  });
}

/** True when a module imports React: its types load without the DOM's library, so only its import tells. */
function importsReact(source: string): boolean {
  return reactSpecifiersOf(source).length > 0;
}

/** The React modules a module imports, type-only imports included. */
function reactSpecifiersOf(source: string): string[] {
  const imported = ts.preProcessFile(source, true, true).importedFiles.map((i) => i.fileName);
  return [...new Set(imported.filter(isReact))];
}

function isReact(specifier: string): boolean {
  return specifier === 'react' || specifier.startsWith('react/') || specifier.startsWith('react-dom');
}

/** The package a bare specifier names: `@scope/name` or `name`. */
function packageOf(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** True when an installed package depends on React, so importing it loads React (or needs it to be there). */
function packageNeedsReact(name: string): boolean {
  const manifest = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return false;
  const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  return Object.keys({ ...dependencies, ...peerDependencies }).some(isReact);
}

/**
 * Every chain by which the data model reaches React: from each of its files along the imports that run, through
 * any folder, to a module that imports React (type-only imports included) or a package that depends on it.
 * `added` files (relative path → source) are read beside, or instead of, the repository's own.
 */
function reactChainsFrom(roots: string[], added: Record<string, string> = {}): string[] {
  const read = (file: string) => added[file] ?? readFileSync(join(root, file), 'utf8');
  const reachedBy = new Map<string, string[]>(roots.map((file) => [file, [file]]));
  const queue = [...roots];
  const chains: string[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = reachedBy.get(file)!;
    const source = read(file);
    for (const specifier of reactSpecifiersOf(source)) chains.push([...chain, specifier].join(' → '));
    for (const specifier of runtimeImportsOf(file, source)) {
      if (isReact(specifier)) continue;
      if (!specifier.startsWith('.')) {
        if (packageNeedsReact(packageOf(specifier))) chains.push([...chain, specifier].join(' → '));
        continue;
      }
      const target = resolveFrom(file, specifier, added);
      if (!target || reachedBy.has(target)) continue;
      reachedBy.set(target, [...chain, target]);
      queue.push(target);
    }
  }
  return chains;
}

/** tsconfig.data-model.json, which names the data model's folders and compiles them without the DOM. */
const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.data-model.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
)!;

/** The data model's folders, as tsconfig.data-model.json includes them. */
const DATA_MODEL_FOLDERS = (config.raw as { include: string[] }).include.filter((folder) => folder.startsWith('src/'));

/**
 * The data model: pure logic that runs the same in Node, the prerender and the browser. Every file of its folders,
 * not only the ones its compiler reads, so that a JavaScript module there is seen too.
 */
const DATA_MODEL_FILES = DATA_MODEL_FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((f) => join(folder, f))
    .filter((f) => statSync(join(root, f)).isFile()),
);
const DATA_MODEL = new Set(DATA_MODEL_FILES);

/**
 * The files of the data model that are not TypeScript modules: the compiler checks only those (a `.js` or `.mjs`
 * file there would escape its check for the page's globals).
 */
function notTypeScriptModules(files: string[]): string[] {
  return files.filter((file) => !/\.ts$/.test(file) || file.endsWith('.d.ts'));
}

/** The repository's files and the libraries as the compiler parsed them, so each compilation below parses them once. */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * The compiler's errors over the data model under tsconfig.data-model.json (no DOM library, no Node types, no
 * JSX), with `added` files (relative path → source) compiled beside the repository's own.
 */
function dataModelErrors(added: Record<string, string> = {}): string[] {
  const sources = new Map(Object.entries(added).map(([file, source]) => [join(root, file), source]));
  const host = ts.createCompilerHost(config.options);
  const { fileExists, getSourceFile } = host;
  host.fileExists = (file) => sources.has(file) || fileExists(file);
  host.getSourceFile = (file, language, ...rest) => {
    const source = sources.get(file);
    if (source !== undefined) return ts.createSourceFile(file, source, language);
    if (!parsedFiles.has(file)) parsedFiles.set(file, getSourceFile(file, language, ...rest));
    return parsedFiles.get(file);
  };
  const program = ts.createProgram({
    rootNames: [...config.fileNames, ...sources.keys()],
    options: config.options,
    host,
  });
  // A `/// <reference lib="dom" />` in any file, or in a package's types, would give every file the DOM's globals.
  const dom = program.getSourceFiles().filter((f) => /\/lib\.dom(?:\.[\w-]+)*\.d\.ts$/.test(f.fileName));
  return [
    ...dom.map((f) => `${relative(root, f.fileName)}: the DOM's library is loaded`),
    ...[...config.errors, ...ts.getPreEmitDiagnostics(program)].map((d) => {
      const where = d.file ? `${relative(root, d.file.fileName)}: ` : '';
      return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    }),
  ];
}

describe('imports', () => {
  it('reads the imports of the code, type-only and dynamic ones included', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/islands/registry.ts')).toContain('src/components/blocks/Gallery.tsx');
    expect(graph.get('src/app/views.ts')).toContain('src/lib/route-data.ts');
  });

  it('finds a circle, type-only or through a dynamic import', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCircles(edges)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });

  it('has no import circle in src/, scripts/ or netlify/', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('keeps the data model (src/lib/, src/schemas/, src/paths/, src/i18n/) free of the view layers', () => {
    const views = /^src\/(?:app|components|views|islands|hooks|browser|shell)\//;
    const crossing = [...graph]
      .filter(([file]) => DATA_MODEL.has(file))
      .flatMap(([file, imports]) => imports.filter((to) => views.test(to)).map((to) => `${file} → ${to}`));
    expect(crossing).toEqual([]);
  });

  it('keeps the schemas at the bottom: they import only zod, schemas and the fixed pages of src/paths/', () => {
    expect(importsBeyondSchemas([...graph.keys()].filter((file) => file.startsWith('src/schemas/')))).toEqual([]);
  });

  it('holds the schemas in TypeScript modules, which the check above reads', () => {
    const others = readdirSync(join(root, 'src/schemas'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => statSync(join(root, 'src/schemas', f)).isFile() && !/^[^.]+\.ts$/.test(f.split('/').pop()!),
    );
    expect(others, 'write a schema as a .ts module').toEqual([]);
  });

  it('sees any import of a schema that reaches past the schemas: a package, a data file or another layer', () => {
    expect(
      importsBeyondSchemas(['src/schemas/colours.ts'], {
        'src/schemas/colours.ts':
          "import { z } from 'zod';\nimport site from '../../content/site.json';\nimport nodemailer from 'nodemailer';\n" +
          "import { estimate } from '../lib/estimate';\nimport { LOCALES } from './locales';\nimport { PAGE_PATHS } from '../paths/pages';",
      }),
    ).toEqual([
      'src/schemas/colours.ts → ../../content/site.json',
      'src/schemas/colours.ts → nodemailer',
      'src/schemas/colours.ts → ../lib/estimate',
    ]);
  });

  it('tells a module that imports React from one that only names it', () => {
    expect(importsReact("import { useState } from 'react';")).toBe(true);
    expect(importsReact("import type { ReactNode } from 'react';")).toBe(true);
    expect(importsReact("import { jsx } from 'react/jsx-runtime';")).toBe(true);
    expect(importsReact("const { hydrateRoot } = await import('react-dom/client');")).toBe(true);
    expect(importsReact("/** Renders nothing: no React here. */\nimport { x } from './reactions';")).toBe(false);
  });

  it('finds JSX and the globals of the page in the data model, and lets the URL globals of Node and browsers pass', () => {
    const errors = dataModelErrors({
      'src/lib/badge.tsx': 'export const Badge = ({ label }: { label: string }) => <span>{label}</span>;',
      'src/lib/focus.ts':
        'export function focusLater(element: HTMLElement): void {\n' +
        '  requestAnimationFrame(() => element.focus());\n' +
        "  history.replaceState(null, '', '#top');\n" +
        '  new IntersectionObserver(() => undefined).observe(element);\n' +
        '  void getComputedStyle(element).color;\n' +
        '}\n',
      'src/lib/shared.ts': "export const path = new URL('/fr/', 'https://example.com').pathname;",
    });
    expect(errors).toContain("src/lib/badge.tsx: Cannot use JSX unless the '--jsx' flag is provided.");
    for (const name of ['HTMLElement', 'requestAnimationFrame', 'history', 'IntersectionObserver', 'getComputedStyle'])
      expect(errors).toContain(`src/lib/focus.ts: Cannot find name '${name}'.`);
    expect(errors.filter((error) => !/^src\/lib\/(?:badge\.tsx|focus\.ts): /.test(error))).toEqual([]);
  });

  it('finds the DOM library brought in by a reference in one file of the data model', () => {
    const errors = dataModelErrors({
      'src/lib/page.ts': '/// <reference lib="dom" />\nexport const title = (): string => document.title;\n',
    });
    expect(errors.some((error) => error.endsWith(": the DOM's library is loaded"))).toBe(true);
  });

  it('reads which imports a module runs: type-only ones erased, dynamic ones kept', () => {
    expect(runtimeSpecifiersOf('src/lib/estimate-format.ts')).toContain('../generated/number-formats.json');
    expect(runtimeSpecifiersOf('src/lib/route-data.ts')).not.toContain('./solar-format');
    expect(runtimeSpecifiersOf('src/islands/registry.ts').length).toBeGreaterThan(0);
  });

  it('lets the content step, which writes src/generated/, load nothing from it: a fresh clone has none', () => {
    expect(
      generatedReadsOfContentStep(),
      'take what the content step needs from content/ or src/schemas/, or move it to a module that reads no generated file',
    ).toEqual([]);
  });

  it('refuses a data model file the compiler would not check: a JavaScript module or a declaration file', () => {
    expect(
      notTypeScriptModules(['src/lib/seo.ts', 'src/lib/hook.mjs', 'src/paths/old.js', 'src/i18n/dom.d.ts']),
    ).toEqual(['src/lib/hook.mjs', 'src/paths/old.js', 'src/i18n/dom.d.ts']);
  });

  it('holds the data model in TypeScript modules, which its compiler checks for the globals of the page', () => {
    expect(notTypeScriptModules(DATA_MODEL_FILES), 'write the data model as .ts modules').toEqual([]);
  });

  it('finds React reached from the data model, directly, through another folder, or from a JavaScript module', () => {
    const added = {
      'src/lib/hook.mjs': "import { useState } from 'react';\nexport const title = () => document.title;\n",
      'src/forms/use-count.ts': "import { useState } from 'react';\nexport const useCount = () => useState(0);\n",
      'src/lib/counter.ts': "import { useCount } from '../forms/use-count';\nexport const counter = useCount;\n",
      'src/lib/menu.ts': "export { Menu } from './labels';\n",
      'src/lib/labels.ts': "export const Menu = () => import('react-dom/client');\n",
      'src/lib/typed.ts': "import type { ReactNode } from 'react';\nexport type Slot = ReactNode;\n",
      'src/lib/plain.ts': "import type { Counter } from '../forms/use-count';\nexport const plain = 1;\n",
      'src/lib/via-script.ts': "export { x } from '../widgets-js/x';\n",
      'src/widgets-js/x.js': "import { useId } from 'react';\nexport const x = useId;\n",
      'src/lib/via-folder.ts': "export { y } from '../widgets';\n",
      'src/widgets/index.tsx': "import { memo } from 'react';\nexport const y = memo;\n",
      'src/lib/via-common.ts': "export { z } from '../widgets-cjs/z.cjs';\n",
      'src/widgets-cjs/z.cts': "import { lazy } from 'react';\nexport const z = lazy;\n",
      'src/lib/via-jsx.ts': "export { w } from '../widgets-jsx/w.jsx';\n",
      'src/widgets-jsx/w.tsx': "import { Fragment } from 'react';\nexport const w = Fragment;\n",
    };
    expect(
      reactChainsFrom(
        Object.keys(added).filter((file) => file.startsWith('src/lib/')),
        added,
      ).sort(),
    ).toEqual([
      'src/lib/counter.ts → src/forms/use-count.ts → react',
      'src/lib/hook.mjs → react',
      'src/lib/labels.ts → react-dom/client',
      'src/lib/typed.ts → react',
      'src/lib/via-common.ts → src/widgets-cjs/z.cts → react',
      'src/lib/via-folder.ts → src/widgets/index.tsx → react',
      'src/lib/via-jsx.ts → src/widgets-jsx/w.tsx → react',
      'src/lib/via-script.ts → src/widgets-js/x.js → react',
    ]);
  });

  it('finds a package that depends on React imported by the data model', () => {
    expect(
      reactChainsFrom(['src/lib/head.ts'], { 'src/lib/head.ts': "import { Head } from 'vite-react-ssg';\n" }),
    ).toEqual(['src/lib/head.ts → vite-react-ssg']);
  });

  it('refuses, through eslint, a global of the page the data model reaches by casting globalThis', async () => {
    const eslint = new ESLint({ cwd: root });
    const source = 'export const title = (): string => (globalThis as any).document.title;\n';
    const restricted = async (file: string) => {
      const [result] = await eslint.lintText(source, { filePath: join(root, file) });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-globals').length;
    };
    expect(await restricted('src/lib/title.ts')).toBe(1);
    expect(await restricted('src/i18n/title.ts')).toBe(1);
    expect(await restricted('src/browser/title.ts')).toBe(0);
  });

  it('refuses, through eslint, code the data model makes from a string, which reaches the globals as globalThis does', async () => {
    const eslint = new ESLint({ cwd: root });
    const refusals = async (source: string, file: string) => {
      const [result] = await eslint.lintText(source, { filePath: join(root, file) });
      return result!.messages
        .filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-syntax')
        .map((m) => m.message);
    };
    const samples = [
      "export const page = Function('return this')();\n",
      "export const page = new Function('return this')();\n",
      "export const page = (0, eval)('this');\n",
      "export const page = (() => undefined).constructor('return this')();\n",
      "export const page = new (() => undefined)['constructor']('return this')();\n",
      "export const page = (() => undefined).constructor.call(undefined, 'return this')();\n",
      'const F = (() => undefined).constructor;\nexport const page = F();\n',
      'const { constructor: G } = () => undefined;\nexport const page = G();\n',
      "export const page = (() => undefined)[`constructor`]('return this')();\n",
      "export const page = Reflect.get(() => undefined, 'constructor');\n",
    ];
    for (const source of samples) {
      for (const file of ['src/lib/page.ts', 'src/schemas/page.ts'])
        expect(await refusals(source, file), `${file}: ${source}`).toEqual([
          expect.stringContaining("runs no code made from a string: it reaches the page's globals"),
        ]);
      expect(await refusals(source, 'src/browser/page.ts'), source).toEqual([]);
    }
    expect(await refusals('export const build = (f: () => number) => f.call(undefined);\n', 'src/lib/page.ts')).toEqual(
      [],
    );
  });

  it('finds a dynamic import in the data model whose path is no literal, at its line', () => {
    const source = [
      "export const a = () => import('./estimate');",
      'export const b = () => import(`./estimate`);',
      'export const c = (name: string) => import(`./${name}`);',
      'export const d = (name: string) => import(name);',
      "export const e = (name: string) => import('./' + name);",
    ].join('\n');
    expect(dynamicImportsWithoutPath('src/lib/load.ts', source)).toEqual([
      'src/lib/load.ts:3 import(`./${name}`)',
      'src/lib/load.ts:4 import(name)',
      "src/lib/load.ts:5 import('./' + name)",
    ]);
  });

  it('follows a dynamic import written as a template without ${}, as the import graph does', () => {
    expect(
      reactChainsFrom(['src/lib/lazy.ts'], {
        'src/lib/lazy.ts': 'export const menu = () => import(`./menu-view`);\n',
        'src/lib/menu-view.ts': "export { createRoot } from 'react-dom/client';\n",
      }),
    ).toEqual(['src/lib/lazy.ts → src/lib/menu-view.ts → react-dom/client']);
  });

  it('writes the path of every dynamic import of the data model as a literal, which the checks here follow', () => {
    expect(
      DATA_MODEL_FILES.filter((file) => CODE.test(file)).flatMap((file) => dynamicImportsWithoutPath(file)),
      "write the path of each import() as a literal, such as import('./estimate'), so the import checks can follow it",
    ).toEqual([]);
  });

  it('keeps the data model (src/lib/, src/schemas/, src/paths/, src/i18n/) free of React and the DOM', () => {
    expect(
      reactChainsFrom(DATA_MODEL_FILES.filter((file) => CODE.test(file))),
      'move components to src/components/ and hooks to src/hooks/, and import neither from the data model',
    ).toEqual([]);
    expect(
      dataModelErrors(),
      'move browser code to src/browser/ and components to src/components/ (tsconfig.data-model.json has no DOM, Node or JSX)',
    ).toEqual([]);
  });

  it("builds pages from the loaded content alone: no page builder imports the collections' list", () => {
    const builders = readdirSync(join(root, 'scripts/content/page-builders')).map(
      (f) => `scripts/content/page-builders/${f}`,
    );
    const reaching = builders.filter((file) =>
      pathFiles([file], { root }).sources.includes('scripts/content/collections.ts'),
    );
    expect(
      reaching,
      "read a collection's files from the content the loader made (content.files), not from scripts/content/collections.ts",
    ).toEqual([]);
  });
});
