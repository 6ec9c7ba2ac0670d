/**
 * Lighthouse 13, mobile with its default simulated throttling, on the Debian Chromium named by
 * CHROME_PATH. Chromium is started with everything that could reach the network switched off:
 * the machine is offline and nothing but the site under test may be fetched.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { absoluteUrl } from '../../src/paths';
import type { BenchPage, BenchGroup } from './pages';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Up to five offending items (URL, selector or snippet), to name the culprit. */
  items: string[];
}

export interface LcpInfo {
  /** Selector and snippet of the LCP node, as Lighthouse reports them. */
  selector?: string;
  snippet?: string;
  /** The image URL when the LCP element is an image (an <img>, <image> or a background). */
  imageUrl?: string;
  /** From lcp-discovery-insight: fetchpriority=high, discoverable in the HTML, not lazy. */
  discovery?: Record<string, boolean>;
}

export interface LighthousePage {
  url: string;
  locale: string;
  group: BenchGroup;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcp: LcpInfo;
  failing: FailingAudit[];
  /** The median run had no Speed Index: performance is re-weighted over the other metrics. */
  performanceEstimated: boolean;
  /** Every run's performance score; the page's figures are those of the median run. */
  runs: number[];
  /** Bytes Lighthouse saw on the wire (compressed when the server compresses). */
  transferKb: number;
  warnings: string[];
  /** Protocol of the document as Lighthouse saw it (h2 like production, or http/1.1). */
  protocol?: string;
  /** One-minute load average when each run started: on a shared machine, TBT grows with it. */
  load: number[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Details = { type?: string; items?: Record<string, unknown>[]; [k: string]: unknown };

/** The longest request chain of network-dependency-tree-insight, as "a → b → c (ms)". */
function longestChain(details: Details | undefined): string | undefined {
  type Chain = { url: string; navStartToEndTime: number; isLongest?: boolean; children?: Record<string, Chain> };
  const tree = details?.items?.find((i) => (i.value as { type?: string } | undefined)?.type === 'network-tree')
    ?.value as { chains: Record<string, Chain>; longestChain?: { duration: number } } | undefined;
  if (!tree) return undefined;
  const chain: string[] = [];
  let level: Record<string, Chain> | undefined = tree.chains;
  while (level) {
    const next: Chain | undefined = Object.values(level).find((c) => c.isLongest) ?? Object.values(level)[0];
    if (!next) break;
    chain.push(new URL(next.url).pathname);
    level = next.children && Object.keys(next.children).length ? next.children : undefined;
  }
  return `${chain.join(' → ')} (${Math.round(tree.longestChain?.duration ?? 0)} ms)`;
}

function describeItem(item: Record<string, unknown>): string | undefined {
  if (typeof item.issueType === 'string') {
    const urls = ((item.subItems as { items?: { url?: string }[] } | undefined)?.items ?? [])
      .map((i) => i.url)
      .filter(Boolean);
    return `${item.issueType}${urls.length ? `: ${urls.join(', ')}` : ''}`;
  }
  const source = item.source as { type?: string; value?: unknown; url?: string } | undefined;
  if (source && typeof source === 'object' && !('url' in item)) {
    const where = source.url ?? (typeof source.value === 'string' ? source.value : undefined);
    if (where) return `${where}${typeof item.reflowTime === 'number' ? ` (${Math.round(item.reflowTime)} ms)` : ''}`;
  }
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.snippet) return `${node.selector ?? ''} ${node.snippet}`.trim().slice(0, 200);
  for (const key of ['url', 'source', 'description', 'label', 'text']) {
    const v = item[key];
    if (typeof v === 'string') return v.slice(0, 200);
    if (v && typeof v === 'object' && 'url' in v) return String((v as { url: unknown }).url);
  }
  return undefined;
}

function failingAudits(lhr: Lhr): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const mode = audit.scoreDisplayMode;
      if (mode === 'notApplicable' || mode === 'manual' || mode === 'informative') continue;
      // Insights without weight still say what costs time; keep the ones Lighthouse flags.
      if (audit.score === null || audit.score >= 0.9 || (ref.weight === 0 && audit.score >= 0.5)) continue;
      const details = audit.details as Details | undefined;
      // Tables nested in a list (insights) hold the rows; a list's own entries are sections.
      const rows = (details?.items ?? []).flatMap((i) =>
        i.type === 'table' && Array.isArray(i.items) ? (i.items as Record<string, unknown>[]) : [i],
      );
      const chain = ref.id === 'network-dependency-tree-insight' ? longestChain(details) : undefined;
      const items = chain
        ? [chain]
        : rows
            .filter((i) => i.type !== 'list-section')
            .map(describeItem)
            .filter((s): s is string => Boolean(s))
            .slice(0, 5);
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        items,
      });
    }
  }
  return out;
}

