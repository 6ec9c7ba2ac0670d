import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { format } from '../../src/i18n/format';
import { pluralFormKey } from '../../src/i18n/plural';
import { solarEstimate, type SolarInput } from '../../src/lib/solar-estimate';
import { solarFigures, solarQuoteRequest } from '../../src/lib/solar-format';
import { solarEstimatorSchema } from '../../src/schemas/solar-estimator';
import { savedMail } from '../helpers/saved-mail';
import { GENEVA_ROOF } from '../helpers/solar-input';
import { hydrated, open } from '../helpers/open';

/**
 * The solar estimator of /energie-solaire/ in French, German and Arabic: typed key by key before and after
 * its island wakes, its three answers announced, its breakdown opened with the keyboard and checked by axe,
 * then the quote request shown in the contact form before the form's script arrives and received in the
 * local mailbox with the sizing; and the same form without JavaScript. The expected sentences are the
 * model's (src/lib/solar-estimate.ts, checked by hand in tests/unit/solar-estimate.test.ts) in the built
 * catalogues' words.
 */
const LOCALES = [
  { locale: 'fr', prefix: '/fr', numberLocale: 'fr-CH' },
  { locale: 'de', prefix: '/de', numberLocale: 'de-CH' },
  { locale: 'ar', prefix: '/ar', numberLocale: 'ar' },
] as const;

const config = solarEstimatorSchema.parse(parse(readFileSync('content/solar-estimator.yaml', 'utf8')));
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(`src/generated/i18n/${locale}.json`, 'utf8')) as Record<string, string>;

/** The three sentences of the live region for an input, as the locale writes them. */
function answers(s: Record<string, string>, locale: string, numberLocale: string, input: SolarInput) {
  const result = solarEstimate(config, input);
  const figures = solarFigures(result, numberLocale, (key) => s[key]!);
  // The payback sentence is counted: the form of its range's upper end, as the page's `tn` picks it.
  const subsidy = pluralFormKey('solar.result.subsidy', result.payback.max, locale, (k) => k in s);
  return [s['solar.result.produce']!, s['solar.result.save']!, s[subsidy]!].map((text) => format(text, figures));
}

/** Replaces a field's text by typing, key by key, as a visitor does. */
async function retype(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await input.pressSequentially(text);
}

for (const { locale, prefix, numberLocale } of LOCALES) {
  const s = catalogue(locale);
  const path = `${prefix}/energie-solaire/`;

  test(`${path}: an estimate typed before and after the island wakes, then the quote request in the mailbox`, async ({
    page,
  }) => {
    // The contact form's script is held back, to see the request written in before it arrives.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ContactForm-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, path);
    const estimator = page.locator('.estimator--solar');
    const live = estimator.locator('[role="status"]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    // Before its script: the field takes the keys; the island wakes on them and keeps what was typed.
    await retype(page, 'solar-area', '36');
    await hydrated(page, 'solar-estimator');
    await expect(live).toHaveText(answers(s, locale, numberLocale, { ...GENEVA_ROOF, area: 36 }).join(''));
    // After: back to 30 m², and a car driving 10 000 km a year.
    await retype(page, 'solar-area', '30');
    await retype(page, 'solar-km', '10000');
    const input = { ...GENEVA_ROOF, km: 10000 };
    await expect(live).toHaveText(answers(s, locale, numberLocale, input).join(''));
    await expect(page).toHaveURL(/region=GE&mount=roof&area=30&.*km=10000/);

    // The breakdown opens from the keyboard; each figure names its assumption and its source.
    await estimator.locator('summary').focus();
    await page.keyboard.press('Enter');
    const subsidy = estimator.locator('tr[data-line="subsidy"]');
    await expect(subsidy).toBeVisible();
    await expect(subsidy.locator('a')).toHaveAttribute('href', config.countries.CH.subsidy.source.url!);
    await expect(estimator.locator('tr[data-line="price"]')).toContainText(s['solar.source.assumption']!);
    const axe = await new AxeBuilder({ page })
      .include('.estimator--solar')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await estimator.getByRole('button', { name: s['solar.submit'] }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact/\\?sujet=`));
    const request = solarQuoteRequest(input, solarEstimate(config, input), 'GE Genève', numberLocale, (k) => s[k]!);
    // Written in by the shell, while the form's own script is still held back.
    await expect(page.locator('#contact-sujet')).toHaveValue(request.subject);
    await expect(page.locator('#contact-message')).toHaveValue(request.message);
    await expect(page.locator('[data-island="contact-form"][data-hydrated="true"]')).toHaveCount(0);
    release();
    await page.locator('#contact-nom').focus();
    await hydrated(page, 'contact-form');
    const name = `Sol${Date.now()}`;
    await page.locator('#contact-nom').pressSequentially(name);
    await page.locator('#contact-prenom').pressSequentially('Lea');
    await page.locator('#contact-email').pressSequentially('lea@example.org');
    await page.locator('#contact-telephone').pressSequentially('+41 79 123 45 67');
    await expect(page.locator('#contact-message')).toHaveValue(request.message);
    const submit = page.locator('.contact-form button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.click();
    const mail = await savedMail(`from ${name}`, (m) => m.text.includes(name));
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    expect(spaced(mail.subject)).toContain(spaced(request.subject));
    // The sizing arrives with the request: size, production and subsidy as the visitor saw them.
    const figures = solarFigures(solarEstimate(config, input), numberLocale, (k) => s[k]!);
    for (const figure of [figures.kwp, figures.production, figures.subsidy])
      expect(spaced(mail.text)).toContain(spaced(figure));
  });

  test.describe(`${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the plain form lands on the contact page with the installation and its estimate written in', async ({
      page,
    }) => {
      await page.goto(path);
      const estimator = page.locator('.estimator--solar');
      await estimator.locator('#solar-region').selectOption('74');
      await estimator.getByRole('radio', { name: s['solar.mount.carport'] }).check();
      await retype(page, 'solar-spaces', '2');
      await estimator.locator('#solar-pitch').selectOption('flat');
      await retype(page, 'solar-km', '10000');
      await estimator.getByRole('button', { name: s['solar.submit'] }).click();
      await expect(page).toHaveURL(/\/api\/solar-estimate\?/);
      const input: SolarInput = {
        ...GENEVA_ROOF,
        country: 'FR',
        region: '74',
        mount: 'carport',
        area: 30,
        spaces: 2,
        pitch: 'flat',
        km: 10000,
      };
      const request = solarQuoteRequest(
        input,
        solarEstimate(config, input),
        '74 Haute-Savoie',
        numberLocale,
        (k) => s[k]!,
      );
      await expect(page.locator('#contact-sujet')).toHaveValue(request.subject);
      await expect(page.locator('#contact-message')).toHaveValue(request.message);
    });
  });
}

test('the solar carport and the charging station open the estimator on a carport', async ({ page }) => {
  const s = catalogue('it');
  for (const product of ['carports-solaire', 'borne-recharge-electrique']) {
    await open(page, `/it/products/${product}/`);
    await expect(
      page.locator('.estimator--solar').getByRole('radio', { name: s['solar.mount.carport'] }),
    ).toBeChecked();
  }
});
