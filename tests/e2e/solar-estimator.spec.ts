import { expect, test, type Page } from '@playwright/test';
import { solarEstimate, type SolarInput } from '../../src/lib/solar-estimate';
import { solarFigures, solarQuoteRequest, type SolarWords } from '../../src/lib/solar-format';
import { periodOn } from '../../src/lib/solar-periods';
import { solarAnswer } from '../../src/lib/solar-sentences';
import { savedMail } from '../helpers/saved-mail';
import { GENEVA_ROOF, SOLAR_CONFIG as config } from '../helpers/solar-input';
import { builtSolarWords } from '../helpers/solar-words';
import { hydrated, open } from '../helpers/open';
import { axeCheck } from '../helpers/axe';
import { retype } from '../helpers/retype';

/**
 * The solar estimator of /energie-solaire/ with the browser's clock set to another day: typed key by key
 * before and after its island wakes, its answer announced with the figures in force that day (or "being
 * updated" where a table has none), its months drawn and tabled, its breakdown opened with the keyboard and
 * checked by axe, then the quote request shown in the contact form before the form's script arrives and
 * received in the local mailbox with the month of its figures; and the same form without JavaScript. The
 * expected sentences are the model's (src/lib/solar-estimate.ts, worked by hand in
 * tests/unit/solar-estimate.test.ts) in the built catalogues' words.
 */
const say = (w: SolarWords, key: string) => w.strings[key]!;

/** The sentences of the live region for an input on a day, as the locale writes them. */
const answers = (w: SolarWords, input: SolarInput, day: string) =>
  solarAnswer(config, solarEstimate(config, input, day), w).map((a) => a.text);

/** Sets the browser's clock to noon in Geneva on `day`, before the page loads. */
const setDay = (page: Page, day: string) => page.clock.setFixedTime(new Date(`${day}T11:00:00Z`));

/** Replaces a field's text by typing, key by key, as a visitor does. */

const DAY = '2027-01-02';
const LOCALES = [
  { locale: 'fr', prefix: '/fr', month: 'janvier 2027' },
  { locale: 'ar', prefix: '/ar', month: 'يناير 2027' },
] as const;

