/**
 * The facts of MDX bodies checked before, kept in node_modules/.cache/terraluce-content/ so that a
 * check after an edit parses only the bodies that changed. An entry is keyed by the body and its
 * line in the file; the whole cache is dropped when the checking code, the component list, the
 * installed packages or Node change, so a cached answer is always the one a parse would give.
 *
 * Set CONTENT_CACHE=off (or pass --no-cache) to check every body afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MDX_COMPONENT_NAMES } from '../../src/components/mdx/names';
import type { MdxFacts } from './mdx';

const MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
export const MDX_CACHE_FILE = join(MODULES, '.cache/terraluce-content/mdx.json');
/** Bodies kept: this run's, then earlier ones, so switching between branches stays warm. */
const MAX_ENTRIES = 5000;
/** Raise to drop every existing cache when the file's layout changes. */
const FORMAT = 1;

interface CacheFile {
  stamp: string;
  entries: Record<string, MdxFacts>;
}

export class MdxCache {
  private readonly old: Record<string, MdxFacts>;
  private readonly used = new Map<string, MdxFacts>();
  private misses = 0;

  private constructor(
    private readonly file: string,
    private readonly stamp: string,
  ) {
    let stored: CacheFile | undefined;
    try {
      stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CacheFile) : undefined;
    } catch {
      stored = undefined; // A cache cut short by a crash is only a slower run.
    }
    this.old = stored?.stamp === stamp ? stored.entries : {};
  }

  /** The cache, or undefined when it is switched off or the installed packages cannot be identified. */
  static open(file = MDX_CACHE_FILE): MdxCache | undefined {
    if (process.env.CONTENT_CACHE === 'off') return undefined;
    const stamp = codeStamp();
    return stamp ? new MdxCache(file, stamp) : undefined;
  }

  static key(body: string, lineOffset: number): string {
    return createHash('sha256').update(`${lineOffset}\n`).update(body).digest('base64url');
  }

  get(key: string): MdxFacts | undefined {
    const facts = this.used.get(key) ?? this.old[key];
    if (facts) this.used.set(key, facts);
    return facts;
  }

  set(key: string, facts: MdxFacts): void {
    this.misses++;
    this.used.set(key, facts);
  }

  /** Writes the cache when this run added to it; a rename, so a concurrent run never reads half a file. */
  save(): void {
    if (!this.misses) return;
    const entries: Record<string, MdxFacts> = Object.fromEntries(this.used);
    let room = MAX_ENTRIES - this.used.size;
    for (const [key, facts] of Object.entries(this.old)) {
      if (room <= 0) break;
      if (key in entries) continue;
      entries[key] = facts;
      room--;
    }
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(temp, JSON.stringify({ stamp: this.stamp, entries } satisfies CacheFile));
      renameSync(temp, this.file);
    } catch (error) {
      // A cache that cannot be written (read-only or full disk) only makes the next run slower.
      try {
        rmSync(temp, { force: true });
      } catch {
        // Nothing was written.
      }
      console.warn(`content: MDX cache not written to ${this.file}: ${(error as Error).message}`);
    }
  }
}

/** What the facts of a body depend on besides the body; undefined when the packages are unknown. */
function codeStamp(): string | undefined {
  const lock = join(MODULES, '.package-lock.json');
  if (!existsSync(lock)) return undefined;
  const hash = createHash('sha256').update(`${FORMAT}\n${process.version}\n${MDX_COMPONENT_NAMES.join()}\n`);
  for (const file of [lock, fileURLToPath(new URL('./mdx.ts', import.meta.url))]) hash.update(readFileSync(file));
  return hash.digest('base64url');
}
