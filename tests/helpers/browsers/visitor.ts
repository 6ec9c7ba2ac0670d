import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { format } from '../../../src/i18n/format';
import { formatRange } from '../../../src/lib/estimate-format';
import { readGenerated } from '../generated';
import { savedMail } from '../saved-mail';
import { waitFor, type Tab } from './tab';

/**
 * What a visitor does on the site, the same steps in every browser given (./in-*.test.ts), against the site
 * served by tests/browsers/run.sh. Pages are static HTML whose islands wake on use: like the Chromium tests (tests/e2e/),
 * the steps act as soon as a page has loaded, before its islands have hydrated, and then wait for what the
 * page shows once they have.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

const mailAbout = (subject: string) => savedMail(`about "${subject}"`, (mail) => mail.subject.includes(subject));

/** The English catalogue as the build wrote it (typography applied). */
const strings = readGenerated<Record<string, string>>('i18n/en.json');
const estimatedTotal = (min: number, max: number) =>
  format(strings['estimator.result.total']!, {
    range: formatRange({ min, max }, 'en-CH'),
  });

const shellReady = () => document.documentElement.dataset.shell === 'ready';
const hydrated = (name: string) => document.querySelector(`[data-island="${name}"][data-hydrated="true"]`) !== null;
// checkVisibility() also sees what a closed <details> hides, which keeps its box in some engines.
const shown = (selector: string) => document.querySelector(selector)?.checkVisibility() === true;
const hidden = (selector: string) => document.querySelector(selector)?.checkVisibility() === false;
const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
const value = (selector: string) => document.querySelector<HTMLInputElement>(selector)?.value ?? null;
const focused = (selector: string) => document.activeElement === document.querySelector(selector);

/** The URL tests/browsers/run.sh hands the suite, once it serves the site (and WebKit's driver and proxy). */
export function fromRunner(name: 'BROWSERS_BASE_URL' | 'WEBKIT_DRIVER_URL'): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run this suite with \`npm run test:browsers\`, which serves the site first`);
  return value;
}

/** Opens a path and waits until the shell's script (header menus, search box) has started. */
async function open(tab: Tab, path: string) {
  await tab.goto(path);
  await waitFor(tab, `the shell of ${path} starting`, shellReady);
}

