// The import structure of the code: the data model (src/lib/, src/schemas/) knows no view, and no module
// imports itself through others, type-only and dynamic imports included, so each layer reads and tests
// on its own.
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

describe('imports', () => {
  it('reads the imports of the code, type-only and dynamic ones included', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/islands/registry.ts')).toContain('src/components/blocks/Gallery.tsx');
    expect(graph.get('src/app/page-view.tsx')).toContain('src/views/page-props.ts');
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

  it('keeps the data model (src/lib/, src/schemas/) free of the view layers', () => {
    const views = /^src\/(?:app|components|views|islands)\//;
    const crossing = [...graph]
      .filter(([file]) => /^src\/(?:lib|schemas)\//.test(file))
      .flatMap(([file, imports]) => imports.filter((to) => views.test(to)).map((to) => `${file} → ${to}`));
    expect(crossing).toEqual([]);
  });
});
