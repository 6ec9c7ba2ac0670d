/** reports/bench.md from reports/bench.json: summary first, then budgets, scale, and every shortfall. */
import { BUDGETS_KB } from './bytes';
import { costModel, FLAT_TOLERANCE, flatness, PER_PAGE_TARGET_MS } from './cost';
import { medianRuns, repeatedRuns, type Spread } from './repeat';
import { CATEGORIES, type LighthousePage } from './lighthouse';
import type { ScaleResult } from './scale';
import type { BenchReport } from './types';

const TARGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const PERF_FLOOR = 95;

export const table = (head: string[], rows: (string | number | undefined)[][]) => {
  // A row one cell short shifts every later figure under the wrong heading, which reads as true.
  const uneven = rows.find((r) => r.length !== head.length);
  if (uneven) {
    throw new Error(
      `bench report: a row of ${uneven.length} cells under ${head.length} headings (${head.join(', ')}); give each heading its cell.`,
    );
  }
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => (c === undefined ? '—' : String(c).replace(/\|/g, '\\|'))).join(' | ')} |`),
  ].join('\n');
};
const secs = (ms?: number) => (ms === undefined ? undefined : (ms / 1000).toFixed(1));
const mark = (score: number, target: number, floor = target) =>
  score >= target ? `${score}` : score >= floor ? `${score} ⚠` : `**${score}** ✗`;

function summary(r: BenchReport): string {
  const lh = r.lighthouse?.pages ?? [];
  const bytes = new Map((r.bytes?.pages ?? []).map((p) => [p.url, p]));
  const urls = lh.length ? lh.map((p) => p.url) : [];
  const rows = urls.map((url) => {
    const p = lh.find((x) => x.url === url)!;
    const b = bytes.get(url);
    return [
      url,
      `${mark(p.scores.performance, TARGET.performance, PERF_FLOOR)}${p.performanceEstimated ? ' (no SI)' : ''}`,
      mark(p.scores.accessibility, TARGET.accessibility),
      mark(p.scores['best-practices'], TARGET['best-practices']),
      mark(p.scores.seo, TARGET.seo),
      `${p.lcpMs}`,
      `${p.tbtMs}`,
      `${p.cls}`,
      b?.jsKb,
      b?.cssKb,
      b?.htmlKb,
    ];
  });
  const out = [
    '## Summary',
    '',
    lh.length
      ? `Lighthouse ${r.machine.lighthouse}, mobile, simulated throttling (default), median of ${r.lighthouse!.runs} run(s) per page by performance score. LCP and TBT in ms. JS/CSS/HTML: KB (1024 bytes) gzip -9 of what the HTML loads first (entry + modulepreloads; stylesheets, which the build inlines into the page, so they count in HTML too; the page with its embedded route data). ✗ below target, ⚠ performance between ${PERF_FLOOR} and 99. "(no SI)": Speed Index failed in every run (SPEEDINDEX_OF_ZERO; headless Chromium's trace of that page lacks the main frame's navigationStart), so performance is Lighthouse's weighting over the four other metrics.`
      : 'Lighthouse has not run (use `--only=lighthouse`).',
    '',
  ];
  if (lh.length)
    out.push(table(['page', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'TBT', 'CLS', 'JS KB', 'CSS KB', 'HTML KB'], rows), '');
  if (lh.length) {
    const below = lh.filter((p) => CATEGORIES.some((c) => p.scores[c] < TARGET[c]));
    const perfFloor = lh.filter((p) => p.scores.performance < PERF_FLOOR);
    out.push(
      `Targets: performance 100 (≥ ${PERF_FLOOR} everywhere), accessibility, best practices and SEO 100. ` +
        (below.length
          ? `${below.length} of ${lh.length} pages miss a target; ${perfFloor.length} ${perfFloor.length === 1 ? 'is' : 'are'} under ${PERF_FLOOR} in performance. Details in "Shortfalls".`
          : 'Every page meets every target.'),
      '',
    );
  }
  return out.join('\n');
}

