/**
 * The MDX bodies checked and compiled before, kept in node_modules/.cache/terraluce-content/ so that a
 * check or a build after an edit parses and compiles only the bodies that changed (Netlify keeps
 * node_modules from one deploy to the next). Two stores:
 *
 * - the facts of each body (links, images, headings, errors), keyed by the body and its line in the
 *   file, in mdx.json;
 * - the JavaScript a build compiled from each file, keyed by the file's name and whole source, one file
 *   each in mdx-js/, read only by builds (./mdx-compile.ts).
 *
 * Both are dropped when the code that computes them changes (../cache/code-stamp.ts: the installed packages,
 * Node, and every project file the MDX worker loads), so a cached answer is always the one a fresh
 * parse would give. Set CONTENT_CACHE=off (or pass --no-cache) to check and compile every body afresh.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeStamp } from '../cache/code-stamp';
import { CACHE_DIR, cacheSwitchedOff, JsonCache, warnNotWritten, writeWhole } from '../cache/json-cache';
import type { MdxFacts } from './mdx';

export const MDX_CACHE_FILE = join(CACHE_DIR, 'mdx.json');
/** Compiled files kept: this run's, then the newest earlier ones. */
const MAX_COMPILED = 5000;
/** Raise to drop every existing cache when the files' layout changes. */
const FORMAT = 2;
/** The module the MDX threads run: what it loads is what computes every cached answer. */
const WORKER = fileURLToPath(new URL('./mdx-worker.ts', import.meta.url));

export class MdxCache {
  private readonly facts: JsonCache<MdxFacts>;
  /** Compiled files of this stamp: each under its key, `<key>.js`. */
  private readonly compiledDir: string;
  private readonly compiledUsed = new Set<string>();
  private readonly compiledNew = new Map<string, string>();

  private constructor(file: string, stamp: string) {
    this.facts = new JsonCache(file, stamp);
    this.compiledDir = join(dirname(file), 'mdx-js', stamp.slice(0, 16));
  }

  /** The cache, or undefined when it is switched off or the installed packages cannot be identified. */
  static open(file = MDX_CACHE_FILE): MdxCache | undefined {
    if (cacheSwitchedOff()) return undefined;
    const stamp = codeStamp(WORKER, `mdx ${FORMAT}`);
    return stamp ? new MdxCache(file, stamp) : undefined;
  }

  static key(body: string, lineOffset: number): string {
    return createHash('sha256').update(`${lineOffset}\n`).update(body).digest('base64url');
  }

  /** The key of a compiled file: its name gives its language (the typography), its source the rest. */
  static compiledKey(path: string, source: string): string {
    return createHash('sha256')
      .update(`${basename(path)}\0`)
      .update(source)
      .digest('base64url');
  }

  get(key: string): MdxFacts | undefined {
    return this.facts.get(key);
  }

  set(key: string, facts: MdxFacts): void {
    this.facts.set(key, facts);
  }

  getCompiled(key: string): string | undefined {
    const fresh = this.compiledNew.get(key);
    if (fresh !== undefined) return fresh;
    try {
      const js = readFileSync(join(this.compiledDir, `${key}.js`), 'utf8');
      this.compiledUsed.add(key);
      return js;
    } catch {
      return undefined;
    }
  }

  setCompiled(key: string, js: string): void {
    this.compiledNew.set(key, js);
    this.compiledUsed.add(key);
  }

  /** Writes what this run added; compiled files of other code, and the oldest beyond MAX_COMPILED, go. */
  save(): void {
    this.facts.save();
    try {
      if (this.compiledNew.size) this.writeCompiled();
    } catch (error) {
      warnNotWritten(`MDX cache ${this.compiledDir}`, error);
    }
  }

  private writeCompiled(): void {
    mkdirSync(this.compiledDir, { recursive: true });
    for (const [key, js] of this.compiledNew) writeWhole(join(this.compiledDir, `${key}.js`), js);
    const parent = dirname(this.compiledDir);
    for (const other of readdirSync(parent))
      if (join(parent, other) !== this.compiledDir) rmSync(join(parent, other), { recursive: true, force: true });
    const unused = readdirSync(this.compiledDir)
      .filter((name) => !this.compiledUsed.has(name.replace(/\.js$/, '')))
      .map((name) => ({ name, time: statSync(join(this.compiledDir, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    const room = Math.max(0, MAX_COMPILED - this.compiledUsed.size);
    for (const { name } of unused.slice(room)) rmSync(join(this.compiledDir, name), { force: true });
  }
}
