/**
 * What the cross-browser suite does with a browser, the same words for Firefox (./firefox.ts) and WebKit
 * (./webkit.ts): each keeps its own protocol behind them. Clicks and keys are the browser's own input
 * events, never values set by script; scripts only read the page (and focus or scroll, as a visitor's
 * keyboard would).
 */
export interface Tab {
  readonly browser: string;
  /** Opens a path of the site and returns once the page has loaded (its `load` event). */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page with `args` (JSON values) and returns its JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Clicks the middle of the first element matching `selector`, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Focuses the first element matching `selector` and types `text` into it, one key event per character. */
  type(selector: string, text: string): Promise<void>;
  /** Presses and releases one named key on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Sizes the window so the page's viewport is about `width` by `height` CSS pixels, or as close as the browser allows. */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/** Keys the suite presses, by their DOM `key` names (as Puppeteer names them too). */
export const KEYS = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Tab: '\uE004',
  Home: '\uE011',
  End: '\uE010',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
} as const;

/** A key's name; the value in KEYS is its WebDriver code point. */
export type Key = keyof typeof KEYS;

/**
 * Waits until `fn` returns a truthy value in the page, checking again every 100 ms, and returns that value.
 * On timeout it throws with `what`, so a failure says which condition never came.
 */
export async function waitFor<A extends unknown[], R>(
  tab: Tab,
  what: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<Awaited<R>> {
  const timeout = 15_000;
  const until = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await tab.evaluate(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation under way can throw away the script's context: try again on the next page.
      last = error;
    }
    if (Date.now() > until) {
      const at = await tab.evaluate(() => location.href).catch(() => 'unknown');
      throw new Error(`${tab.browser}: ${what} did not happen within ${timeout} ms (at ${at}; last: ${String(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