/** Finds the LCP node in the insight details, whose layout changed between Lighthouse versions. */
function lcpInfo(lhr: Lhr): LcpInfo {
  const info: LcpInfo = {};
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const o = value as Record<string, unknown>;
    if (o.type === 'node' && typeof o.snippet === 'string' && !info.snippet) {
      info.selector = o.selector as string | undefined;
      info.snippet = o.snippet;
    }
    Object.values(o).forEach(visit);
  };
  visit(lhr.audits['lcp-breakdown-insight']?.details);
  visit(lhr.audits['lcp-discovery-insight']?.details);
  const discovery = lhr.audits['lcp-discovery-insight']?.details as Details | undefined;
  const checklist = (discovery?.items ?? []).find((i) => i.type === 'checklist') as
    { items?: Record<string, { value: boolean }> } | undefined;
  if (checklist?.items)
    info.discovery = Object.fromEntries(Object.entries(checklist.items).map(([k, v]) => [k, v.value]));
  const url = (discovery?.items ?? []).find((i) => i.type === 'node' || typeof i.url === 'string');
  if (url && typeof url.url === 'string') info.imageUrl = url.url;
  if (!info.imageUrl && info.snippet) {
    const m = /(?:src|href)="([^"]+)"/.exec(info.snippet);
    if (m && /^<(img|image)\b/.test(info.snippet)) info.imageUrl = m[1];
  }
  return info;
}

/** The protocol the page itself came over, from the network-requests audit (h2, http/1.1). */
function documentProtocol(lhr: Lhr): string | undefined {
  const requests = (lhr.audits['network-requests']?.details as Details | undefined)?.items ?? [];
  const document = requests.find((r) => r.resourceType === 'Document');
  return typeof document?.protocol === 'string' ? document.protocol : undefined;
}

