/** reports/bench.md from reports/bench.json: summary first, then budgets, scale, and every shortfall. */
import { BUDGETS_KB } from './bytes';
import { CATEGORIES, type LighthousePage } from './lighthouse';
import type { BenchReport } from './types';

const TARGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const PERF_FLOOR = 95;

const table = (head: string[], rows: (string | number | undefined)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => (c === undefined ? '—' : String(c).replace(/\|/g, '\\|'))).join(' | ')} |`),
  ].join('\n');
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
      ? `Lighthouse ${r.machine.lighthouse}, mobile, simulated throttling (default), median of ${r.lighthouse!.runs} run(s) per page by performance score. LCP and TBT in ms. JS/CSS/HTML: KB (1024 bytes) gzip -9 of what the HTML loads first (entry + modulepreloads, linked stylesheets, the page). ✗ below target, ⚠ performance between ${PERF_FLOOR} and 99. "(no SI)": Speed Index failed in every run (SPEEDINDEX_OF_ZERO; headless Chromium's trace of that page lacks the main frame's navigationStart), so performance is Lighthouse's weighting over the four other metrics.`
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
          ? `${below.length} of ${lh.length} pages miss a target; ${perfFloor.length} are under ${PERF_FLOOR} in performance. Details in "Shortfalls".`
          : 'Every page meets every target.'),
      '',
    );
  }
  return out.join('\n');
}

