/**
 * Build scale: in a temporary copy of the project (node_modules symlinked), grows the content to
 * N articles and M products, then times `content:check`, the full build phase by phase, and a second
 * build after one article is edited, as the next deploy runs it. The real site is measured the same
 * way, in its own copy, so the worktree's dist/ is never touched.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeManifest } from '../../src/app/route-manifest';
import { ASSETS_FOLDER, GENERATED_FOLDER, ROOT_PATH, fileAt, placeOf } from '../../src/paths';
import { DEFAULT_LOCALE } from '../../src/schemas/locales';
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
  pages?: number;
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
  /**
   * The next deploy: one article edited, built in a checkout without dist/ or src/generated/ but with
   * the content cache the first build left (Netlify keeps node_modules, where that cache lives).
   */
  rebuild?: { ms: number; cpuMs?: number; contentMs?: number; error?: string };
  /** `content:check` after a second edit, with that cache: what a pull request's check costs. */
  recheck?: { ms: number; cpuMs?: number };
  phases: Record<string, number>;
  /**
   * CPU milliseconds of each phase (every process of the build, from its mark to the next), when /proc and
   * GNU time are there; the render's includes Pagefind's indexer (indexerCpuMs).
   */
  phasesCpu?: Record<string, number>;
  /** Gzipped KB of the article list page, which lists every article. */
  articleListHtmlKb?: number;
  /** Gzipped KB of the browser's entry script (src/client.ts), which holds nothing per page. */
  entryJsKb?: number;
  /** Files in dist/assets: the shell's and the islands' chunks, none per page. */
  assetFiles?: number;
  error?: string;
  /** One-minute load average when this size started. */
  load?: number;
  /** Which run of this size and version, with `--repeat` (./repeat.ts). */
  run?: number;
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

/**
 * The pages the content step reports in a build's log, as it says it (`content: 216 pages in src/generated/`) or
 * as a checkout measured with `--vs` may (`216 routes written to src/generated/`).
 */
