/**
 * A project folder holding one source file, for the checks that read a project's src/
 * (scripts/content/checks/count-params.ts): each test writes the code it gives them. Removed with the other
 * temporary folders (`removeTempDirs`, ./content-copy.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from './content-copy';

/** A new folder with `text` at `path`, relative to it, and nothing else. */
export function rootWithSource(path: string, text: string): string {
  const root = tempDir('source-');
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  return root;
}
