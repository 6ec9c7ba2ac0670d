import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * src/generated/ brought up to date by one content run: a file is written only when its text changed,
 * and once every step has written its files, `finish()` removes the ones no step wrote. Rewriting all of
 * them (thousands on a large site) made the development server reload every page after any edit, and
 * cost more than the comparison.
 */
export class GeneratedFiles {
  private readonly current = new Set<string>();
  /** Folders made or found by this run: one mkdir per folder, not per file. */
  private readonly folders = new Set<string>();
  written = 0;
  unchanged = 0;
  removed = 0;

  constructor(readonly dir: string) {}

  /** Writes `file` (relative to the folder) unless it already holds `text`. */
  write(file: string, text: string): void {
    this.current.add(file);
    const target = join(this.dir, file);
    if (sameText(target, text)) {
      this.unchanged++;
      return;
    }
    const folder = dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSync(target, text);
    this.written++;
  }

  /** Removes every file this run did not write, and the folders that leaves empty. */
  finish(): void {
    if (!existsSync(this.dir)) return;
    const sweep = (folder: string): boolean => {
      let empty = true;
      for (const entry of readdirSync(join(this.dir, folder), { withFileTypes: true })) {
        const file = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory() ? !sweep(file) : this.current.has(file)) empty = false;
        else if (!entry.isDirectory()) {
          rmSync(join(this.dir, file));
          this.removed++;
        }
      }
      if (empty && folder) rmdirSync(join(this.dir, folder));
      return empty;
    };
    sweep('');
  }
}

/** Whether `file` holds `text`: its size is read first, its text only when the size matches. */
function sameText(file: string, text: string): boolean {
  // A missing file is the usual case of a fresh build: answered without an exception.
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  // Measuring the text's bytes scans all of it (a page's data holds every language's script): only for a file there.
  if (size === undefined || size !== Buffer.byteLength(text)) return false;
  try {
    return readFileSync(file, 'utf8') === text;
  } catch {
    return false;
  }
}
