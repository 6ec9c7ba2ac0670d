/**
 * The MDX bodies checked and compiled before, kept in node_modules/.cache/terraluce-content/ so that a
 * check or a build after an edit parses and compiles only the bodies that changed (Netlify keeps
 * node_modules from one deploy to the next). Two stores, one file each:
 *
 * - the facts of each body (links, images, headings, errors), keyed by the body, its line in the file and
 *   who asked (a build's facts come from satteri's tree, a check's from remark's held to satteri's), in
 *   mdx.json;
 * - the HTML tree a build compiled from each body, keyed by its file's name and the body, in
 *   mdx-tree.json, read only by builds (./mdx-pool.ts), and only once a build asks for one.
 *
 * One file for thousands of bodies: a file per body cost the build a file created and renamed per body.
 * Both are dropped when the code that computes them changes (../cache/code-stamp.ts: the installed packages,
 * Node, and every project file the MDX worker loads), so a cached answer is always the one a fresh
 * parse would give. Set CONTENT_CACHE=off (or pass --no-cache) to check and compile every body afresh.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BodyTree } from '../../../src/lib/route-data';
import { codeStamp } from '../cache/code-stamp';
import { CACHE_DIR, cacheSwitchedOff, JsonCache } from '../cache/json-cache';
import type { MdxFacts } from './mdx';

export const MDX_CACHE_FILE = join(CACHE_DIR, 'mdx.json');
/** Raise to drop every existing cache when the files' format changes. */
const FORMAT = 6;
/** The module the MDX threads run: what it loads is what computes every cached answer. */
const WORKER = fileURLToPath(new URL('./mdx-worker.ts', import.meta.url));

export class MdxCache {
  private readonly facts: JsonCache<MdxFacts>;
  /** Opened on first use: a check never reads the trees, the largest store by far. */
  private treeStore?: JsonCache<BodyTree>;

  private constructor(
    private readonly file: string,
    private readonly stamp: string,
  ) {
    this.facts = new JsonCache(file, stamp);
  }

  /** The cache, or undefined when it is switched off or the installed packages cannot be identified. */
  static open(file = MDX_CACHE_FILE): MdxCache | undefined {
    if (cacheSwitchedOff()) return undefined;
    const stamp = codeStamp(WORKER, `mdx ${FORMAT}`);
    return stamp ? new MdxCache(file, stamp) : undefined;
  }

  static key(body: string, lineOffset: number, by: 'build' | 'check'): string {
    return createHash('sha256').update(`${by} ${lineOffset}\n`).update(body).digest('base64url');
  }

  /** The key of a compiled body: its file's name gives its language (the typography), the body the rest. */
  static treeKey(file: string, body: string): string {
    return createHash('sha256')
      .update(`${basename(file)}\0`)
      .update(body)
      .digest('base64url');
  }

  get(key: string): MdxFacts | undefined {
    return this.facts.get(key);
  }

  set(key: string, facts: MdxFacts): void {
    this.facts.set(key, facts);
  }

  getTree(key: string): BodyTree | undefined {
    return this.trees().get(key);
  }

  setTree(key: string, tree: BodyTree): void {
    this.trees().set(key, tree);
  }

  /** Writes what this run added. */
  save(): void {
    this.facts.save();
    if (this.treeStore) {
      this.treeStore.save();
      // The compiled JavaScript that FORMAT 2 (a folder) and FORMAT 3 (a file) kept beside this one.
      for (const old of ['mdx-js', 'mdx-js.json'])
        rmSync(join(dirname(this.file), old), { recursive: true, force: true });
    }
  }

  private trees(): JsonCache<BodyTree> {
    return (this.treeStore ??= new JsonCache(join(dirname(this.file), 'mdx-tree.json'), this.stamp));
  }
}
