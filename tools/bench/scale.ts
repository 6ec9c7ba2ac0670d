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
import { indexerProbe } from './indexer-cpu';
import { run } from './run';
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
  /** CPU time of the whole build (scripts/build.sh, every process), when GNU time is available. */
  buildCpuMs?: number;
  /** CPU time of Pagefind's indexer, a part of buildCpuMs (./indexer-cpu.ts). */
  indexerCpuMs?: number;
  /** Largest resident set of any process of the build, MB. */
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
/** The line of the build's log that starts each phase after the first, the content step. */
const MARKS = {
  clientBundle: '[vite-react-ssg] Build for client',
  serverBundle: '[vite-react-ssg] Build for server',
  render: '[vite-react-ssg] Rendering Pages',
  postbuild: 'postbuild:',
  'verify-dist': 'verify:',
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

    // The build as `npm run build` runs it (scripts/build.sh), whatever the checkout's steps are; each
    // step's start is read from its log. CONTENT_CACHE=off: a cold content step, as above.
    const indexer = indexerProbe(dir);
    const build = await run('bash', ['scripts/build.sh'], {
      cwd: dir,
      timeoutMs: limitMs,
      markers: Object.values(MARKS),
      env: { CONTENT_CACHE: 'off', ...indexer?.env },
    });
    result.buildCpuMs = build.cpuMs;
    result.indexerCpuMs = indexer?.cpuMs();
    result.maxRssMb = build.maxRssMb;
    // The manifest, not the log: at 10,000 pages the log keeps only its end (./run.ts).
    const manifest = join(dir, 'src/generated/route-manifest.json');
    if (existsSync(manifest)) result.routes = (JSON.parse(readFileSync(manifest, 'utf8')) as unknown[]).length;
    else result.routes = Number(/content: (\d+) routes written/.exec(build.output)?.[1]) || undefined;
    const end = build.ms;
    const order = ['content', ...Object.keys(MARKS)] as ('content' | keyof typeof MARKS)[];
    // A phase lasts from its mark to the next mark that appeared; the content step starts the build.
    const startOf = (m: (typeof order)[number]) => (m === 'content' ? 0 : build.marks[MARKS[m]]);
    for (const [i, name] of order.entries()) {
      const from = startOf(name);
      if (from === undefined) continue;
      const next =
        order
          .slice(i + 1)
          .map(startOf)
          .find((t) => t !== undefined) ?? end;
      result.phases[name] = Math.round(next - from);
    }
    result.buildMs = Math.round(build.ms);
    if (!build.ok) {
      const phase = order.filter((m) => result.phases[m] !== undefined).at(-1) ?? 'content';
      result.error = build.timedOut
        ? `build stopped after ${limitMs / 60000} min, during ${phase}`
        : `build failed during ${phase}:\n${build.output.slice(-1500)}`;
      return result;
    }
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
