import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Tab } from './tab';

/**
 * Firefox through WebDriver BiDi: Debian's firefox-esr driven by puppeteer-core (which never downloads a
 * browser), headless, with a profile made for this run and removed after it.
 */

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Starts Firefox and returns its first tab, opened on nothing yet, as a tab of `baseUrl`. */
export async function openFirefox(baseUrl: string): Promise<Tab> {
  const profile = mkdtempSync(join(tmpdir(), 'terraluce-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    // The suite closes the browser itself; a test runner's signals end the whole process group (tests/browsers/run.sh).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());

  return {
    browser: 'firefox',
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    async evaluate(fn, ...args) {
      return (await page.evaluate(fn as never, ...(args as unknown as never[]))) as never;
    },
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    async close() {
      try {
        await browser.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