function serverSection(r: BenchReport): string {
  if (!r.server) return '';
  const { type, probe } = r.server;
  const protocols = [...new Set((r.lighthouse?.pages ?? []).map((p) => p.protocol).filter(Boolean))];
  const lines = ['## How the site was served', ''];
  if (type !== 'netlify')
    lines.push(
      `\`tools/bench/serve.ts\`: dist/ with the headers of netlify.toml, brotli (gzip for clients without it), \`Cache-Control\` as netlify.toml sets it, pretty-URL redirects and 404.html, the way Netlify's CDN serves production. ` +
        (type === 'static'
          ? 'Over HTTP/2 and TLS like production, with a throwaway self-signed certificate (Chromium runs with --ignore-certificate-errors). '
          : "Over plain HTTP/1.1 (--server=static-h1), unlike production: Lighthouse's simulation then opens up to six connections per origin with a handshake each, so FCP and LCP come out slower than over production's HTTP/2. ") +
        "`netlify dev` (scripts/local/serve.sh) is not the default: with netlify-cli 27.10.2 it answers without `content-encoding` (the app script's `content-length` is its raw size), with `cache-control: public, max-age=0` on /assets/, and over HTTP/1.1, so Lighthouse would measure 3–5× the bytes a visitor downloads. `--server=netlify` measures through it anyway and this section then shows its probe.",
    );
  else
    lines.push(
      '`netlify dev` (scripts/local/serve.sh). It does not compress: transfer sizes are the raw file sizes, unlike production.',
    );
  lines.push(
    '',
    `Probe of the app script: content-encoding **${probe.encoding}**, cache-control \`${probe.assetCacheControl}\`; security headers on HTML: ${probe.htmlHeaders.join(', ') || 'none'}.${protocols.length ? ` Protocol Lighthouse saw: ${protocols.join(', ')}.` : ''}`,
    '',
  );
  return lines.join('\n');
}

function budgets(r: BenchReport): string {
  if (!r.bytes) return '';
  const b = r.bytes;
  const lines = [
    '## Bytes per page and budgets',
    '',
    `${b.pages.length} prerendered pages (every dist/**/index.html). Budgets per page, gzip -9: JS ≤ ${BUDGETS_KB.js} KB (entry script + every modulepreload), CSS ≤ ${BUDGETS_KB.css} KB (linked or inlined in <style>), HTML ≤ ${BUDGETS_KB.html} KB.`,
    '',
    b.overBudget.length
      ? `**${b.overBudget.length} over budget:**\n\n${table(
          ['page', 'what', 'KB', 'budget'],
          b.overBudget.map((o) => [o.url, o.asset, o.kb, o.budgetKb]),
        )}`
      : '**No page is over budget.**',
    '',
    ...pendingSuspense(b.pages),
    table(
      ['group of pages', 'pages', 'JS max', 'JS median', 'CSS max', 'CSS median', 'HTML max', 'HTML median'],
      Object.entries(b.byGroup).map(([group, s]) => [
        group,
        s.js.count,
        s.js.max,
        s.js.median,
        s.css.max,
        s.css.median,
        s.html.max,
        s.html.median,
      ]),
    ),
    '',
  ];
  return lines.join('\n');
}

function pendingSuspense(pages: NonNullable<BenchReport['bytes']>['pages']): string[] {
  const late = pages.filter((p) => p.pendingSuspense > 0);
  if (!late.length) return ['No prerendered page leaves a Suspense boundary pending.', ''];
  return [
    `**${late.length} pages leave a Suspense boundary pending** in their HTML (\`<template id="B:0">\`; the content arrives at the end of the document and React's inline script swaps it in after the first paint, so what follows it shifts): ${late.map((p) => p.url).join(' ')}`,
    '',
  ];
}

