/**
 * Build scale: in a temporary copy of the project (node_modules symlinked), grows the content to
 * N articles and M products, then times `content:check` and the full build phase by phase. The
 * real site is measured the same way, in its own copy, so the worktree's dist/ is never touched.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlAssets } from './html-assets';
import { run, type RunResult } from './run';
import { addArticles, addProducts } from './scale-content';

export interface ScaleSize {
  articles: number;
  products: number;
  /** The real content, unchanged. */
  real?: boolean;
}

export interface ScaleResult {
  label: string;
  /** Which checkout was measured, with `--vs`: `before` (the other checkout) or `after` (this one). */
  version?: string;
  articles: number;
  products: number;
  contentFiles?: number;
  routes?: number;
  checkMs?: number;
  /** CPU time of the check (user + system, all processes), when GNU time is available. */
  checkCpuMs?: number;
  /** Validation time the content check reports itself (without tsx start-up). */
  checkInnerMs?: number;
  buildMs?: number;
  /** CPU time of the content, vite-react-ssg and postbuild steps together, when GNU time is available. */
  buildCpuMs?: number;
  /** Largest resident set of any build process, MB. */
  maxRssMb?: number;
  phases: Record<string, number>;
  /** Gzipped KB of the article list page, which lists every article. */
  conseilsHtmlKb?: number;
  /** Gzipped KB of the entry script, which holds the route table: one entry per route. */
  entryJsKb?: number;
  /** Files in dist/assets (one chunk per route and MDX body). */
  assetFiles?: number;
  error?: string;
  /** One-minute load average when this size started. */
  load?: number;
}

const COPY = [
  'content',
  'src',
  'scripts',
  'public',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'netlify.toml',
];
const SSG_MARKS = {
  clientBundle: '[vite-react-ssg] Build for client',
  serverBundle: '[vite-react-ssg] Build for server',
  render: '[vite-react-ssg] Rendering Pages',
  loaderData: '[vite-react-ssg] Generating static loader data',
  finished: '[vite-react-ssg] Build finished',
} as const;

export const DEFAULT_SIZES: ScaleSize[] = [
  { articles: 0, products: 0, real: true },
  { articles: 10, products: 12 },
  { articles: 100, products: 120 },
  { articles: 1000, products: 600 },
];

/** "10:12,100:120" -> sizes; "real" names the unchanged site. */
export function parseSizes(spec: string): ScaleSize[] {
  return spec.split(',').map((s) => {
    if (s === 'real') return { articles: 0, products: 0, real: true };
    const [a, p] = s.split(':').map(Number);
    if (!Number.isInteger(a) || !Number.isInteger(p))
      throw new Error(`--sizes: "${s}" is not articles:products, e.g. 100:120`);
    return { articles: a!, products: p! };
  });
}

function makeCopy(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'terraluce-bench-'));
  for (const name of COPY)
    if (existsSync(join(root, name)))
      cpSync(join(root, name), join(dir, name), { recursive: true, filter: (src) => !src.includes('/src/generated') });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const count = (dir: string, ext: string) =>
  new Set(
    readdirSync(dir)
      .filter((f) => f.endsWith(ext))
      .map((f) => f.split('.')[0]),
  ).size;