function serverSection(r: BenchReport): string {
  if (!r.server) return '';
  const { kind, probe } = r.server;
  const lines = ['## How the site was served', ''];
  if (kind === 'static')
    lines.push(
      "`scripts/bench/serve.ts`: dist/ with the headers of netlify.toml, brotli (gzip for clients without it), `Cache-Control` as netlify.toml sets it, pretty-URL redirects and 404.html, the way Netlify's CDN serves production. " +
        "`netlify dev` (scripts/serve.sh) was not used by default: with netlify-cli 27.10.2 it answers without `content-encoding` (the app script's `content-length` is its raw size) and with `cache-control: public, max-age=0` on /assets/, so Lighthouse would measure 3–5× the bytes a visitor downloads. `--server=netlify` measures through it anyway and this section then shows its probe.",
    );
  else
    lines.push(
      '`netlify dev` (scripts/serve.sh). It does not compress: transfer sizes are the raw file sizes, unlike production.',
    );
  lines.push(
    '',
    `Probe of the app script: content-encoding **${probe.encoding}**, cache-control \`${probe.assetCacheControl}\`; security headers on HTML: ${probe.htmlHeaders.join(', ') || 'none'}.`,
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
    `${b.pages.length} prerendered pages (every dist/**/index.html). Budgets per page, gzip -9: JS ≤ ${BUDGETS_KB.js} KB (entry script + every modulepreload), CSS ≤ ${BUDGETS_KB.css} KB, HTML ≤ ${BUDGETS_KB.html} KB.`,
    '',
    b.overBudget.length
      ? `**${b.overBudget.length} over budget:**\n\n${table(
          ['page', 'what', 'KB', 'budget'],
          b.overBudget.map((o) => [o.url, o.kind, o.kb, o.budgetKb]),
        )}`
      : '**No page is over budget.**',
    '',
    ...pendingSuspense(b.pages),
    table(
      ['page type', 'pages', 'JS max', 'JS median', 'CSS max', 'CSS median', 'HTML max', 'HTML median'],
      Object.entries(b.byType).map(([type, s]) => [
        type,
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

function scale(r: BenchReport): string {
  if (!r.scale) return '';
  const res = r.scale.results;
  const lines = [
    '## Build scale',
    '',
    `Temporary copies of the project (node_modules symlinked) with cloned articles and products (new slugs and keys, unique titles; the copy's PRODUCT_KEYS lists the cloned keys). Each size: \`content:check\`, then the full build (content, vite-react-ssg, postbuild), limit ${r.scale.limitMin} min each. ` +
      `Machine: ${r.machine.cpus} CPUs, load average ${r.scale.loadAverage.join(' / ')} when the scale run started (other work shares the machine: absolute times are pessimistic, ratios matter more).`,
    '',
    table(
      [
        'content',
        'files',
        'routes',
        'check s',
        'check ms/file',
        'build s',
        'build ms/route',
        'content s',
        'client bundle s',
        'server bundle s',
        'render s',
        'postbuild s',
        '/conseils/ HTML KB',
        'entry JS KB',
        'assets',
        'note',
      ],
      res.map((s) => [
        s.label,
        s.contentFiles,
        s.routes,
        secs(s.checkMs),
        s.checkMs && s.contentFiles ? (s.checkMs / s.contentFiles).toFixed(1) : undefined,
        secs(s.buildMs),
        s.buildMs && s.routes && !s.error ? (s.buildMs / s.routes).toFixed(0) : undefined,
        secs(s.phases.content),
        secs(s.phases.clientBundle),
        secs(s.phases.serverBundle),
        secs(s.phases.render),
        secs(s.phases.postbuild),
        s.conseilsHtmlKb,
        s.entryJsKb,
        s.assetFiles,
        [s.load !== undefined ? `load ${s.load}` : '', s.error ? s.error.split('\n')[0] : '']
          .filter(Boolean)
          .join('; '),
      ]),
    ),
    '',
  ];
  const synthetic = res.filter((s) => !s.error && s.routes && s.buildMs && s.contentFiles && s.checkMs);
  const growth: string[][] = [];
  for (let i = 1; i < synthetic.length; i++) {
    const [a, b] = [synthetic[i - 1]!, synthetic[i]!];
    // Sizes closer than ×2 give an exponent that is mostly noise.
    if (b.routes! / a.routes! < 2) continue;
    const kBuild = exponent(a.buildMs!, b.buildMs!, a.routes!, b.routes!);
    const kCheck = exponent(
      a.checkInnerMs ?? a.checkMs!,
      b.checkInnerMs ?? b.checkMs!,
      a.contentFiles!,
      b.contentFiles!,
    );
    const kRender =
      a.phases.render && b.phases.render ? exponent(a.phases.render, b.phases.render, a.routes!, b.routes!) : NaN;
    const kContent =
      a.phases.content && b.phases.content ? exponent(a.phases.content, b.phases.content, a.routes!, b.routes!) : NaN;
    growth.push([
      `${a.label} → ${b.label}`,
      `×${(b.contentFiles! / a.contentFiles!).toFixed(1)} files, ×${((b.checkInnerMs ?? b.checkMs!) / (a.checkInnerMs ?? a.checkMs!)).toFixed(1)} time (k=${kCheck.toFixed(2)})`,
      `×${(b.routes! / a.routes!).toFixed(1)} routes, ×${(b.buildMs! / a.buildMs!).toFixed(1)} time (k=${kBuild.toFixed(2)})`,
      Number.isNaN(kContent) ? '—' : `k=${kContent.toFixed(2)}`,
      Number.isNaN(kRender) ? '—' : `k=${kRender.toFixed(2)}`,
    ]);
  }
  if (growth.length)
    lines.push(
      'Growth between sizes: k is the exponent in time ∝ n^k (1 = linear, 2 = quadratic; under 1 means fixed costs still dominate). The check is timed by its own counter (validation only, without tsx start-up).',
      '',
      table(['step', 'content check', 'full build', 'content phase', 'render phase'], growth),
      '',
    );
  const real = res.find((s) => s.label === 'real site');
  const thousand = res.find((s) => s.articles >= 1000);
  const verdicts: string[] = [];
  if (real?.buildMs)
    verdicts.push(
      `Real-site build: ${secs(real.buildMs)} s (target < 60 s): ${real.buildMs < 60_000 ? 'met' : '**missed**'}.`,
    );
  if (r.build) verdicts.push(`In-place \`npm run build\` before Lighthouse: ${secs(r.build.ms)} s.`);
  if (thousand?.checkMs)
    verdicts.push(
      `Content check of ${thousand.articles} articles: ${secs(thousand.checkMs)} s wall (${secs(thousand.checkInnerMs)} s validation) (target < 5 s): ${thousand.checkMs < 5000 ? 'met' : '**missed**'}.`,
    );
  lines.push(...verdicts.map((v) => `- ${v}`), '');
  return lines.join('\n');
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
    const woff2 = fonts.faces.every((f) => f.sources.length && f.sources.every((s) => /\.woff2/.test(s)));
    const swap = fonts.faces.every((f) => f.display === 'swap');
    lines.push(
      `Fonts: ${fonts.faces.length} @font-face rule(s), files ${fonts.fontFiles.join(', ') || 'none in dist/'}.`,
      `- self-hosted: ${fonts.external.length ? `**no**, external: ${fonts.external.join(', ')}` : 'yes (no external URL)'}`,
      `- woff2 only: ${
        woff2
          ? 'yes'
          : `**no** (${fonts.faces
              .flatMap((f) => f.sources)
              .filter((s) => !/\.woff2/.test(s))
              .join(', ')})`
      }`,
      `- font-display: swap: ${swap ? 'yes' : `**no** (${fonts.faces.map((f) => `${f.family}: ${f.display ?? 'unset'}`).join(', ')})`}`,
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
    `Generated ${r.generatedAt} by \`npm run bench\` (scripts/bench/). ${m.cpus} CPUs, load average ${m.loadAverage.join(' / ')}, Node ${m.node}, ${m.chromium ?? 'Chromium ?'}, Lighthouse ${m.lighthouse}.`,
    '',
  ].join('\n');
  const sections = [summary(r), budgets(r), waterfall(r), scale(r), assets(r), serverSection(r), shortfalls(r)];
  return `${[header, ...sections.filter((s) => s.length)].join('\n')}`;
}