/** First-load JavaScript per group of pages, against the islands' targets. */
function firstLoad(r: BenchReport): string {
  const f = r.firstLoad;
  if (!f) return '';
  const lines = [
    '## JavaScript before any interaction',
    '',
    `Every page in Chromium at phone size (390×844), left alone until the network is idle: gzipped KB of the scripts it fetched (${f.pages.length} pages, measured ${f.at}). Targets: no framework code and at most 3 KB on reading pages, at most 60 KB where the main content is an island, a median of at most 20 KB.`,
    '',
    '| group of pages | pages | median KB | largest KB |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(f.byGroup).map(([group, t]) => `| ${group} | ${t.count} | ${t.median} | ${t.max} |`),
    `| **all** | ${f.pages.length} | ${f.medianKb} | ${f.largest.jsKb} |`,
    '',
    `Largest: \`${f.largest.url}\`, ${f.largest.jsKb} KB: ${f.largest.scripts.map((s) => `\`${s}\``).join(', ')}.`,
    '',
  ];
  return lines.join('\n');
}

function waterfall(r: BenchReport): string {
  if (!r.waterfall) return '';
  const pages = r.waterfall.pages;
  const bad = pages.filter((p) => p.violations.length);
  const lines = [
    '## Request waterfall',
    '',
    `Rule: every JS module requested before the load event is the entry script or has a modulepreload link in the HTML. Checked in Chromium on ${pages.length} pages.`,
    '',
    bad.length ? `**${bad.length} of ${pages.length} pages break it.**` : '**No violation.**',
    '',
    ...(pages.some((p) => p.afterLoad.length)
      ? [
          'Modules fetched after the load event without a preload are still a chain (HTML → entry → module → its imports): when they are what hydration needs, the page is not interactive until the last link arrives. "JS fetched" counts every script fetched until the network went idle (gzip -9), which the budget above, limited to entry + modulepreloads, does not see.',
          '',
        ]
      : []),
    table(
      [
        'page',
        'scripts before load',
        'not preloaded (before load)',
        'not preloaded (after load)',
        'JS fetched KB',
        'preloaded but unused',
        'console errors',
        'DevTools issues',
      ],
      pages.map((p) => [
        p.url,
        p.scriptsBeforeLoad,
        p.violations.join(' ') || 'none',
        p.afterLoad.join(' ') || 'none',
        p.jsFetchedKb,
        p.unusedPreloads.join(' ') || 'none',
        p.consoleErrors.length ? p.consoleErrors.join(' / ') : 'none',
        p.issues.join(' / ') || 'none',
      ]),
    ),
    '',
  ];
  return lines.join('\n');
}

/** Growth exponent between two sizes: 1 is linear, 2 quadratic. */
const exponent = (t1: number, t2: number, n1: number, n2: number) => Math.log(t2 / t1) / Math.log(n2 / n1);

/** `after`, or `after, run 2` with --repeat. */
const versionOf = (s: { version?: string; run?: number }) =>
  `${s.version ?? 'this checkout'}${s.run ? `, run ${s.run}` : ''}`;

function scale(r: BenchReport): string {
  if (!r.scale) return '';
  const res = r.scale.results;
  // Without GNU time (BSD time on macOS) only wall times exist; every figure says which it is.
  const withCpu = res.some((s) => s.checkCpuMs !== undefined || s.buildCpuMs !== undefined);
  const both = (wall?: number, cpu?: number) => (cpu === undefined ? secs(wall) : `${secs(wall)} (${secs(cpu)})`);
  const lines = [
    '## Build scale',
    '',
    `Temporary copies of the project (node_modules symlinked) with cloned articles and products (new slugs and keys, unique titles; a product is its files, no code edit). Each size: \`content:check\`, then the full build as \`npm run build\` runs it (\`scripts/build.sh\`: content, vite-react-ssg with NODE_ENV=production, postbuild, verify-dist) with an empty content cache, as a first deploy, then the next deploy: one article edited, built without the first build's dist/ and src/generated/ but with the content cache it left; limit ${r.scale.limitMin} min each. ` +
      `Machine: ${r.machine.cpus} CPUs shared with other work (load average ${r.scale.loadAverage.join(' / ')} when the scale run started; each row notes its own): wall times are pessimistic, ` +
      (withCpu
        ? 'so CPU seconds (user + system of the command and the processes it waits for, from GNU time) are given in brackets and the growth exponents use them.'
        : 'and GNU time was not found, so no CPU time was measured.'),
    '',
    table(
      [
        'content',
        'version',
        'files',
        'pages',
        'check s (CPU)',
        'build s (CPU)',
        'build CPU ms/page',
        'Pagefind CPU ms/page',
        'next deploy s (CPU)',
        'next deploy CPU ms/page',
        'max RSS MB',
        'entry JS KB',
        'article list HTML KB',
        'assets',
        'note',
      ],
      res.map((s) => [
        s.label,
        versionOf(s),
        s.contentFiles,
        s.pages,
        both(s.checkMs, s.checkCpuMs),
        both(s.buildMs, s.error ? undefined : s.buildCpuMs),
        !s.error && s.pages && s.buildCpuMs ? (s.buildCpuMs / s.pages).toFixed(1) : undefined,
        !s.error && s.pages && s.indexerCpuMs !== undefined ? (s.indexerCpuMs / s.pages).toFixed(1) : undefined,
        s.rebuild && !s.rebuild.error ? both(s.rebuild.ms, s.rebuild.cpuMs) : s.rebuild?.error ? 'failed' : undefined,
        s.rebuild?.cpuMs && !s.rebuild.error && s.pages ? (s.rebuild.cpuMs / s.pages).toFixed(1) : undefined,
        s.maxRssMb,
        s.entryJsKb,
        s.articleListHtmlKb,
        s.assetFiles,
        [s.load !== undefined ? `load ${s.load}` : '', s.error ? s.error.split('\n')[0] : '']
          .filter(Boolean)
          .join('; '),
      ]),
    ),
    '',
    'Build phases, wall seconds:',
    '',
    table(
      ['content', 'version', 'content phase', 'client bundle', 'server bundle', 'render', 'postbuild', 'verify'],
      res.map((s) => [
        s.label,
        versionOf(s),
        secs(s.phases.content),
        secs(s.phases.clientBundle),
        secs(s.phases.serverBundle),
        secs(s.phases.render),
        secs(s.phases.postbuild),
        secs(s.phases['verify-dist']),
      ]),
    ),
    '',
    ...phaseCpuTable(res),
  ];
  /** "×3.1 files, ×2.8 CPU (k=0.91)", on CPU time when both sizes have it, else on wall time. */
  type Pair = [number, number];
  const growthOf = (unit: string, [na, nb]: Pair, cpu: [number | undefined, number | undefined], wall: Pair) => {
    const onCpu = cpu[0] !== undefined && cpu[1] !== undefined;
    const [ta, tb] = onCpu ? (cpu as Pair) : wall;
    const basis = onCpu ? 'CPU' : 'wall';
    return `×${(nb / na).toFixed(1)} ${unit}, ×${(tb / ta).toFixed(1)} ${basis} (k=${exponent(ta, tb, na, nb).toFixed(2)})`;
  };
  const growth: string[][] = [];
  // Growth is read within one checkout: with --vs, the sizes of each version in turn; with --repeat, on
  // each size's median run.
  const versions = [...new Set(res.map((s) => s.version))];
  const typical = medianRuns(res);
  for (const version of versions) {
    const measured = typical.filter((s) => s.version === version && s.contentFiles && s.checkMs);
    for (let i = 1; i < measured.length; i++) {
      const [a, b] = [measured[i - 1]!, measured[i]!];
      // Sizes closer than ×2 give an exponent that is mostly noise.
      if (b.contentFiles! / a.contentFiles! < 2) continue;
      const built = [a, b].every((s) => !s.error && s.pages && s.buildMs);
      growth.push([
        `${a.label} → ${b.label}${version ? ` (${version})` : ''}`,
        growthOf('files', [a.contentFiles!, b.contentFiles!], [a.checkCpuMs, b.checkCpuMs], [a.checkMs!, b.checkMs!]),
        built
          ? growthOf('pages', [a.pages!, b.pages!], [a.buildCpuMs, b.buildCpuMs], [a.buildMs!, b.buildMs!])
          : (b.error?.split('\n')[0] ?? '—'),
      ]);
    }
  }
  if (growth.length)
    lines.push(
      'Growth between sizes (k: time ∝ n^k; 1 is linear, 2 quadratic, under 1 means fixed costs still dominate):',
      '',
      table(['step', 'content check', 'full build'], growth),
      '',
    );
  // Fixed and per-page cost of each checkout, from every size it built.
  const costs: string[][] = [];
  for (const version of versions) {
    const built = typical.filter((s) => s.version === version && !s.error && s.pages && s.buildCpuMs !== undefined);
    const model = costModel(built.map((s) => ({ pages: s.pages!, cpuMs: s.buildCpuMs! })));
    if (!model) continue;
    costs.push([
      version ?? 'this checkout',
      secs(model.fixedMs)!,
      model.perPageMs.toFixed(1),
      model.marginal.map((m) => `${m.from} → ${m.to}: ${m.msPerPage.toFixed(1)}`).join('; '),
    ]);
  }
  if (costs.length)
    lines.push(
      'Build CPU as a fixed part plus a cost per page (least squares over the sizes above), and the CPU each added page cost from one size to the next (flat when the build grows in a straight line):',
      '',
      table(['version', 'fixed CPU s', 'CPU ms/page', 'marginal CPU ms/page'], costs),
      '',
    );
  const repeated = repeatedRuns(
    res.map((s) => ({
      ...s,
      ...(s.error ? { buildCpuMs: undefined } : {}),
      nextCpuMs: s.rebuild?.error ? undefined : s.rebuild?.cpuMs,
    })),
  );
  if (repeated.some((row) => row.runs > 1)) {
    const cell = (x?: { median: number; min: number; max: number }) =>
      x ? `${x.median.toFixed(1)} (${x.min.toFixed(1)}–${x.max.toFixed(1)})` : undefined;
    lines.push(
      'Repeated runs (`--repeat`): build CPU ms/page, the median over the runs, with the lowest and highest in brackets:',
      '',
      table(
        ['content', 'version', 'runs', 'first deploy', 'next deploy'],
        repeated.map((row) => [row.label, row.version ?? 'this checkout', row.runs, cell(row.first), cell(row.next)]),
      ),
      '',
    );
  }
  const current = typical.filter((s) => s.version !== 'before');
  const real = current.find((s) => s.label === 'real site');
  const thousand = current.find((s) => s.articles >= 1000);
  const verdicts: string[] = [];
  if (real?.buildMs)
    verdicts.push(
      `Real-site build: ${secs(real.buildMs)} s wall, ${secs(real.buildCpuMs) ?? '?'} s CPU (target < 60 s): ${real.buildMs < 60_000 ? 'met' : '**missed**'}.`,
    );
  if (r.build) verdicts.push(`In-place \`npm run build\` before Lighthouse: ${secs(r.build.ms)} s.`);
  if (thousand?.checkMs)
    verdicts.push(
      `Content check of ${thousand.articles} articles: ${secs(thousand.checkMs)} s wall, ${secs(thousand.checkCpuMs) ?? '?'} s CPU, ${secs(thousand.checkInnerMs)} s by its own counter (target < 5 s): ${thousand.checkMs < 5000 ? 'met' : '**missed**'}.`,
    );
  if (thousand?.recheck)
    verdicts.push(
      `The same check after one article is edited, with the content cache of the builds before (a pull request's check): ${secs(thousand.recheck.ms)} s wall, ${secs(thousand.recheck.cpuMs) ?? '?'} s CPU (target < 5 s): ${thousand.recheck.ms < 5000 ? 'met' : '**missed**'}.`,
    );
  verdicts.push(...scaleVerdicts(current, repeated));
  lines.push(...verdicts.map((v) => `- ${v}`), '');
  return lines.join('\n');
}

