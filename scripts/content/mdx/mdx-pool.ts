/**
 * MDX bodies checked in parallel, in worker threads. Parsing them is nearly all the time a content
 * check takes on a site with many articles, while a thread is slow to start: threads pay off only
 * from many bodies (MIN_BODIES_FOR_THREADS).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { checkMdxBody } from './mdx';
import { factsOnly, type CompiledFacts } from './mdx-compile';
import { MdxCache } from './mdx-cache';

/** Below this many bodies to parse, starting threads costs more than it saves. */
export const MIN_BODIES_FOR_THREADS = 100;

export interface MdxCheckOptions {
  /** Read and write the cache of earlier results (default: yes, unless CONTENT_CACHE=off). */
  cache?: boolean;
  /** Worker threads; 0 parses in this thread. Default: by the number of bodies to parse. */
  threads?: number;
  /**
   * Compile each body for the build too (`npm run content`, not `--check`): the build then
   * takes the HTML tree from each page's data file instead of compiling every body again.
   */
  compile?: boolean;
}

/**
 * Checks MDX bodies: from the cache, else in worker threads when they are many, else here.
 * Starts at once and answers each body as soon as it is done; `done` settles when every body is
 * checked, the threads are stopped and the cache is written.
 */
export function checkMdxBodies(
  bodies: readonly MdxBody[],
  options: MdxCheckOptions = {},
): { results: Promise<CompiledFacts>[]; done: Promise<void> } {
  const cache = options.cache === false ? undefined : MdxCache.open();
  const keys = cache ? bodies.map((b) => MdxCache.key(b.body, b.lineOffset, b.file ? 'build' : 'check')) : [];
  const treeKeys = bodies.map((b) => (cache && b.file ? MdxCache.treeKey(b.file, b.body) : ''));
  // A body to compile for the build is answered from the cache only with its tree.
  const cached = bodies.map((b, i): CompiledFacts | undefined => {
    const facts = cache?.get(keys[i]!);
    if (!facts || !b.file || facts.errors.length) return facts;
    const tree = cache!.getTree(treeKeys[i]!);
    return tree === undefined ? undefined : { ...facts, tree };
  });
  const toParse = cached.filter((f) => !f).length;
  // Threads run the worker's TypeScript with Node's own type stripping (Node 22.18 and later).
  const threads = options.threads ?? (toParse >= MIN_BODIES_FOR_THREADS && process.features.typescript ? undefined : 0);
  const pool = threads === 0 || toParse === 0 ? undefined : new MdxPool(threads);
  const inThreads = new Map<number, Promise<CompiledFacts>>();
  if (pool) {
    const missing = bodies.flatMap((_, i) => (cached[i] ? [] : [i]));
    pool.checkAll(missing.map((i) => bodies[i]!)).forEach((facts, j) => inThreads.set(missing[j]!, facts));
  }
  const results = bodies.map(async ({ body, lineOffset, file }, i): Promise<CompiledFacts> => {
    if (cached[i]) return cached[i];
    const facts = await (inThreads.get(i) ?? checkMdxBody(body, lineOffset, file));
    cache?.set(keys[i]!, factsOnly(facts));
    if (facts.tree !== undefined) cache?.setTree(treeKeys[i]!, facts.tree);
    return facts;
  });
  const done = Promise.allSettled(results).then(async (settled) => {
    await pool?.close();
    if (settled.every((s) => s.status === 'fulfilled')) cache?.save();
  });
  return { results, done };
}

/** A body to check; with its file, compiled for the build as well (./mdx-compile.ts). */
export interface MdxBody {
  body: string;
  lineOffset: number;
  file?: string;
}

/** Bodies sent to a thread in one message, and answered in one. */
export interface MdxJob {
  id: number;
  bodies: MdxBody[];
}
export type MdxReply = { id: number; facts: CompiledFacts[] } | { id: number; error: string };

interface Batch {
  resolve: (facts: CompiledFacts[]) => void;
  reject: (error: Error) => void;
}

/** Bodies per message: few enough messages that sending costs nothing next to parsing. */
const BATCH = 16;

/**
 * Worker threads checking MDX bodies. Every body is handed out as soon as it is asked for, each
 * batch to the thread with the fewest characters to parse: the thread that asks stays busy with
 * YAML files for seconds without reading replies, and threads must not wait for it meanwhile.
 */
export class MdxPool {
  private readonly threads: { worker: Worker; batches: Map<number, Batch>; chars: number }[] = [];
  private nextId = 0;

  constructor(size = Math.max(1, Math.min(availableParallelism(), 4))) {
    for (let i = 0; i < size; i++) {
      // Node runs the worker's TypeScript itself (its imports name their .ts files), so a thread
      // starts without a loader, whatever started this process: tsx, or vitest.
      const worker = new Worker(new URL('./mdx-worker.ts', import.meta.url), { execArgv: [] });
      const thread = { worker, batches: new Map<number, Batch>(), chars: 0 };
      worker.on('message', (reply: MdxReply) => {
        const batch = thread.batches.get(reply.id)!;
        thread.batches.delete(reply.id);
        if ('error' in reply) batch.reject(new Error(`MDX worker: ${reply.error}`));
        else batch.resolve(reply.facts);
      });
      worker.on('error', (error) => this.fail(thread, error));
      worker.on('exit', (code) => this.fail(thread, new Error(`MDX worker stopped with exit code ${code}`)));
      this.threads.push(thread);
    }
  }

  /** The facts of each body, in the order given. */
  checkAll(bodies: readonly MdxBody[]): Promise<CompiledFacts>[] {
    const results: Promise<CompiledFacts>[] = [];
    for (let start = 0; start < bodies.length; start += BATCH) {
      const batch = bodies.slice(start, start + BATCH);
      const job: MdxJob = { id: this.nextId++, bodies: batch };
      const facts = this.send(job);
      job.bodies.forEach((_, i) => results.push(facts.then((all) => all[i]!)));
    }
    return results;
  }

  check(body: string, lineOffset: number): Promise<CompiledFacts> {
    return this.checkAll([{ body, lineOffset }])[0]!;
  }

  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private send(job: MdxJob): Promise<CompiledFacts[]> {
    if (!this.threads.length) return Promise.reject(new Error('MDX pool: no thread left to check with'));
    const thread = this.threads.reduce((a, b) => (b.chars < a.chars ? b : a));
    thread.chars += job.bodies.reduce((n, b) => n + b.body.length, 0);
    return new Promise((resolve, reject) => {
      thread.batches.set(job.id, { resolve, reject });
      thread.worker.postMessage(job);
    });
  }

  /** A thread that died takes its bodies with it: their checks fail rather than hang. */
  private fail(thread: (typeof this.threads)[number], error: Error) {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    for (const batch of thread.batches.values()) batch.reject(error);
    thread.batches.clear();
  }
}