async function runOnce(url: string, selfSigned: boolean): Promise<Lhr> {
  // The HTTP/2 server's certificate is self-signed; the only origin Chromium may reach is that server.
  const chromeFlags = selfSigned ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const chrome = await launch({ chromePath: process.env.CHROME_PATH, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Simulated throttling scales the main-thread time it observes, so other processes on the machine
 * inflate TBT. With --max-load, each run waits (up to 5 min) for the one-minute load average to fall under it.
 */
async function quietMachine(maxLoad: number) {
  const deadline = Date.now() + 5 * 60_000;
  while (loadavg()[0]! > maxLoad && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10_000));
}

/**
 * Performance as Lighthouse weighs it, over the metrics it could compute. On some /ar/ pages,
 * headless Chromium's trace lacks the renderer's navigationStart for the main frame and Speed
 * Index fails (SPEEDINDEX_OF_ZERO: no screenshot frame after navigation start), so the category
 * has no score. The other metrics are sound: the score is re-weighted over them and marked.
 */
export function performanceScore(lhr: Lhr): { score: number; estimated: boolean } {
  const category = lhr.categories.performance;
  if (category?.score !== null && category?.score !== undefined) return { score: category.score, estimated: false };
  let sum = 0;
  let weights = 0;
  for (const ref of category?.auditRefs ?? []) {
    const s = lhr.audits[ref.id]?.score;
    if (ref.weight > 0 && typeof s === 'number') [sum, weights] = [sum + s * ref.weight, weights + ref.weight];
  }
  return { score: weights ? sum / weights : 0, estimated: true };
}

/** Retries a run that Lighthouse aborted (NO_NAVSTART and the like) or that lost its performance score. */
async function scoredRun(
  url: string,
  { warnings, maxLoad, load, selfSigned }: { warnings: string[]; maxLoad: number; load: number[]; selfSigned: boolean },
): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    await quietMachine(maxLoad);
    if (attempt === 1) load.push(Math.round(loadavg()[0]! * 10) / 10);
    let lhr: Lhr;
    try {
      lhr = await runOnce(url, selfSigned);
    } catch (error) {
      warnings.push(`run aborted: ${error instanceof Error ? error.message : String(error)}`);
      if (attempt >= 3) throw error;
      continue;
    }
    if (!performanceScore(lhr).estimated || attempt >= 2) return lhr;
    const errors = Object.entries(lhr.audits)
      .filter(([, a]) => a.scoreDisplayMode === 'error')
      .map(([id, a]) => `${id}: ${a.errorMessage}`);
    warnings.push(`a run had no performance score (${errors[0] ?? 'unknown'}); repeated once`);
  }
}

/**
 * Writes the median run of each page as Lighthouse's own JSON and HTML, to read every audit: `report.json` and
 * `report.html` in the folder the page's HTML file has in dist/ (`fr/contact/`; the English home page's at the top).
 */
function saveReport(reportDir: string, { htmlFile }: BenchPage, lhr: Lhr) {
  const dir = join(reportDir, dirname(htmlFile));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), JSON.stringify(lhr));
  writeFileSync(join(dir, 'report.html'), generateReport(lhr, 'html'));
}

export async function runLighthouse(
  origin: string,
  pages: BenchPage[],
  { runs, reportDir, maxLoad, selfSigned }: { runs: number; reportDir: string; maxLoad: number; selfSigned: boolean },
): Promise<LighthousePage[]> {
  if (!process.env.CHROME_PATH) throw new Error('CHROME_PATH is not set: run `source .ci/provision.sh` first');
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const lhrs: Lhr[] = [];
    const retries: string[] = [];
    const load: number[] = [];
    try {
      for (let i = 0; i < runs; i++)
        lhrs.push(await scoredRun(absoluteUrl(origin, page.url), { warnings: retries, maxLoad, load, selfSigned }));
    } catch (error) {
      console.error(
        `lighthouse ${page.url}: gave up after 3 aborted runs (${error instanceof Error ? error.message : error})`,
      );
      if (!lhrs.length) continue;
    }
    lhrs.sort((a, b) => performanceScore(a).score - performanceScore(b).score);
    const lhr = lhrs[Math.floor(lhrs.length / 2)]!;
    saveReport(reportDir, page, lhr);
    const score = (c: Category) =>
      Math.round((c === 'performance' ? performanceScore(lhr).score : (lhr.categories[c]?.score ?? 0)) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const row: LighthousePage = {
      url: page.url,
      locale: page.locale,
      group: page.group,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: Math.round(num('largest-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(num('first-contentful-paint')),
      lcp: lcpInfo(lhr),
      failing: failingAudits(lhr),
      runs: lhrs.map((l) => Math.round(performanceScore(l).score * 100)),
      performanceEstimated: performanceScore(lhr).estimated,
      transferKb: Math.round(num('total-byte-weight') / 102.4) / 10,
      warnings: [...lhr.runWarnings, ...retries],
      protocol: documentProtocol(lhr),
      load,
    };
    results.push(row);
    console.log(
      `lighthouse ${page.url}: perf ${row.scores.performance} a11y ${row.scores.accessibility} bp ${row.scores['best-practices']} seo ${row.scores.seo} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls}`,
    );
  }
  return results;
}