/** The build-scale targets (./cost.ts), read off the sizes this checkout built. */
function scaleVerdicts(current: ScaleResult[], repeated: ReturnType<typeof repeatedRuns>): string[] {
  const verdicts: string[] = [];
  const sized = current.filter((s) => s.pages && !s.error && s.buildCpuMs !== undefined);
  const largest = sized.reduce<ScaleResult | undefined>((a, s) => (!a || s.pages! > a.pages! ? s : a), undefined);
  const row = largest && repeated.find((r) => r.label === largest.label && r.version === largest.version);
  // About 10,000 pages is the size the target speaks of; the smaller sizes carry the fixed costs.
  if (largest && row && largest.pages! >= 5000) {
    const part = (deploy: string, x?: Spread) =>
      x && `${deploy} ${x.median.toFixed(1)} ms (${x.median <= PER_PAGE_TARGET_MS ? 'met' : '**missed**'})`;
    const parts = [part('first deploy', row.first), part('next deploy', row.next)].filter(Boolean);
    verdicts.push(
      `Build CPU per page at ${largest.pages} pages (target ≤ ${PER_PAGE_TARGET_MS} ms)${row.runs > 1 ? `, median of ${row.runs} runs` : ''}: ${parts.join(', ')}.`,
    );
  }
  const deploys: [string, (s: ScaleResult) => number | undefined][] = [
    ['first deploy', (s) => s.buildCpuMs],
    ['next deploy', (s) => (s.rebuild?.error ? undefined : s.rebuild?.cpuMs)],
  ];
  const ms = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  const within = (spread: number) =>
    `(±${Math.round(spread * 100)}%): ${spread <= FLAT_TOLERANCE ? 'met' : '**missed**'}`;
  for (const [deploy, cpu] of deploys) {
    const points = sized.flatMap((s) => (cpu(s) === undefined ? [] : [{ pages: s.pages!, cpuMs: cpu(s)! }]));
    const flat = flatness(points);
    if (!flat) continue;
    const pages = points.map((p) => p.pages).sort((a, b) => a - b);
    verdicts.push(
      `Per-page cost flat within ±${FLAT_TOLERANCE * 100}% from ${pages[0]} to ${pages.at(-1)} pages, ${deploy} (each size's median run): over all pages ${ms(flat.allIn)} ms ${within(flat.allInSpread)}` +
        (flat.marginalSpread === undefined
          ? '.'
          : `; per added page ${ms(flat.marginal)} ms ${within(flat.marginalSpread)}.`),
    );
  }
  return verdicts;
}

