/**
 * "No request waterfall": loads pages in Chromium and checks that every JavaScript module fetched
 * before the load event is the entry script or has a modulepreload link in the HTML. A module
 * found only by executing another one costs a round trip per level on a slow connection.
 * Also records console errors (CSP violations among them) seen while loading.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { absoluteUrl } from '../../src/paths';
import { htmlAssets } from './html-assets';
import type { BenchPage } from './pages';

export interface WaterfallPage {
  url: string;
  /** Modules fetched before load that the HTML neither loads nor preloads. */
  violations: string[];
  /** Same, fetched after the load event but before the network went idle (hydration, lazy parts). */
  afterLoad: string[];
  /** Scripts the HTML preloads that the page never requested (wasted bytes). */
  unusedPreloads: string[];
  scriptsBeforeLoad: number;
  /** Gzipped KB of every script the page fetched until the network went idle: the real first-load JS. */
  jsFetchedKb: number;
  consoleErrors: string[];
  /** DevTools issues (the "Issues" panel Lighthouse's best-practices audit counts), with their source. */
  issues: string[];
}

/** One line per DevTools issue: its code and the detail that names the culprit. */
function describeIssue(issue: { code: string; details: Record<string, Record<string, unknown>> }): string {
  const detail = Object.values(issue.details)[0] ?? {};
  const loc = detail.sourceCodeLocation as { url?: string; lineNumber?: number; columnNumber?: number } | undefined;
  const where = loc?.url
    ? ` at ${new URL(loc.url).pathname}:${(loc.lineNumber ?? 0) + 1}:${(loc.columnNumber ?? 0) + 1}`
    : '';
  const what = [detail.violatedDirective, detail.contentSecurityPolicyViolationType, detail.url]
    .filter(Boolean)
    .join(' ');
  return `${issue.code}${what ? ` ${what}` : ''}${where}`;
}

export async function checkWaterfall(
  root: string,
  origin: string,
  pages: BenchPage[],
  selfSigned: boolean,
): Promise<WaterfallPage[]> {
  const gz = (distFile: string) => {
    const file = join(root, 'dist', distFile);
    return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH,
    args: ['--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: WaterfallPage[] = [];
  try {
    for (const visited of pages) {
      const context = await browser.newContext({ ignoreHTTPSErrors: selfSigned });
      const page = await context.newPage();
      const before: string[] = [];
      const after: string[] = [];
      const consoleErrors: string[] = [];
      let loaded = false;
      page.on('load', () => (loaded = true));
      page.on('request', (req) => {
        if (req.resourceType() !== 'script') return;
        const url = new URL(req.url()).pathname;
        (loaded ? after : before).push(url);
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text().slice(0, 300));
      });
      page.on('pageerror', (err) => consoleErrors.push(`uncaught: ${err.message.slice(0, 300)}`));
      const issues: string[] = [];
      const cdp = await context.newCDPSession(page);
      cdp.on('Audits.issueAdded', (e) => {
        // Lazy-loaded images near the fold are advice, not a problem Lighthouse counts.
        if (e.issue.code !== 'LazyLoadImageIssue') issues.push(describeIssue(e.issue as never));
      });
      await cdp.send('Audits.enable');
      const response = await page.goto(absoluteUrl(origin, visited.url), { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      // Hydration can keep the CPU busy past the idle window before its lazy chunks are asked for.
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');
      const html = (await response?.text()) ?? '';
      const assets = htmlAssets(html);
      const known = new Set([...assets.entry, ...assets.modulepreload]);
      const requested = new Set([...before, ...after]);
      results.push({
        url: visited.url,
        violations: [...new Set(before.filter((p) => !known.has(p)))],
        afterLoad: [...new Set(after.filter((p) => !known.has(p)))],
        unusedPreloads: assets.modulepreload.filter((p) => !requested.has(p)),
        scriptsBeforeLoad: new Set(before).size,
        jsFetchedKb: Math.round([...requested].reduce((sum, p) => sum + gz(p), 0) / 102.4) / 10,
        consoleErrors,
        issues: [...new Set(issues)],
      });
      await context.close();
      const r = results.at(-1)!;
      console.log(
        `waterfall ${visited.url}: ${r.violations.length} not preloaded before load, ${r.afterLoad.length} after load, ${r.jsFetchedKb} KB JS fetched, ${r.consoleErrors.length} console errors, ${r.issues.length} DevTools issues`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
