/**
 * Temporary project folders for the content tests: a copy of the real content/ and public/ to build or
 * break on purpose, without touching the repository. Each test file removes its folders with
 * `afterEach(removeTempDirs)` (or `afterAll`, when its folders outlive one test).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const made: string[] = [];

/** A new empty folder whose name starts with `prefix`. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * A new folder holding a copy of the real content/ and public/; `publicFilter` leaves out what it refuses
 * of public/ (given the source path of each file and folder).
 */
export function copyContent(prefix: string, publicFilter?: (source: string) => boolean): string {
  const dir = tempDir(prefix);
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(ROOT, 'public'), join(dir, 'public'), {
    recursive: true,
    ...(publicFilter ? { filter: publicFilter } : {}),
  });
  return dir;
}

/**
 * Rewrites `file` (`content/site.yaml`) of the copy in `dir` with `change`; throws when the change leaves it
 * as it was, so a test that breaks a file on purpose cannot pass on a file it failed to break.
 */
export function editFile(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} was left as it was: make the test's change match its text`);
  writeFileSync(path, after);
}

/** Removes every folder made so far. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