function assets(r: BenchReport): string {
  if (!r.assets) return '';
  const { lcp, fonts } = r.assets;
  const lines = ['## Images and fonts', ''];
  if (lcp.length)
    lines.push(
      table(
        ['page', 'LCP element', 'image?', 'image URL', 'preloaded in HTML', 'fetchpriority=high'],
        lcp.map((l) => [
          l.url,
          l.element ? `\`${l.element}\`` : '?',
          l.isImage ? 'yes' : 'no',
          l.imageUrl,
          l.isImage ? (l.preloaded ? 'yes' : '**no**') : 'n/a',
          l.isImage ? (l.fetchpriorityHigh ? 'yes' : '**no**') : 'n/a',
        ]),
      ),
      '',
    );
  if (!fonts.fontFiles.length && !fonts.faces.length)
    lines.push(
      `Fonts: the build ships **no web font** (no @font-face, no font file in dist/); text uses the system stack (${fonts.families.join('; ') || 'default'}). Nothing to self-host, swap or preload, and no font request.`,
    );
  else {
    // A local() face (a metric-adjusted fallback) downloads nothing: only url() sources must be woff2.
    const urls = fonts.faces.flatMap((f) => f.sources);
    const notWoff2 = urls.filter((s) => !/\.woff2/.test(s));
    const localOnly = fonts.faces.filter((f) => !f.sources.length && f.local?.length);
    const noSwap = fonts.faces.filter((f) => f.display !== 'swap');
    lines.push(
      `Fonts: ${fonts.faces.length} @font-face rule(s), files ${fonts.fontFiles.join(', ') || 'none in dist/'}.`,
      `- self-hosted: ${fonts.external.length ? `**no**, external: ${fonts.external.join(', ')}` : 'yes (no external URL)'}`,
      `- woff2 only: ${!urls.length ? 'n/a (no font file is downloaded)' : notWoff2.length ? `**no** (${notWoff2.join(', ')})` : 'yes'}${
        localOnly.length
          ? `; local() fallback face(s), nothing downloaded: ${localOnly.map((f) => `${f.family} (${f.local!.join(', ')})`).join('; ')}`
          : ''
      }`,
      `- font-display: swap: ${noSwap.length ? `**no** (${noSwap.map((f) => `${f.family}: ${f.display ?? 'unset'}`).join(', ')})` : 'yes'}`,
      `- preloaded: ${fonts.pagesPreloadingFonts}/${fonts.pagesTotal} pages (${fonts.preloadedFonts.join(', ') || 'none'})`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

function shortfalls(r: BenchReport): string {
  const lh = r.lighthouse?.pages ?? [];
  const pages = lh.filter((p) => CATEGORIES.some((c) => p.scores[c] < TARGET[c]) || p.failing.length);
  if (!lh.length) return '';
  const lines = [
    '## Shortfalls, page by page',
    '',
    'Audits Lighthouse scores under 0.9 (weighted) or under 0.5 (unweighted insights), from the median run.',
    '',
  ];
  if (!pages.length) lines.push('None.');
  for (const p of pages as LighthousePage[]) {
    const scores = CATEGORIES.map((c) => `${c} ${p.scores[c]}`).join(', ');
    lines.push(
      `### ${p.url}`,
      '',
      `${scores}; LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${p.cls}, FCP ${p.fcpMs} ms; performance runs ${p.runs.join(', ')} at load average ${p.load?.join(', ') ?? '?'}; ${p.transferKb} KB transferred.`,
      '',
    );
    for (const a of p.failing) {
      lines.push(
        `- **${a.category}** \`${a.id}\` ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}, score ${a.score}`,
      );
      for (const item of a.items.slice(0, 3)) lines.push(`  - ${item.replace(/\n/g, ' ')}`);
    }
    if (p.warnings.length) lines.push(`- run warnings: ${p.warnings.join(' / ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

export function renderMarkdown(r: BenchReport): string {
  const m = r.machine;
  const header = [
    '# Benchmarks',
    '',
    `Generated ${r.generatedAt} by \`npm run bench\` (tools/bench/). ${m.cpus} CPUs, load average ${m.loadAverage.join(' / ')}, Node ${m.node}, ${m.chromium ?? 'Chromium ?'}, Lighthouse ${m.lighthouse}.`,
    '',
  ].join('\n');
  const sections = [
    summary(r),
    budgets(r),
    firstLoad(r),
    waterfall(r),
    scale(r),
    assets(r),
    serverSection(r),
    shortfalls(r),
  ];
  return `${[header, ...sections.filter((s) => s.length)].join('\n')}`;
}

/** Each phase's CPU per page (every process of the build), Pagefind's indexer apart from the render. */
export function phaseCpuTable(res: ScaleResult[]): string[] {
  const rows = res.filter((s) => s.phasesCpu && s.pages);
  if (!rows.length) return [];
  const per = (ms: number | undefined, pages: number) => (ms === undefined ? undefined : (ms / pages).toFixed(2));
  return [
    "Build phases, CPU ms per page (all processes; the render without Pagefind, which has its own column; finishing from postbuild's first line to the end: postbuild, the editor, verify-dist):",
    '',
    table(
      [
        'content',
        'pages',
        'content step',
        'client bundle',
        'server bundle',
        'render',
        'Pagefind',
        'finishing',
        'total',
      ],
      rows.map((s) => {
        const c = s.phasesCpu!;
        const render = c.render === undefined ? undefined : c.render - (s.indexerCpuMs ?? 0);
        return [
          s.label,
          String(s.pages),
          per(c.content, s.pages!),
          per(c.clientBundle, s.pages!),
          per(c.serverBundle, s.pages!),
          per(render, s.pages!),
          per(s.indexerCpuMs, s.pages!),
          per(c.postbuild === undefined ? undefined : c.postbuild + (c['verify-dist'] ?? 0), s.pages!),
          per(s.buildCpuMs, s.pages!),
        ];
      }),
    ),
    '',
  ];
}
