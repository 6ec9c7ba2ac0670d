import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 level A and AA: each version's tags. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe check of the page against WCAG 2.2 A/AA, to narrow with `.include()` or `.disableRules()` and run
 * with `.analyze()`. Only violations are asked for: the details of passed checks cost time and are never read.
 * Axe runs in the page itself (`axe.run`, which reaches its same-origin frames), not frame by frame with the
 * results merged in a blank page opened for it, which takes longer than the check: the site has no frame of
 * another origin (tests/e2e/page-kinds.spec.ts fails on any request to another origin).
 */
export function axeCheck(page: Page): AxeBuilder {
  // options() replaces every option, so it comes before withTags().
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
}
