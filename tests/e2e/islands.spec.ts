import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ISLANDS, type IslandName } from '../../src/islands/registry';
import { hydrated } from '../helpers/open';

/*
 * Pages are documents; only islands (src/islands/registry.ts) load code, each on its rule. These tests
 * load pages as a visitor does, act before anything has loaded, and watch what the browser fetches.
 */

const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[];

/**
 * Each island's chunk name, as the build names it: its component's file (`contact-form` is
 * `ContactForm-1a2b.js`), found among the chunks the build's manifest (dist/.vite/manifest.json) loads on demand.
 */
const CHUNK_OF: Record<string, string | undefined> = (() => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { name?: string; isDynamicEntry?: boolean }
  >;
  const chunks = new Set(Object.values(manifest).flatMap((c) => (c.isDynamicEntry && c.name ? [c.name] : [])));
  const component = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return Object.fromEntries(
    ISLAND_NAMES.map((name) => [name, chunks.has(component(name)) ? component(name) : undefined]),
  );
})();

/** The scripts a page fetches from the moment it is opened, by file name without hash. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace(/^.*\/|-[\w-]{8}\.js$/g, ''));
  });
  return scripts;
}

test('the build has a chunk of its own, named after its component, for every island', () => {
  expect(
    ISLAND_NAMES.filter((name) => !CHUNK_OF[name]),
    'islands whose component file is named otherwise',
  ).toEqual([]);
});

test('a legal page fetches its entry script and no framework code', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/fr/mentions-legales/');
  await page.waitForLoadState('networkidle');
  // Work a page leaves until the browser is idle asks for its code then: once it has been idle, none did.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['app']);
});

test('an article fetches no framework code until the visitor reaches for an island', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/conseils/choisir-carport/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['app']);
  // Touching the comment form wakes that island alone.
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await hydrated(page, 'comment-form');
  expect(scripts).toContain(CHUNK_OF['comment-form']);
  for (const other of ['contact-form', 'estimator', 'gallery', 'reviews', 'site-search'])
    expect(scripts, other).not.toContain(CHUNK_OF[other]);
});

for (const path of ['/contact/', '/fr/realisations/', '/de/products/pergolas-bioclimatique/', '/it/conseils/']) {
  test(`${path} loads the chunks of its own islands only`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Scrolled to the end, every island that waits for visibility wakes too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const present = new Set(
      await page.locator('[data-island]').evaluateAll((els) => els.map((e) => e.getAttribute('data-island'))),
    );
    for (const [name, chunk] of Object.entries(CHUNK_OF))
      if (!present.has(name)) expect(scripts, `${name} is not on ${path}`).not.toContain(chunk);
  });
}

test('the newsletter field keeps what was typed as its script arrived, and the script sends it', async ({ page }) => {
  await page.goto('/fr/mentions-legales/');
  const email = page.getByRole('textbox', { name: /e-mail/i });
  await email.pressSequentially('lecteur@example.org');
  await hydrated(page, 'newsletter-form');
  await expect(email).toHaveValue('lecteur@example.org');
  await email.press('Enter');
  // Sent by the script: the page stays, a notification says so.
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/fr\/mentions-legales\/$/);
});

test('Share pressed before its script arrived still shares', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/products/carports-v/');
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a carousel arrow pressed before its script arrived moves the carousel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const next = page.getByRole('button', { name: 'Next reviews' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await hydrated(page, 'reviews');
  await expect(page.locator('.reviews__progress')).toHaveAttribute('aria-valuenow', '2');
});

test('a gallery filter pressed before its script arrived filters the gallery', async ({ page }) => {
  await page.goto('/realisations/');
  const filter = page.getByRole('button', { name: 'Rolling roofs' });
  await filter.click();
  await hydrated(page, 'gallery');
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  const all = await page.locator('.gallery__tile').count();
  expect(all).toBeGreaterThan(0);
  expect(all).toBeLessThan(14);
});
