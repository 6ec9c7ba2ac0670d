/**
 * Every package the functions load at run time is in `dependencies`, not `devDependencies`: a production
 * audit (`npm audit --omit=dev`) and the bundle's report read that list. Walks the imports from each file of
 * netlify/functions/ through the relative ones (into netlify/lib/ and src/), keeping the bare package
 * names of the imports that stay in the JavaScript (`import type` is erased).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FUNCTIONS = join(ROOT, 'netlify/functions');
const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The packages `entry` loads at run time, through every relative import it makes. */
function runtimePackages(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.json')) continue;
    seen.add(file);
    for (const [, , typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) queue.push(target);
        continue;
      }
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      if (specifier.startsWith('node:') || builtinModules.includes(name)) continue;
      if (!packages.has(name)) packages.set(name, file.slice(ROOT.length + 1));
    }
  }
  return packages;
}

describe('the functions’ packages', () => {
  it('are all runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const entries = readdirSync(FUNCTIONS)
      .filter((f) => /\.m?ts$/.test(f))
      .map((f) => join(FUNCTIONS, f));
    const packages = runtimePackages(entries);
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['@netlify/blobs', 'nodemailer', 'zod']));
    const missing = [...packages].filter(([name]) => !(name in manifest.dependencies));
    expect(missing.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
  });
});