async function measure(
  root: string,
  size: ScaleSize,
  limitMs: number,
  keep: boolean,
  version?: string,
): Promise<ScaleResult> {
  const dir = makeCopy(root);
  try {
    if (!size.real) {
      addArticles(dir, size.articles);
      addProducts(dir, size.products);
    }
    const articles = count(join(dir, 'content/articles'), '.mdx');
    const products = count(join(dir, 'content/products'), '.yaml');
    const result: ScaleResult = {
      label: size.real ? 'real site' : `${articles} articles, ${products} products`,
      ...(version ? { version } : {}),
      articles,
      products,
      phases: {},
    };
    result.load = Math.round(loadavg()[0]! * 10) / 10;
    console.log(`scale: ${result.label}${version ? ` (${version})` : ''} in ${dir}`);
    const tsx = join(dir, 'node_modules/.bin/tsx');

    // --no-cache: the copy's articles are clones of the real ones, whose MDX checks the shared
    // node_modules/.cache already holds; a cold check is what this measures.
    const check = await run(tsx, ['scripts/build-content.ts', '--check', '--no-cache'], {
      cwd: dir,
      timeoutMs: limitMs,
    });
    result.checkMs = Math.round(check.ms);
    result.checkCpuMs = check.cpuMs;
    const valid = /content: (\d+) files valid in (\d+) ms/.exec(check.output);
    if (valid) [result.contentFiles, result.checkInnerMs] = [Number(valid[1]), Number(valid[2])];
    if (!check.ok) {
      result.error = check.timedOut
        ? `content check stopped after ${limitMs / 60000} min`
        : `content check failed:\n${check.output.slice(0, 1500)}`;
      return result;
    }

    const started = performance.now();
    const remaining = () => Math.max(1000, limitMs - (performance.now() - started));
    const account = (r: RunResult) => {
      if (r.cpuMs !== undefined) result.buildCpuMs = (result.buildCpuMs ?? 0) + r.cpuMs;
      if (r.maxRssMb !== undefined) result.maxRssMb = Math.max(result.maxRssMb ?? 0, r.maxRssMb);
      return r;
    };
    const content = account(
      await run(tsx, ['scripts/build-content.ts', '--no-cache'], { cwd: dir, timeoutMs: remaining() }),
    );
    result.phases.content = Math.round(content.ms);
    const routes = /content: (\d+) routes written/.exec(content.output);
    if (routes) result.routes = Number(routes[1]);
    if (!content.ok) {
      result.error = content.timedOut
        ? `build stopped after ${limitMs / 60000} min (content)`
        : `content failed:\n${content.output.slice(-1500)}`;
      return result;
    }
    const ssg = account(
      await run(join(dir, 'node_modules/.bin/vite-react-ssg'), ['build'], {
        cwd: dir,
        timeoutMs: remaining(),
        markers: Object.values(SSG_MARKS),
        // As scripts/build.sh runs it: React's production build.
        env: { NODE_ENV: 'production' },
      }),
    );
    const at = (m: keyof typeof SSG_MARKS) => ssg.marks[SSG_MARKS[m]];
    const span = (from: keyof typeof SSG_MARKS, to: keyof typeof SSG_MARKS) => {
      const a = at(from);
      const b = at(to) ?? (ssg.timedOut ? ssg.ms : undefined);
      return a !== undefined && b !== undefined ? Math.round(b - a) : undefined;
    };
    for (const [name, value] of [
      ['clientBundle', span('clientBundle', 'serverBundle')],
      ['serverBundle', span('serverBundle', 'render')],
      ['render', span('render', 'loaderData')],
      ['loaderData', span('loaderData', 'finished')],
    ] as const)
      if (value !== undefined) result.phases[name] = value;
    if (!ssg.ok) {
      const phase = Object.keys(result.phases).at(-1) ?? 'vite';
      result.error = ssg.timedOut
        ? `build stopped after ${limitMs / 60000} min, during ${phase}`
        : `vite-react-ssg failed:\n${ssg.output.slice(-1500)}`;
      result.buildMs = Math.round(performance.now() - started);
      return result;
    }
    // The rest of scripts/build.sh: postbuild, then the build's check of what it made.
    for (const step of ['postbuild', 'verify-dist'] as const) {
      const done = account(await run(tsx, [`scripts/${step}.ts`], { cwd: dir, timeoutMs: remaining() }));
      result.phases[step] = Math.round(done.ms);
      if (!done.ok) {
        result.error = done.timedOut
          ? `build stopped after ${limitMs / 60000} min (${step})`
          : `${step} failed:\n${done.output.slice(-1500)}`;
        break;
      }
    }
    result.buildMs = Math.round(performance.now() - started);
    const conseils = join(dir, 'dist/conseils/index.html');
    if (existsSync(conseils))
      result.conseilsHtmlKb = Math.round(gzipSync(readFileSync(conseils), { level: 9 }).length / 102.4) / 10;
    if (existsSync(join(dir, 'dist/assets'))) result.assetFiles = readdirSync(join(dir, 'dist/assets')).length;
    const entry = existsSync(join(dir, 'dist/index.html'))
      ? htmlAssets(readFileSync(join(dir, 'dist/index.html'), 'utf8')).entry[0]
      : undefined;
    if (entry)
      result.entryJsKb = Math.round(gzipSync(readFileSync(join(dir, 'dist', entry)), { level: 9 }).length / 102.4) / 10;
    return result;
  } finally {
    if (keep) console.log(`scale: kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each size in turn; with `vs` (another checkout of the project, with its own node_modules), that
 * checkout first and then this one at each size, so both meet the machine in the same state.
 */
export async function runScale(
  root: string,
  sizes: ScaleSize[],
  { limitMs, keep, vs }: { limitMs: number; keep: boolean; vs?: string },
): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  const versions: [string, string | undefined][] = vs
    ? [
        [vs, 'before'],
        [root, 'after'],
      ]
    : [[root, undefined]];
  for (const size of sizes)
    for (const [checkout, version] of versions) {
      const r = await measure(checkout, size, limitMs, keep, version);
      results.push(r);
      const secs = (ms?: number) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
      console.log(
        `scale: ${r.label}${version ? ` (${version})` : ''}: check ${secs(r.checkMs)}, build ${secs(r.buildMs)}, ${r.routes ?? '?'} routes${r.error ? `; ${r.error.split('\n')[0]}` : ''}`,
      );
    }
  return results;
}