export function pagesInLog(output: string): number | undefined {
  return Number(/content: (\d+) (?:pages|routes) (?:written to|in) src\//.exec(output)?.[1]) || undefined;
}

function makeCopy(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'terraluce-bench-'));
  for (const name of COPY)
    if (existsSync(join(root, name)))
      cpSync(join(root, name), join(dir, name), {
        recursive: true,
        filter: (src) => !src.includes(`/${GENERATED_FOLDER}`),
      });
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
  copies: string[],
  version?: string,
  buildOnly = false,
): Promise<ScaleResult> {
  const dir = makeCopy(root);
  copies.push(dir);
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

  if (!buildOnly) {
    const problem = await measureCheck(dir, tsx, limitMs, result);
    if (problem) {
      result.error = problem;
      return result;
    }
  }

  // The build as `npm run build` runs it (scripts/build.sh), whatever the checkout's steps are; each
  // step's start is read from its log. The content cache starts empty, in the copy's own folder: a
  // cold content step, as a first deploy has, which leaves the cache the rebuild below reads.
  // (CONTENT_CACHE=off as well, for checkouts older than CONTENT_CACHE_DIR, which would otherwise
  // read the shared cache.)
  const cache = join(dir, '.content-cache');
  const build = async (env: Record<string, string>) => {
    const indexer = indexerProbe(dir);
    const done = await run('bash', ['scripts/build.sh'], {
      cwd: dir,
      timeoutMs: limitMs,
      markers: Object.values(MARKS),
      env: { CONTENT_CACHE_DIR: cache, ...env, ...indexer?.env },
    });
    return { ...done, indexerCpuMs: indexer?.cpuMs() };
  };
  const cold = await build(supportsCacheDir(dir) ? {} : { CONTENT_CACHE: 'off' });
  result.buildCpuMs = cold.cpuMs;
  result.indexerCpuMs = cold.indexerCpuMs;
  result.maxRssMb = cold.maxRssMb;
  // The manifest, not the log: at 10,000 pages the log keeps only its end (./run.ts).
  const manifest = join(dir, GENERATED_FOLDER, 'route-manifest.json');
  const listed = existsSync(manifest) ? routeManifest(dir).pages : undefined;
  result.pages = listed ? listed.length : pagesInLog(cold.output);
  const end = cold.ms;
  const order = ['content', ...Object.keys(MARKS)] as ('content' | keyof typeof MARKS)[];
  // A phase lasts from its mark to the next mark that appeared; the content step starts the build.
  const startOf = (m: (typeof order)[number]) => (m === 'content' ? 0 : cold.marks[MARKS[m]]);
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
  result.phasesCpu = phaseCpu(order, (m) => (m === 'content' ? 0 : cold.cpuMarks[MARKS[m]]), cold.cpuMs);
  result.buildMs = Math.round(cold.ms);
  if (!cold.ok) {
    const phase = order.filter((m) => result.phases[m] !== undefined).at(-1) ?? 'content';
    result.error = cold.timedOut
      ? `build stopped after ${limitMs / 60000} min, during ${phase}`
      : `build failed during ${phase}:\n${cold.output.slice(-1500)}`;
    return result;
  }
  // The article list by its layout, whatever its path.
  const articleList = listed?.find((p) => p.locale === DEFAULT_LOCALE && p.layout === 'article-list');
  const articleListHtml = articleList && join(dir, 'dist', articleList.htmlFile);
  if (articleListHtml && existsSync(articleListHtml))
    result.articleListHtmlKb = Math.round(gzipSync(readFileSync(articleListHtml), { level: 9 }).length / 102.4) / 10;
  const assets = join(dir, 'dist', fileAt(ASSETS_FOLDER));
  if (existsSync(assets)) result.assetFiles = readdirSync(assets).length;
  // The home page at the site's root, as the content step finds it; a checkout older than the route manifest (--vs)
  // has it where the paths put the root.
  const homePage = listed?.find((p) => p.locale === DEFAULT_LOCALE && p.path === ROOT_PATH);
  const home = join(dir, 'dist', (homePage ?? placeOf({ locale: DEFAULT_LOCALE, path: ROOT_PATH })).htmlFile);
  const entry = existsSync(home) ? htmlAssets(readFileSync(home, 'utf8')).entry[0] : undefined;
  if (entry)
    result.entryJsKb = Math.round(gzipSync(readFileSync(join(dir, 'dist', entry)), { level: 9 }).length / 102.4) / 10;

  if (!buildOnly && supportsCacheDir(dir)) {
    // Moved aside, not deleted: the next deploy starts from a fresh clone (see runScale on deleting).
    renameSync(join(dir, 'dist'), join(dir, '.first-dist'));
    renameSync(join(dir, GENERATED_FOLDER), join(dir, '.first-generated'));
    editOneArticle(dir);
    const next = await build({});
    result.rebuild = {
      ms: Math.round(next.ms),
      ...(next.cpuMs !== undefined ? { cpuMs: next.cpuMs } : {}),
      ...(next.marks[MARKS.clientBundle] !== undefined
        ? { contentMs: Math.round(next.marks[MARKS.clientBundle]!) }
        : {}),
      ...(next.ok ? {} : { error: next.timedOut ? 'stopped' : next.output.slice(-500) }),
    };
    // The check a pull request runs after that edit, with the same cache.
    editOneArticle(dir);
    const recheck = await run(tsx, [contentStep(dir), '--check'], {
      cwd: dir,
      timeoutMs: limitMs,
      env: { CONTENT_CACHE_DIR: cache },
    });
    if (recheck.ok)
      result.recheck = { ms: Math.round(recheck.ms), ...(recheck.cpuMs !== undefined ? { cpuMs: recheck.cpuMs } : {}) };
  }
  return result;
}

/** `content:check` of the copy, cold; its figures go into `result`. Returns why it failed, if it did. */
async function measureCheck(dir: string, tsx: string, limitMs: number, result: ScaleResult) {
  // --no-cache: the copy's articles are clones of the real ones, whose MDX checks the shared
  // node_modules/.cache already holds; a cold check is what this measures.
  const check = await run(tsx, [contentStep(dir), '--check', '--no-cache'], {
    cwd: dir,
    timeoutMs: limitMs,
  });
  result.checkMs = Math.round(check.ms);
  result.checkCpuMs = check.cpuMs;
  const valid = /content: (\d+) files valid in (\d+) ms/.exec(check.output);
  if (valid) [result.contentFiles, result.checkInnerMs] = [Number(valid[1]), Number(valid[2])];
  if (check.ok) return undefined;
  return check.timedOut
    ? `content check stopped after ${limitMs / 60000} min`
    : `content check failed:\n${check.output.slice(0, 1500)}`;
}

