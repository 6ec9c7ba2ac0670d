/**
 * What a cached result depends on besides its input: the installed packages, Node, and the source of
 * every file of this project that the code computing it loads. The files are found by following the
 * relative imports from its entry module, so a change to any of them (a typography rule, a remark
 * plugin) is a new stamp, and no list of files has to be kept up to date by hand.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MODULES = join(ROOT, 'node_modules');

const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The module file a relative specifier names, with or without its extension. */
function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
}

/** `entry` and every project file it imports, directly or not, sorted. */
export function localModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes('/node_modules/')) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const found = resolveModule(file, specifier!);
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** The stamp of code entered at `entry`; undefined when the installed packages cannot be identified. */
export function codeStamp(entry: string, format: string): string | undefined {
  const lock = join(MODULES, '.package-lock.json');
  if (!existsSync(lock)) return undefined;
  const hash = createHash('sha256').update(`${format}\n${process.version}\n`).update(readFileSync(lock));
  for (const file of localModules(entry)) hash.update(`\0${relative(ROOT, file)}\0`).update(readFileSync(file));
  return hash.digest('base64url');
}
