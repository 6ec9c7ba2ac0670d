import { expect, test, type Page } from '@playwright/test';
import { format } from '../../src/i18n/format';
import { formatChf, formatNumber, formatRange } from '../../src/lib/estimate-format';
import { readGenerated } from '../helpers/generated';
import { hydrated, open } from '../helpers/open';
import { axeCheck } from '../helpers/axe';
import { retype } from '../helpers/retype';

/**
 * The pergola budget estimator of the budget article, in French (a decimal comma) and in Arabic (right to left):
 * sized key by key, its range announced as it changes, sent to the contact page with the subject and message
 * written, with and without JavaScript. Words come from the built catalogues (src/generated/i18n/, typography
 * applied), numbers are worked out by hand (figures of content/estimator.yaml). Every language's number forms
 * are held in Node: tests/unit/estimate.test.ts for the sentences, tests/gates/number-forms.test.ts on every page.
 */
const LOCALES = [
  { locale: 'fr', prefix: '/fr', formatLocale: 'fr-CH', decimal: ',' },
  { locale: 'ar', prefix: '/ar', formatLocale: 'ar', decimal: '.' },
] as const;

const catalogue = (locale: string) => readGenerated<Record<string, string>>(`i18n/${locale}.json`);

/** The live region's sentence for a total, as the locale writes it. */
const totalText = (s: Record<string, string>, formatLocale: string, min: number, max: number) =>
  format(s['estimator.result.total']!, {
    range: formatRange({ min, max }, formatLocale),
  });

/** Replaces a field's text by typing, key by key, as a visitor does. */
/** The estimator's field of this label. */
const field = (page: Page, label: string) => page.locator('.estimator').getByLabel(label, { exact: true });

