import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built site
 * served by `netlify dev --offline`, exactly as `npm start` serves it.
 */
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
// Another port lets a second checkout run its end-to-end tests beside this one.
const port = Number(process.env.PORT || 8888);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on its second try is listed as flaky in the report: read why in its first
  // try's error (tests/e2e/page-kinds.spec.ts names failed requests) rather than lose a whole run to it.
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  // What a test waits for is the server's answer or an island's code through `netlify dev`, which on a busy
  // 2-core machine can take longer than Playwright's 5 s: a wait cut short fails, and its retry costs the
  // whole test again.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // The pages ask the browser to prerender a link the pointer rests on (Speculation Rules). A test
        // that then navigates to that url gets the prerendered page, which Playwright's locators
        // do not reach: the wait for the shell's mark never ends.
        '--disable-features=Prerender2,SpeculationRulesPrerender2',
      ],
    },
  },
  webServer: {
    command: 'bash scripts/local/serve.sh',
    url: `http://localhost:${port}/`,
    // netlify dev's cold start can take minutes on a busy 2-core machine.
    timeout: 240_000,
    // `npm test` serves the build once for this stage and the Firefox and WebKit one (scripts/test.sh).
    reuseExistingServer: !process.env.CI || process.env.BROWSERS_BASE_URL === `http://localhost:${port}`,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