/** Each phase's CPU, from the CPU spent at its mark to the CPU spent at the next mark seen (or the total). */
function phaseCpu<T extends string>(
  order: T[],
  cpuAt: (phase: T) => number | undefined,
  totalCpuMs: number | undefined,
): Record<string, number> | undefined {
  if (totalCpuMs === undefined) return undefined;
  const out: Record<string, number> = {};
  for (const [i, name] of order.entries()) {
    const from = cpuAt(name);
    if (from === undefined) continue;
    const next =
      order
        .slice(i + 1)
        .map(cpuAt)
        .find((t) => t !== undefined) ?? totalCpuMs;
    out[name] = next - from;
  }
  return out;
}

/** The checkout's content step (older checkouts keep it at the top of `scripts/`, as `build-content.ts`). */
const contentStep = (dir: string) =>
  existsSync(join(dir, 'scripts/content/build.ts')) ? 'scripts/content/build.ts' : 'scripts/build-content.ts';

/** Whether the checkout's content step reads CONTENT_CACHE_DIR (older ones always used node_modules/.cache). */
const supportsCacheDir = (dir: string) =>
  existsSync(join(dir, 'scripts/content/cache/json-cache.ts')) &&
  readFileSync(join(dir, 'scripts/content/cache/json-cache.ts'), 'utf8').includes('CONTENT_CACHE_DIR');

/** One paragraph added to the first French article, as an author's pull request would. */
function editOneArticle(dir: string): void {
  const articles = join(dir, 'content/articles');
  const file = join(
    articles,
    readdirSync(articles)
      .filter((f) => f.endsWith('.fr.mdx'))
      .sort()[0]!,
  );
  const added = 'Une phrase ajoutée pour mesurer le déploiement suivant, avec un article modifié.';
  writeFileSync(
    file,
    `${readFileSync(file, 'utf8').trimEnd()}

${added}
`,
  );
}

/**
 * Each size in turn; with `vs` (another checkout of the project, with its own node_modules), that
 * checkout first and then this one at each size, so both meet the machine in the same state.
 */
export async function runScale(
  root: string,
  sizes: ScaleSize[],
  {
    limitMs,
    keep,
    vs,
    repeat = 1,
    buildOnly = false,
  }: { limitMs: number; keep: boolean; vs?: string; repeat?: number; buildOnly?: boolean },
): Promise<ScaleResult[]> {
  // Copies are removed once every size is measured, not after each: on ext4 without a journal (these
  // machines), creating files within minutes of deleting many costs several times the system CPU (the
  // inode allocator steps over recently deleted inodes), so one size's removal slowed the next size's build.
  const copies: string[] = [];
  try {
    return await measureAll(root, sizes, { limitMs, vs, repeat, buildOnly }, copies);
  } finally {
    for (const dir of copies)
      if (keep) console.log(`scale: kept ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
  }
}

async function measureAll(
  root: string,
  sizes: ScaleSize[],
  { limitMs, vs, repeat, buildOnly }: { limitMs: number; vs: string | undefined; repeat: number; buildOnly: boolean },
  copies: string[],
): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  const versions: [string, string | undefined][] = vs
    ? [
        [vs, 'before'],
        [root, 'after'],
      ]
    : [[root, undefined]];
  // Runs of one size interleave the versions (before, after, before, after), so both meet the same drift.
  for (const size of sizes)
    for (let run = 1; run <= repeat; run++)
      for (const [checkout, version] of versions) {
        const r = await measure(checkout, size, limitMs, copies, version, buildOnly);
        if (repeat > 1) r.run = run;
        results.push(r);
        const secs = (ms?: number) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
        console.log(
          `scale: ${r.label}${version ? ` (${version})` : ''}${r.run ? `, run ${r.run}` : ''}: check ${secs(r.checkMs)}, build ${secs(r.buildMs)}, ${r.pages ?? '?'} pages${r.error ? `; ${r.error.split('\n')[0]}` : ''}`,
        );
      }
  return results;
}
