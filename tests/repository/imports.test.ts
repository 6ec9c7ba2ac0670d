// The import structure of the code: the data model (src/lib/, src/schemas/, src/paths/, src/i18n/) knows no view, no
// React and no DOM, and no module imports itself through others, type-only and dynamic imports included,
// so each layer reads and tests on its own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const CODE = /\.(?:ts|tsx|mts|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => CODE.test(f) && !f.endsWith('.d.ts') && statSync(join(root, f)).isFile());
}

/** The project file a relative specifier names, as the bundler and tsx resolve it. */
function resolveFrom(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), ...['.ts', '.tsx', '.mts', '/index.ts'].map((e) => base + e)];
  return candidates.find((f) => CODE.test(f) && existsSync(join(root, f)));
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
 * The specifiers a module imports when it runs: type-only imports and exports, which the compiler erases, left
 * out; dynamic `import()` kept.
 */
function runtimeSpecifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
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
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((s) => s.startsWith('.'));
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
  const imported = ts.preProcessFile(source, true, true).importedFiles.map((i) => i.fileName);
  return imported.some((name) => name === 'react' || name.startsWith('react/') || name.startsWith('react-dom'));
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

/** The data model: pure logic that runs the same in Node, the prerender and the browser, as its tsconfig lists it. */
const DATA_MODEL = new Set(
  config.fileNames.map((file) => relative(root, file)).filter((file) => file.startsWith('src/')),
);

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

  it('keeps the data model (src/lib/, src/schemas/, src/paths/, src/i18n/) free of React and the DOM', () => {
    const importing = [...graph.keys()]
      .filter((file) => DATA_MODEL.has(file))
      .filter((file) => importsReact(readFileSync(join(root, file), 'utf8')));
    expect(importing, 'move components to src/components/ and hooks to src/hooks/').toEqual([]);
    expect(
      dataModelErrors(),
      'move browser code to src/browser/ and components to src/components/ (tsconfig.data-model.json has no DOM, Node or JSX)',
    ).toEqual([]);
  });
});
