// The import structure of the code: the data model (src/lib/, src/schemas/, src/paths/, src/i18n/) knows no view, no
// React and no DOM, and no module imports itself through others, type-only and dynamic imports included,
// so each layer reads and tests on its own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** The data model: pure logic that runs the same in Node, the prerender and the browser. */
const DATA_MODEL = /^src\/(?:lib|schemas|paths|i18n)\//;

/** The code of a module, comments and strings left out, so only what it runs is read. */
function codeOf(source: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source);
  const kept: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral) kept.push('""');
    else kept.push(scanner.getTokenText());
  }
  return kept.join(' ');
}

/** True when a module imports React or reads a global of the browser's page. */
function usesReactOrDom(source: string): boolean {
  const imported = ts.preProcessFile(source, true, true).importedFiles.map((i) => i.fileName);
  if (imported.some((name) => name === 'react' || name.startsWith('react/') || name.startsWith('react-dom')))
    return true;
  return /\b(?:document|window|location|navigator|localStorage|sessionStorage)\b/.test(codeOf(source));
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
      .filter(([file]) => DATA_MODEL.test(file))
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

  it('tells a module that uses React or the DOM from one that only names them', () => {
    expect(usesReactOrDom("import { useState } from 'react';")).toBe(true);
    expect(usesReactOrDom("import type { ReactNode } from 'react';")).toBe(true);
    expect(usesReactOrDom('const el = document.querySelector("a");')).toBe(true);
    expect(usesReactOrDom("if ('requestIdleCallback' in window) run();")).toBe(true);
    expect(usesReactOrDom('const here = location.search;')).toBe(true);
    expect(
      usesReactOrDom('/** Parses the document of a page, as a window would show it. */\nexport const x = 1;'),
    ).toBe(false);
    expect(usesReactOrDom("const label = 'window'; // the window of a pergola")).toBe(false);
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
    const using = [...graph.keys()]
      .filter((file) => DATA_MODEL.test(file))
      .filter((file) => usesReactOrDom(readFileSync(join(root, file), 'utf8')));
    expect(using, 'move browser code to src/browser/ and hooks to src/hooks/').toEqual([]);
  });
});
