import type { Page } from '@playwright/test';
import type { IslandName } from '../../src/islands/registry';

/** Opens a page and waits until the shell's script answers (the header's toggles and menus). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-shell="ready"]').waitFor();
}

/** Waits until an island of the page has been hydrated: its script now handles what it shows. */
export async function hydrated(page: Page, name: IslandName) {
  await page.locator(`[data-island="${name}"][data-hydrated="true"]`).first().waitFor({ state: 'attached' });
}
