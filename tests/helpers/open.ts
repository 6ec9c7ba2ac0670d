import type { Page } from '@playwright/test';
import type { IslandName } from '../../src/islands/registry';

/** Opens a page and waits until the shell's script answers (the header's toggles and menus). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-shell="ready"]').waitFor();
}

/**
 * Waits until an island of the page has been hydrated: its script now handles what it shows. When it is
 * not, the error lists the scripts the page received, so the one that never came can be named.
 */
export async function hydrated(page: Page, name: IslandName) {
  await page
    .locator(`[data-island="${name}"][data-hydrated="true"]`)
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(async () => {
      const received = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name.replace(location.origin, ''))
          .filter((path) => path.endsWith('.js')),
      );
      throw new Error(`The ${name} island was not hydrated in 15 s; scripts received: ${received.join(', ')}`);
    });
}
