import { expect, test as base, type Page } from '@playwright/test';
import { islandsAwake } from '../helpers/open';
import { pageSample } from '../helpers/site-map';
import { axeCheck } from '../helpers/axe';

/*
 * Release gate: a page of every kind and layout, with every type of block and every island, in both
 * directions (tests/helpers/site-map.ts picks them from the build), loads in Chromium through netlify dev
 * (so with the real security headers), hydrates every island that wakes by itself, and runs its scripts with
 * no console error, no Content-Security-Policy violation, no failed request, no request to another origin and
 * no axe violation of WCAG 2.2 level A/AA.
 * One test per page, so a failure names its page. What needs no browser is checked on every page in Node:
 * what each page loads and the policy allows (tests/gates/page-loads.test.ts), its HTML, links and
 * structured data (tests/gates/), its title, language and canonical URL (./routes.spec.ts).
 */

interface Problems {
  console: string[];
  foreign: string[];
  /** Requests of the site's own that failed or were answered with an error status. */
  failed: string[];
}

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * One browser page per worker, reused from test to test (a navigation starts a fresh document),
 * with its listeners attached once; each test empties the problem lists before it navigates.
 * After a failure Playwright starts a new worker, so nothing carries over from a failed page.
 */
const test = base.extend<object, { watched: { page: Page; problems: Problems } }>({
  watched: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await browser.newContext({ baseURL });
      // Listens before any of the page's own scripts run, so early violations are caught too.
      await context.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          const where = `${e.sourceFile}:${e.lineNumber}${e.sample ? ` "${e.sample}"` : ''}`;
          window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${where}`);
        });
      });
      const page = await context.newPage();
      const problems: Problems = { console: [], foreign: [], failed: [] };
      const origin = new URL(baseURL).origin;
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.console.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) problems.foreign.push(request.url());
      });
      page.on('requestfailed', (request) => {
        problems.failed.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
      });
      page.on('response', (response) => {
        // The document's own status is checked by each test.
        if (response.request().isNavigationRequest()) return;
        if (response.status() >= 400 && new URL(response.url()).origin === origin) {
          problems.failed.push(`${response.url()}: HTTP ${response.status()}`);
        }
      });
      await use({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const { url, status, covers } of pageSample()) {
  test(`${url} (${covers.join(', ')}) loads cleanly and passes axe (WCAG 2.2 AA)`, async ({
    watched: { page, problems },
  }) => {
    problems.console.length = 0;
    problems.foreign.length = 0;
    problems.failed.length = 0;
    const response = await page.goto(url);
    expect(response?.status(), 'HTTP status').toBe(status);
    // The shell's script marks the document once it ran; when it does not, the failed requests
    // and console errors say why.
    await page
      .locator('html[data-shell="ready"]')
      .waitFor({ timeout: 15_000 })
      .catch(() => {
        throw new Error(
          `The shell's script did not run: ${[...problems.failed, ...problems.console].join('; ') || 'no request failed and the console is clean'}`,
        );
      });
    // Islands that wake by themselves (at load, when idle, on screen) are part of the page axe must see.
    await islandsAwake(page);

    const axe = await axeCheck(page).analyze();
    const csp = await page.evaluate(() => window.__cspViolations);

    // Chromium reports any 404 main document as "Failed to load resource … 404": that is the
    // status this page is meant to have, not an error in it.
    const consoleErrors =
      status === 404
        ? problems.console.filter((m) => !m.includes('status of 404') || !m.includes(url))
        : problems.console;
    expect(consoleErrors, 'console errors').toEqual([]);
    expect(problems.failed, 'failed requests').toEqual([]);
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
    expect(problems.foreign, 'requests to another origin (privacy: no third-party request)').toEqual([]);
    expect(
      axe.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      ),
      'axe violations',
    ).toEqual([]);
  });
}
