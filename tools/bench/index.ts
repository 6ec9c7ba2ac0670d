/**
 * Benchmarks (not part of `npm test`): Lighthouse scores, bytes per page, request waterfall,
 * images and fonts, and build scale. Writes reports/bench.json and reports/bench.md.
 *
 *   npx tsx tools/bench/index.ts                       everything (builds first)
 *   npx tsx tools/bench/index.ts --only=bytes,waterfall --no-build
 *
 * Flags: --only=lighthouse,bytes,firstload,waterfall,assets,scale   --no-build   --runs=3 (Lighthouse runs
 * per page; the median is kept)   --pages=/,/contact/ (only these of the measured pages)
 * --server=static|static-h1|netlify (static: dist/ over HTTP/2 and TLS like production; static-h1:
 * the same over plain HTTP/1.1; netlify: `netlify dev`)   --port=8893
 * --max-load=N (before each Lighthouse run, wait up to 5 min for the 1-min load average to fall under N)
 * --sizes=real,10:12,100:120,1000:600 (articles:products)   --limit-min=10 (per scale size)   --keep
 * --build-only (build scale: the first build alone, without the content check before it or the next deploy after)
 * --vs=DIR (build scale of another checkout too, e.g. an older commit: `git worktree add DIR REF`, then
 * `npm ci` in DIR; each size is measured there, then here)   --repeat=N (build scale: each size and version
 * N times, interleaved; compared on the median run, see ./repeat.ts)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { checkFonts, checkLcp } from './assets';
import { measureBytes } from './bytes';
import { measureFirstLoad } from './first-load';
import { runLighthouse } from './lighthouse';
import { renderMarkdown } from './report';
import { lighthousePages, pageRoles, readPages } from './pages';
import { run } from './run';
import { DEFAULT_SIZES, parseSizes, runScale } from './scale';
import { SERVER_TYPES, startServer, type ServerType } from './server';
import { REPORT_FORMAT, type BenchReport } from './types';
import { checkWaterfall } from './waterfall';

const PARTS = ['lighthouse', 'bytes', 'firstload', 'waterfall', 'assets', 'scale'] as const;
type Part = (typeof PARTS)[number];

function flags(argv: string[]) {
  const get = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = get('only')?.split(',') ?? [...PARTS];
  for (const p of only)
    if (!PARTS.includes(p as Part)) throw new Error(`--only: unknown part "${p}"; choose from ${PARTS.join(', ')}`);
  const server = (get('server') ?? 'static') as ServerType;
  if (!SERVER_TYPES.includes(server)) throw new Error(`--server is one of ${SERVER_TYPES.join(', ')}`);
  const repeat = Number(get('repeat') ?? 1);
  if (!Number.isInteger(repeat) || repeat < 1)
    throw new Error(`--repeat: "${get('repeat')}" is not a whole number of runs, e.g. 3`);
  return {
    only: new Set(only as Part[]),
    build: !argv.includes('--no-build'),
    runs: Number(get('runs') ?? 3),
    maxLoad: Number(get('max-load') ?? Infinity),
    server,
    port: Number(get('port') ?? process.env.BENCH_PORT ?? 8893),
    sizes: get('sizes') ? parseSizes(get('sizes')!) : DEFAULT_SIZES,
    limitMin: Number(get('limit-min') ?? 10),
    keep: argv.includes('--keep'),
    buildOnly: argv.includes('--build-only'),
    vs: get('vs') ? resolve(get('vs')!) : undefined,
    repeat,
    pages: get('pages')?.split(','),
  };
}

const now = () => new Date().toISOString();

/** The sections of the last report, to keep those this run does not measure; none from a report of another shape. */
function previousReport(file: string): BenchReport | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<BenchReport>;
  if (report.format === REPORT_FORMAT) return report as BenchReport;
  console.log(`bench: ${file} is of an older shape; its sections are not kept (run every part to fill them again)`);
  return undefined;
}

