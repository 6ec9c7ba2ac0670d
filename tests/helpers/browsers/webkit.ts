import type { Key, Tab } from './tab';
import { KEYS } from './tab';

/**
 * WebKit through WebDriver classic: Debian's WebKitWebDriver (started by tests/browsers/run.sh on its own port, so
 * nothing downloads a driver) drives WebKitGTK's MiniBrowser in automation mode. A few plain HTTP calls are
 * all the suite needs, so no client library stands between the test and the protocol.
 */

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

interface WebDriverError {
  error: string;
  message: string;
}

async function call(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = value as WebDriverError;
    throw new Error(`WebKitWebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return value;
}

/** The MiniBrowser of the installed WebKitGTK: `webkit2gtk-driver` brings it (and its driver). */
export const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Starts a MiniBrowser session on the WebKitWebDriver at `driverUrl` and returns it as a tab of `baseUrl`. */
export async function openWebKit(driverUrl: string, baseUrl: string): Promise<Tab> {
  const session = (await call(`${driverUrl}/session`, 'POST', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  })) as { sessionId: string };
  const at = `${driverUrl}/session/${session.sessionId}`;
  const command = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => call(at + path, method, body);

  const element = async (selector: string) => {
    const found = (await command('POST', '/element', { using: 'css selector', value: selector })) as Record<
      string,
      string
    >;
    return found[ELEMENT]!;
  };

  /**
   * Clicks or types into an element. WebKitWebDriver refuses either ("element not interactable", nothing
   * done) when the layout moves between its scrolling to the element and its check, as it can while a page
   * settles on a busy machine: then it brings the element to the middle of the window and tries again, for a
   * few seconds.
   */
  const interact = async (selector: string, action: 'click' | 'value', body: unknown) => {
    const until = Date.now() + 5_000;
    for (;;) {
      try {
        await command('POST', `/element/${await element(selector)}/${action}`, body);
        return;
      } catch (error) {
        if (!String(error).includes('element not interactable') || Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tab.evaluate((s: string) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), selector);
      }
    }
  };

  const tab: Tab = {
    browser: 'webkit',
    async goto(path) {
      await command('POST', '/url', { url: new URL(path, baseUrl).href });
    },
    async evaluate(fn, ...args) {
      return (await command('POST', '/execute/sync', {
        script: `return (${fn.toString()}).apply(null, arguments);`,
        args,
      })) as never;
    },
    async click(selector) {
      await interact(selector, 'click', {});
    },
    async type(selector, text) {
      // Element Send Keys focuses the field and dispatches a key down and up for each character.
      await interact(selector, 'value', { text });
    },
    async press(key: Key) {
      const value = KEYS[key];
      await command('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      });
    },
    async resize(width, height) {
      // The window's rectangle includes MiniBrowser's toolbar: size it once, then add what the chrome took.
      await command('POST', '/window/rect', { width, height });
      const [chromeWidth, chromeHeight] = await tab.evaluate(() => [
        window.outerWidth - window.innerWidth,
        window.outerHeight - window.innerHeight,
      ]);
      await command('POST', '/window/rect', { width: width + chromeWidth!, height: height + chromeHeight! });
    },
    async close() {
      await command('DELETE', '');
    },
  };
  return tab;
}