export function visitorSuite(browser: string, start: () => Promise<Tab>) {
  describe(`a visitor in ${browser}`, () => {
    let tab: Tab;
    beforeAll(async () => {
      tab = await start();
      await tab.resize(desktop.width, desktop.height);
    });
    afterAll(async () => {
      await tab?.close();
    });

    test('a legal page fetches its entry script and no island chunk', async () => {
      await open(tab, '/mentions-legales/');
      // Scrolled to the end with the page loaded: an island that waits for visibility would wake now.
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitFor(
        tab,
        'two frames after scrolling',
        () =>
          new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
      );
      const scripts = await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    });

    test('the mobile menu opens and closes at phone width', async () => {
      await tab.resize(phone.width, phone.height);
      try {
        await open(tab, '/');
        const toggle = 'button.mobile-menu__toggle';
        expect(await tab.evaluate(shown, toggle)).toBe(true);
        expect(await tab.evaluate(hidden, '#mobile-menu-panel')).toBe(true);
        await tab.click(toggle);
        await waitFor(tab, 'the side menu opening', shown, '#mobile-menu-panel');
        expect(await tab.evaluate(() => document.querySelector('button.mobile-menu__toggle')!.ariaExpanded)).toBe(
          'true',
        );
        await tab.press('Escape');
        await waitFor(tab, 'the side menu closing on Escape', hidden, '#mobile-menu-panel');
        expect(await tab.evaluate(focused, toggle)).toBe(true);
      } finally {
        await tab.resize(desktop.width, desktop.height);
      }
    });

    test('the language menu leads to the same page in French', async () => {
      await open(tab, '/contact/');
      expect(await tab.evaluate(hidden, '#lang-menu-list')).toBe(true);
      await tab.click('summary.lang-menu__button');
      await waitFor(tab, 'the language menu opening', shown, '#lang-menu-list');
      await tab.click('#lang-menu-list a[hreflang="fr"]');
      // Through /api/language, which remembers the choice, to the French page.
      await waitFor(tab, 'the French contact page', () => location.pathname === '/fr/contact/');
      await waitFor(tab, 'the French shell starting', shellReady);
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe('fr');
      // The choice is remembered (a cookie the front door reads): choosing English again leaves it for the next steps.
      await tab.click('summary.lang-menu__button');
      await waitFor(tab, 'the French language menu opening', shown, '#lang-menu-list');
      await tab.click('#lang-menu-list a[hreflang="en"]');
      await waitFor(tab, 'the English contact page', () => location.pathname === '/contact/');
      await open(tab, '/');
      expect(await tab.evaluate(() => [location.pathname, document.documentElement.lang])).toEqual(['/', 'en']);
    });

    test('the header search box sends the query to the search page, which finds it', async () => {
      await open(tab, '/');
      await tab.click('button.search-box__toggle');
      await waitFor(tab, 'the search field opening focused', focused, '#header-search-input');
      await tab.type('#header-search-input', 'pergola');
      await tab.press('Enter');
      await waitFor(tab, 'the search page', () => location.pathname + location.search === '/rechercher/?q=pergola');
      await waitFor(tab, 'search results', () => document.querySelectorAll('.search-result').length > 0);
      expect(await tab.evaluate(text, '.search-results__list')).toMatch(/pergola/i);
    });

    test('the contact form, typed key by key, sends a mail to the company', async () => {
      await tab.goto('/contact/');
      const subject = `Cross-browser ${browser} ${Date.now()}`;
      // The first keys land before the form's script has come: they must stay.
      await tab.type('#contact-nom', 'Muster');
      await tab.type('#contact-prenom', 'Anna');
      await tab.type('#contact-email', 'anna.muster@example.org');
      await tab.type('#contact-telephone', '+41 79 123 45 67');
      await tab.type('#contact-sujet', subject);
      await tab.type('#contact-message', 'We would like a pergola of about 4 by 3 metres on our terrace.');
      await waitFor(tab, 'the contact form hydrating', hydrated, 'contact-form');
      expect(await tab.evaluate(value, '#contact-nom')).toBe('Muster');
      expect(await tab.evaluate(value, '#contact-sujet')).toBe(subject);
      await waitFor(
        tab,
        'the send button enabling',
        () => !document.querySelector<HTMLButtonElement>('.contact-form button[type="submit"]')!.disabled,
      );
      await tab.click('.contact-form button[type="submit"]');
      await waitFor(tab, 'the success message', () =>
        (document.querySelector('.Toastify__toast')?.textContent ?? '').includes('Message sent!'),
      );
      // Success empties the form; the company's notification has the visitor as Reply-To.
      expect(await tab.evaluate(value, '#contact-nom')).toBe('');
      const mail = await mailAbout(subject);
      expect(mail.replyTo).toContain('anna.muster@example.org');
      expect(mail.text).toContain('pergola of about 4 by 3 metres');
    });

    test('typing in the article filter narrows the list and the url follows', async () => {
      await tab.goto('/conseils/');
      const cards = () => document.querySelectorAll('.article-grid .article-card').length;
      const all = await tab.evaluate(cards);
      await tab.type('#article-search', 'carport');
      await waitFor(tab, 'the article list hydrating', hydrated, 'article-list');
      expect(await tab.evaluate(value, '#article-search')).toBe('carport');
      await waitFor(tab, 'the address following the filter', () => location.search === '?q=carport');
      const titles = await waitFor(
        tab,
        'the list narrowing',
        (before: number) => {
          const headings = [
            ...document.querySelectorAll('.article-grid .article-card h2, .article-grid .article-card h3'),
          ];
          return headings.length > 0 && headings.length < before ? headings.map((h) => h.textContent) : null;
        },
        all,
      );
      expect(titles!.join('\n')).toContain('Choosing a carport');
    });

    test('a gallery filter pressed before its script arrived filters the gallery', async () => {
      await tab.goto('/realisations/');
      const filter = '.gallery .filter-buttons .chip:nth-child(3)';
      expect(await tab.evaluate(text, filter)).toBe('Rolling roofs');
      const all = await tab.evaluate(() => document.querySelectorAll('.gallery__tile').length);
      await tab.click(filter);
      await waitFor(tab, 'the gallery hydrating', hydrated, 'gallery');
      await waitFor(
        tab,
        'the filter pressed',
        (selector: string) => document.querySelector(selector)!.ariaPressed === 'true',
        filter,
      );
      const tiles = await tab.evaluate(() => document.querySelectorAll('.gallery__tile').length);
      expect(tiles).toBeGreaterThan(0);
      expect(tiles).toBeLessThan(all);
    });

    test('the estimator gives a new figure when a size is typed', async () => {
      await open(tab, '/conseils/budget-pergola-suisse/');
      // Wood, 4 × 3 m = 12 m²: 8940 to 22716, and 18 h at 50 to 100 an hour.
      expect(await tab.evaluate(text, '.estimator__total')).toBe(estimatedTotal(9840, 24516));
      await tab.click('#estimator-width');
      await tab.press('End');
      await tab.press('Backspace');
      await tab.type('#estimator-width', '5');
      await waitFor(tab, 'the estimator hydrating', hydrated, 'estimator');
      // 5 × 3 m = 15 m²: 11175 to 28395; 22.5 h, rounded up to 23: 1150 to 2300.
      const total = estimatedTotal(12325, 30695);
      await waitFor(
        tab,
        `the total "${total}"`,
        (t: string) => document.querySelector('.estimator__total')?.textContent === t,
        total,
      );
    });

    test('the before/after slider moves by keyboard, from before its script arrived', async () => {
      await tab.goto('/');
      const slider = 'input.before-after__range';
      await tab.evaluate((selector: string) => {
        const range = document.querySelector<HTMLInputElement>(selector)!;
        range.scrollIntoView({ block: 'center' });
        range.focus();
      }, slider);
      await tab.press('End');
      await waitFor(tab, 'the slider hydrating', hydrated, 'before-after');
      expect(await tab.evaluate(value, slider)).toBe('100');
      await waitFor(
        tab,
        'the slider announcing 100%',
        (selector: string) =>
          document.querySelector(selector)!.getAttribute('aria-valuetext') === 'Before 100% · After 0%',
        slider,
      );
      await tab.press('Home');
      await tab.press('ArrowRight');
      expect(await tab.evaluate(value, slider)).toBe('1');
      expect(await tab.evaluate((s: string) => document.querySelector(s)!.getAttribute('aria-valuetext'), slider)).toBe(
        'Before 1% · After 99%',
      );
    });
  });
}