for (const { locale, prefix, month } of LOCALES) {
  const w = builtSolarWords(locale);
  const path = `${prefix}/energie-solaire/`;

  test(`${path} on ${DAY}: typed before and after the island wakes, the saving being updated, the request in the mailbox`, async ({
    page,
  }) => {
    // A visit from the estimator to the mailbox, typed key by key and checked by axe on the way.
    test.setTimeout(90_000);
    await setDay(page, DAY);
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
    await retype(page.locator('#solar-area'), '36');
    await hydrated(page, 'solar-estimator');
    await expect(live).toHaveText(answers(w, { ...GENEVA_ROOF, area: 36 }, DAY).join(''));
    // The Swiss tariff of 2026 has ended: the saving says it is being updated, the subsidy is still there.
    await expect(live.locator('[data-answer="save"]')).toContainText(say(w, 'solar.updating.saving'));
    await expect(live.locator('[data-answer="figures"]')).toContainText(month);
    // After: back to 30 m², a car driving 10 000 km a year and a 5 kWh battery.
    await retype(page.locator('#solar-area'), '30');
    await retype(page.locator('#solar-km'), '10000');
    await estimator.locator('#solar-battery').selectOption('5');
    const input = { ...GENEVA_ROOF, km: 10000, battery: 5 };
    await expect(live).toHaveText(answers(w, input, DAY).join(''));
    for (const param of ['region=GE', 'mount=roof', 'area=30', 'km=10000', 'battery=5'])
      expect(new URL(page.url()).search).toContain(param);

    // The months: twelve rows for screen readers, January drawn on the right in Arabic.
    const chart = estimator.locator('.solar-chart');
    await expect(chart.locator('tbody tr')).toHaveCount(12);
    await expect(chart.locator('tbody tr').first().locator('th')).toHaveText(w.calendar.months[0]!);
    const januaryX = Number(
      await chart.locator('svg.solar-chart__bars g').first().locator('rect').first().getAttribute('x'),
    );
    expect(januaryX > 300).toBe(locale === 'ar');

    // The breakdown opens from the keyboard; each figure names its assumption and its source.
    await estimator.locator('summary').focus();
    await page.keyboard.press('Enter');
    const subsidy = estimator.locator('tr[data-line="subsidy"]');
    await expect(subsidy).toBeVisible();
    const pronovo = periodOn(config.countries.CH.subsidy.periods, DAY)!;
    await expect(subsidy.locator('a')).toHaveAttribute('href', pronovo.source.url!);
    await expect(estimator.locator('tr[data-line="tariff"] td').first()).toHaveText(say(w, 'solar.updating.value'));
    await expect(estimator.locator('tr[data-line="price"]')).toContainText(say(w, 'solar.source.assumption'));
    // The company's own figures have no "Source" link.
    await expect(estimator.locator('tr[data-line="price"] a')).toHaveCount(0);
    const axe = await axeCheck(page).include('.estimator--solar').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await estimator.getByRole('button', { name: say(w, 'solar.submit') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact/\\?devis=solar&`));
    const result = solarEstimate(config, input, DAY);
    const request = solarQuoteRequest(input, result, w);
    // Written in by the shell, while the form's own script is still held back.
    await expect(page.locator('#contact-sujet')).toHaveValue(request.subject);
    await expect(page.locator('#contact-message')).toHaveValue(request.message);
    await expect(page.locator('[data-island="contact-form"][data-hydrated="true"]')).toHaveCount(0);
    release();
    await page.locator('#contact-nom').focus();
    await hydrated(page, 'contact-form');
    const name = `Sol${Date.now()}${locale}`;
    await page.locator('#contact-nom').pressSequentially(name);
    await page.locator('#contact-prenom').pressSequentially('Lea');
    await page.locator('#contact-email').pressSequentially('lea@example.org');
    await page.locator('#contact-telephone').pressSequentially('+41 79 123 45 67');
    await expect(page.locator('#contact-message')).toHaveValue(request.message);
    const submit = page.locator('.contact-form button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.click();
    const mail = await savedMail(`from ${name}`, (m) => m.text.includes(name));
    // The contact function strips invisible format characters from one-line fields, Arabic's isolates among them.
    const spaced = (text: string) => text.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ');
    expect(spaced(mail.subject)).toContain(spaced(request.subject));
    // The request arrives with its sizing and the month of the figures it was worked out with.
    const figures = solarFigures(result, w);
    for (const figure of [figures.kwp, figures.production, figures.figures])
      expect(spaced(mail.text)).toContain(spaced(figure));
    expect(spaced(mail.text)).toContain(month);
  });
}

test('/energie-solaire/ on 1 June 2028: the estimate still shown, each money line from a period in force or being updated', async ({
  page,
}) => {
  const day = '2028-06-01';
  const w = builtSolarWords('en');
  await setDay(page, day);
  await open(page, '/energie-solaire/');
  const estimator = page.locator('.estimator--solar');
  const live = estimator.locator('[role="status"]');
  // The island wakes on the first choice and keeps it.
  await estimator.locator('#solar-region').selectOption('74');
  await hydrated(page, 'solar-estimator');
  const savoie = { ...GENEVA_ROOF, country: 'FR' as const, region: '74' };
  await expect(live).toHaveText(answers(w, savoie, day).join(''));
  await expect(live.locator('[data-answer="produce"]')).toContainText('5.4 kWp');
  await expect(live.locator('[data-answer="figures"]')).toContainText('Figures in force in June 2028.');
  // Each money line comes from a period in force that day, or says it is being updated: never an old figure.
  for (const [input, country] of [
    [savoie, config.countries.FR],
    [GENEVA_ROOF, config.countries.CH],
  ] as const) {
    if (input !== savoie) await estimator.locator('#solar-region').selectOption(input.region);
    const save = live.locator('[data-answer="save"]');
    if (periodOn(country.tariff.periods, day)) await expect(save).not.toContainText(say(w, 'solar.updating.saving'));
    else await expect(save).toContainText(say(w, 'solar.updating.saving'));
    await expect(live).toHaveText(answers(w, input, day).join(''));
  }
});

test('/fr/energie-solaire/ on 29 November 2026: the French figures that could not be confirmed are being updated, the Swiss ones shown; on 15 May 2026 the French ones shown', async ({
  page,
}) => {
  const w = builtSolarWords('fr');
  const updating = say(w, 'solar.updating.value');
  const savoie = { ...GENEVA_ROOF, country: 'FR' as const, region: '74' };
  const estimator = page.locator('.estimator--solar');
  const live = estimator.locator('[role="status"]');
  const value = (line: string) => estimator.locator(`tr[data-line="${line}"] td`).first();
  for (const day of ['2026-11-29', '2026-05-15']) {
    await setDay(page, day);
    await open(page, '/fr/energie-solaire/');
    await estimator.locator('#solar-region').selectOption('74');
    await hydrated(page, 'solar-estimator');
    await expect(live).toHaveText(answers(w, savoie, day).join(''));
    await estimator.locator('summary').focus();
    await page.keyboard.press('Enter');
    const withheld = day === '2026-11-29';
    for (const line of ['tariff', 'feedIn', 'saving', 'subsidy'])
      if (withheld) await expect(value(line), line).toHaveText(updating);
      else await expect(value(line), line).not.toHaveText(updating);
    if (withheld) {
      await expect(live.locator('[data-answer="save"]')).toContainText(say(w, 'solar.updating.saving'));
      // Geneva on the same day: the Swiss tables are all in force.
      await estimator.locator('#solar-region').selectOption('GE');
      await expect(live).toHaveText(answers(w, GENEVA_ROOF, day).join(''));
      for (const line of ['tariff', 'feedIn', 'saving', 'subsidy'])
        await expect(value(line), line).not.toHaveText(updating);
    } else {
      // 5.4 kWp × 80 € of premium, and 4 c€ per kWh for the surplus.
      await expect(value('subsidy')).toHaveText(solarFigures(solarEstimate(config, savoie, day), w).subsidy);
      await expect(value('feedIn')).toHaveText(/^4\s?c€/);
    }
  }
});

test('choosing a carport lays the modules flat; back on a roof they take the usual pitch', async ({ page }) => {
  const w = builtSolarWords('it');
  await open(page, '/it/energie-solaire/');
  const estimator = page.locator('.estimator--solar');
  const pitch = estimator.locator('#solar-pitch');
  await expect(pitch).toHaveValue('medium');
  // With the keyboard: focus the roof's radio (the island wakes on it) and move to the carport.
  await estimator.getByRole('radio', { name: say(w, 'solar.mount.roof') }).focus();
  await hydrated(page, 'solar-estimator');
  await page.keyboard.press('ArrowDown');
  await expect(estimator.getByRole('radio', { name: say(w, 'solar.mount.carport') })).toBeChecked();
  await expect(pitch).toHaveValue('flat');
  await page.keyboard.press('ArrowUp');
  await expect(pitch).toHaveValue('medium');
});

test.describe('/fr/energie-solaire/ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows its months; the plain form lands on the contact page with the estimate, its months and the request', async ({
    page,
  }) => {
    const w = builtSolarWords('fr');
    await page.goto('/fr/energie-solaire/');
    const estimator = page.locator('.estimator--solar');
    await expect(estimator.locator('.solar-chart svg.solar-chart__bars')).toBeVisible();
    await expect(estimator.locator('.solar-chart tbody tr')).toHaveCount(12);
    await estimator.locator('#solar-region').selectOption('74');
    await estimator.getByRole('radio', { name: say(w, 'solar.mount.carport') }).check();
    await retype(page.locator('#solar-spaces'), '2');
    await estimator.locator('#solar-pitch').selectOption('flat');
    await retype(page.locator('#solar-km'), '10000');
    await estimator.getByRole('button', { name: say(w, 'solar.submit') }).click();
    await expect(page).toHaveURL(/\/api\/solar-estimate\?/);
    const input: SolarInput = {
      ...GENEVA_ROOF,
      country: 'FR',
      region: '74',
      mount: 'carport',
      spaces: 2,
      pitch: 'flat',
      km: 10000,
    };
    // The function works out the estimate on its own day; the size and the production do not depend on it.
    const result = solarEstimate(config, input, '2026-11-28');
    const figures = solarFigures(result, w);
    await expect(page.locator('#contact-sujet')).toHaveValue(solarQuoteRequest(input, result, w).subject);
    const message = await page.locator('#contact-message').inputValue();
    for (const figure of [figures.kwp, figures.production]) expect(message).toContain(figure);
    const answer = page.locator('.solar-answer');
    await expect(answer.locator('[data-answer="produce"]')).toHaveText(solarAnswer(config, result, w)[0]!.text);
    await expect(answer.locator('.solar-chart tbody tr')).toHaveCount(12);
  });
});

test('the solar carport and the charging station open the estimator on a carport', async ({ page }) => {
  const w = builtSolarWords('it');
  for (const product of ['carports-solaire', 'borne-recharge-electrique']) {
    await open(page, `/it/products/${product}/`);
    await expect(
      page.locator('.estimator--solar').getByRole('radio', { name: say(w, 'solar.mount.carport') }),
    ).toBeChecked();
    await expect(page.locator('#solar-pitch')).toHaveValue('flat');
  }
});