async function main() {
  const root = resolve(import.meta.dirname, '../..');
  const opts = flags(process.argv.slice(2));
  const out = join(root, 'reports');
  mkdirSync(out, { recursive: true });
  const previous = previousReport(join(out, 'bench.json'));
  let chromium: string | undefined;
  try {
    chromium = execFileSync(process.env.CHROME_PATH ?? 'chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    chromium = undefined;
  }
  const lhVersion = (
    JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  const report: BenchReport = {
    ...previous,
    format: REPORT_FORMAT,
    generatedAt: now(),
    machine: {
      cpus: cpus().length,
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
      node: process.version,
      chromium,
      lighthouse: lhVersion,
    },
  };
  const save = () => {
    writeFileSync(join(out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(out, 'bench.md'), renderMarkdown(report));
  };

  const needsDist = ['lighthouse', 'bytes', 'firstload', 'waterfall', 'assets'].some((p) => opts.only.has(p as Part));
  if (needsDist && opts.build) {
    console.log('bench: npm run build');
    const build = await run('npm', ['run', 'build'], { cwd: root, timeoutMs: 15 * 60_000 });
    if (!build.ok) throw new Error(`npm run build failed; run it by hand to see why:\n${build.output.slice(-2000)}`);
    report.build = { at: now(), ms: Math.round(build.ms) };
  }

  if (opts.only.has('bytes')) report.bytes = { at: now(), ...measureBytes(root) };

  if (opts.only.has('firstload')) {
    const server = await startServer(root, opts.server, opts.port);
    try {
      report.firstLoad = {
        at: now(),
        ...(await measureFirstLoad(root, server.origin, readPages(root), server.selfSigned)),
      };
    } finally {
      await server.stop();
    }
    save();
  }

  if (opts.only.has('lighthouse') || opts.only.has('waterfall')) {
    const measured = lighthousePages(readPages(root), pageRoles(root));
    const pages = opts.pages ? measured.filter((p) => opts.pages!.includes(p.url)) : measured;
    const unknown = opts.pages?.filter((url) => !measured.some((p) => p.url === url)) ?? [];
    if (unknown.length)
      throw new Error(
        `--pages: ${unknown.join(', ')} not among the measured pages (${measured.map((p) => p.url).join(', ')})`,
      );
    const server = await startServer(root, opts.server, opts.port);
    report.server = { type: server.type, probe: server.probe };
    console.log(`bench: ${server.type} server on ${server.origin}, assets sent ${server.probe.encoding}`);
    try {
      if (opts.only.has('waterfall'))
        report.waterfall = { at: now(), pages: await checkWaterfall(root, server.origin, pages, server.selfSigned) };
      save();
      if (opts.only.has('lighthouse'))
        report.lighthouse = {
          at: now(),
          runs: opts.runs,
          pages: await runLighthouse(server.origin, pages, {
            selfSigned: server.selfSigned,
            runs: opts.runs,
            reportDir: join(out, 'lighthouse'),
            maxLoad: opts.maxLoad,
          }),
        };
    } finally {
      await server.stop();
    }
  }
  if (opts.only.has('assets') || opts.only.has('lighthouse')) {
    report.assets = {
      at: now(),
      lcp: report.lighthouse ? checkLcp(root, report.lighthouse.pages) : [],
      fonts: checkFonts(root),
    };
  }
  save();

  if (opts.only.has('scale')) {
    const loadAverage = loadavg().map((l) => Math.round(l * 10) / 10);
    const results = await runScale(root, opts.sizes, {
      limitMs: opts.limitMin * 60_000,
      keep: opts.keep,
      buildOnly: opts.buildOnly,
      vs: opts.vs,
      repeat: opts.repeat,
    });
    report.scale = { at: now(), limitMin: opts.limitMin, loadAverage, results };
  }
  save();
  console.log(`bench: wrote ${join('reports', 'bench.md')} and ${join('reports', 'bench.json')}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
