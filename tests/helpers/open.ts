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

/**
 * The islands of the page that wake by themselves and are not hydrated yet: on screen (`visible`, any of its
 * children in the viewport) or with a query in the page's url (src/islands/loader.ts).
 * Runs in the page.
 */
function islandsStillWaking(): string[] {
  const onScreen = (island: Element) =>
    [...island.children].some((child) => {
      const box = child.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    });
  const wakes: Record<string, (island: Element) => boolean> = {
    visible: onScreen,
    query: () => location.search !== '',
  };
  return [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated="true"])')]
    .filter((island) => wakes[island.dataset.when!]?.(island))
    .map((island) => island.dataset.island!);
}

/**
 * Waits until every island that wakes by itself has been hydrated, so what is checked next sees the page as a
 * visitor who waited does. When one is not within 15 s, the error names it.
 */
export async function islandsAwake(page: Page) {
  const noneWaking = `(${islandsStillWaking.toString()})().length === 0`;
  await page.waitForFunction(noneWaking, undefined, { timeout: 15_000 }).catch(async () => {
    const waiting = await page.evaluate(islandsStillWaking).catch(() => ['(the page is gone)']);
    throw new Error(`These islands wake by themselves but were not hydrated in 15 s: ${waiting.join(', ')}`);
  });
}
