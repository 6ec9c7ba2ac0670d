/**
 * Answers computed by earlier runs, in one JSON file under node_modules/.cache/terraluce-content/, each
 * under a key made from its input. The file holds the stamp of the code that computed its answers
 * (./code-stamp.ts): with other code, it is as good as none. Set CONTENT_CACHE=off to use none.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { codeStamp, MODULES } from './code-stamp';

/** Where the content step keeps its caches; CONTENT_CACHE_DIR puts them elsewhere (the benchmark gives each copy its own). */
export const CACHE_DIR = process.env.CONTENT_CACHE_DIR
  ? resolve(process.env.CONTENT_CACHE_DIR)
  : join(MODULES, '.cache/terraluce-content');

/** Answers kept: this run's, then earlier ones, so switching between branches stays warm. */
const MAX_ENTRIES = 5000;

interface CacheFile<T> {
  stamp: string;
  entries: Record<string, T>;
}

export const cacheSwitchedOff = () => process.env.CONTENT_CACHE === 'off';

/** A cache that cannot be written (read-only or full disk) only makes the next run slower. */
export function warnNotWritten(what: string, error: unknown): void {
  console.warn(`content: ${what} not written: ${(error as Error).message}`);
}

export class JsonCache<T> {
  /**
   * The cache in `file` of answers computed by the code entered at `entry` (./code-stamp.ts); undefined
   * when caching is switched off or the installed packages cannot be identified.
   */
  static open<T>(file: string, entry: string, format: string): JsonCache<T> | undefined {
    if (cacheSwitchedOff()) return undefined;
    const stamp = codeStamp(entry, format);
    return stamp ? new JsonCache<T>(file, stamp) : undefined;
  }

  private readonly old: Record<string, T>;
  private readonly used = new Map<string, T>();
  private added = 0;

  constructor(
    readonly file: string,
    private readonly stamp: string,
  ) {
    let stored: CacheFile<T> | undefined;
    try {
      stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CacheFile<T>) : undefined;
    } catch {
      stored = undefined; // A cache cut short by a crash is only a slower run.
    }
    this.old = stored?.stamp === stamp ? stored.entries : {};
  }

  get(key: string): T | undefined {
    const value = this.used.get(key) ?? this.old[key];
    if (value !== undefined) this.used.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    this.added++;
    this.used.set(key, value);
  }

  /** Writes the file when this run added to it; warns when it cannot. */
  save(): void {
    try {
      this.write();
    } catch (error) {
      warnNotWritten(`cache ${this.file}`, error);
    }
  }

  private write(): void {
    if (!this.added) return;
    const entries: Record<string, T> = Object.fromEntries(this.used);
    let room = MAX_ENTRIES - this.used.size;
    for (const [key, value] of Object.entries(this.old)) {
      if (room <= 0) break;
      if (key in entries) continue;
      entries[key] = value;
      room--;
    }
    writeWhole(this.file, JSON.stringify({ stamp: this.stamp, entries } satisfies CacheFile<T>));
  }
}

/** Writes a file through a rename, so a concurrent run never reads half of it. */
export function writeWhole(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, text);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