for (const { locale, prefix, formatLocale, decimal } of LOCALES) {
  const s = catalogue(locale);
  const article = `${prefix}/conseils/budget-pergola-suisse/`;
  const contact = `${prefix}/contact/`;
  const total = (min: number, max: number) => totalText(s, formatLocale, min, max);

  test.describe(`${article}`, () => {
    test('sizing a pergola key by key updates the announced range, and the quote request is written into the contact form', async ({
      page,
    }) => {
      await open(page, article);
      const estimator = page.locator('.estimator');
      const live = estimator.locator('[role="status"]');
      await expect(live).toHaveAttribute('aria-live', 'polite');
      // Wood, 4 × 3 m = 12 m²: 12 × 745 = 8940 to 12 × 1893 = 22716; 12 × 1.5 = 18 h: 900 to 1800.
      await expect(live).toHaveText(total(9840, 24516));

      // Arrow keys move through the kinds (down is forward in both directions of writing).
      await estimator.getByRole('radio', { name: s['estimator.type.wooden'] }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(estimator.getByRole('radio', { name: s['estimator.type.bioclimatic'] })).toBeChecked();
      // Bioclimatic 12 m²: 9600 to 18000; 15.6 → 16 h: 800 to 1600.
      await expect(live).toHaveText(total(10400, 19600));

      // 5 × 3 = 15 m²: 12000 to 22500; 19.5 → 20 h: 1000 to 2000.
      await retype(field(page, s['estimator.width.label']!), '5');
      await expect(live).toHaveText(total(13000, 24500));

      // Too wide: the field says why and what to do, the result says to correct it.
      await retype(field(page, s['estimator.width.label']!), `12${decimal}5`);
      const width = estimator.getByLabel(s['estimator.width.label']!, { exact: true });
      await expect(width).toHaveAttribute('aria-invalid', 'true');
      await expect(estimator.locator('#estimator-width-error')).toHaveText(
        format(s['estimator.error.tooLarge']!, { max: formatNumber(12, formatLocale) }),
      );
      await expect(live).toHaveText(s['estimator.result.invalid']!);

      await retype(field(page, s['estimator.width.label']!), '4');
      await expect(width).not.toHaveAttribute('aria-invalid', 'true');
      await expect(live).toHaveText(total(10400, 19600));

      // The checkboxes, by keyboard: permit 100 to 500, delivery 50 to 150.
      await estimator.getByLabel(s['estimator.permit.label']!).focus();
      await page.keyboard.press('Space');
      await expect(live).toHaveText(total(10500, 20100));
      await page.keyboard.press('Tab');
      await expect(estimator.getByLabel(s['estimator.delivery.label']!)).toBeFocused();
      await page.keyboard.press('Space');
      // The budget article's worked example: 10550 to 20250 CHF.
      await expect(live).toHaveText(total(10550, 20250));
      await expect(estimator.locator('tr[data-line="permit"] td')).toHaveText(
        formatRange({ min: 100, max: 500 }, formatLocale),
      );

      // The state lives in the url: shared or reloaded, the estimate stays.
      await expect(page).toHaveURL(/type=bioclimatic&width=4&depth=3&permit=1&delivery=1/);
      await page.reload();
      await hydrated(page, 'estimator');
      await expect(live).toHaveText(total(10550, 20250));

      // The accessibility check runs on the estimator as a visitor leaves it.
      const axe = await axeCheck(page).include('.estimator').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await estimator.getByRole('button', { name: s['estimator.submit'] }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`^[^?]*${contact.replace(/\//g, '\\/')}\\?devis=pergola&`));
      // The shell writes the request from the estimate's parameters in the url; the island keeps it.
      await hydrated(page, 'contact-form');
      const form = page.locator('.contact-form');
      const subject = format(s['estimator.quote.subject']!, {
        type: s['estimator.type.bioclimatic']!,
        width: '4',
        depth: '3',
      });
      await expect(form.locator('#contact-sujet')).toHaveValue(subject);
      const message = form.locator('#contact-message');
      // 4 × 3 = 12 m², whatever the language's unit abbreviation.
      await expect(message).toHaveValue(/\(12\s\S+²\)/);
      await expect(message).toHaveValue(
        new RegExp(
          `${formatChf(10550, formatLocale).replace(/[.]/g, '\\.')}.*${formatChf(20250, formatLocale).replace(/[.]/g, '\\.')}`,
        ),
      );
    });
  });

  test.describe(`${article} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the plain form lands on the contact page with the subject and the message filled in', async ({ page }) => {
      await page.goto(article);
      const estimator = page.locator('.estimator');
      // The figures stay readable: the content's price table and the estimator's own.
      await expect(estimator.locator('.estimator__figures')).toContainText(formatChf(1893, formatLocale));
      // Written by the author in the language's own way: 1893, 1’893…
      await expect(page.locator('.prose table').first()).toContainText(/1\D?893/);
      await estimator.getByRole('radio', { name: s['estimator.type.bioclimatic'] }).check();
      await estimator.getByLabel(s['estimator.permit.label']!).check();
      await estimator.getByLabel(s['estimator.delivery.label']!).check();
      await retype(field(page, s['estimator.depth.label']!), '3');
      await estimator.getByRole('button', { name: s['estimator.submit'] }).click();
      await expect(page).toHaveURL(/\/api\/estimate\?/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const form = page.locator('.contact-form');
      await expect(form.locator('#contact-sujet')).toHaveValue(
        format(s['estimator.quote.subject']!, { type: s['estimator.type.bioclimatic']!, width: '4', depth: '3' }),
      );
      await expect(form.locator('#contact-message')).toHaveValue(/\(12\s\S+²\)/);
      await expect(form.locator('#contact-message')).toHaveValue(
        new RegExp(formatChf(20250, formatLocale).replace(/[.]/g, '\\.')),
      );
      // The form still posts to the contact function, which sends the visitor back to the contact page.
      await expect(form.locator('form')).toHaveAttribute('action', '/api/contact');
      await expect(form.locator('input[name="page"]')).toHaveValue(contact);
    });
  });
}

test('a pergola product opens the estimator on its own kind', async ({ page }) => {
  const s = catalogue('fr');
  await open(page, '/fr/products/pergola-toile/');
  await expect(page.locator('.estimator').getByRole('radio', { name: s['estimator.type.aluminium'] })).toBeChecked();
  await open(page, '/fr/products/pergolas-bioclimatique/');
  await expect(page.locator('.estimator').getByRole('radio', { name: s['estimator.type.bioclimatic'] })).toBeChecked();
});

test('the pergolas page shows the estimator block, and a page without one does not load its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await open(page, '/de/pergolas/');
  await expect(page.locator('.estimator h2')).toHaveText(catalogue('de')['estimator.title']!);
  // Its code comes when the visitor first uses it.
  await page.locator('.estimator input[type="radio"]').first().focus();
  await hydrated(page, 'estimator');
  expect(scripts.some((p) => /\/Estimator-[\w-]+\.js$/.test(p))).toBe(true);
  scripts.length = 0;
  await open(page, '/de/carports/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((p) => /\/Estimator-[\w-]+\.js$/.test(p))).toEqual([]);
});

test('a size out of bounds sent without the page gets a message that says what to do', async ({ request }) => {
  const response = await request.get('/api/estimate?locale=de&type=wooden&width=40&depth=3');
  expect(response.status()).toBe(400);
  expect(await response.text()).toBe(format(catalogue('de')['estimator.server.invalid']!, { min: '1.5', max: '12' }));
});
