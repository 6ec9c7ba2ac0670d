/**
 * A quote link opened as is, nothing typed: the contact page writes the subject and message from the
 * estimator's parameters, in its own language, as the estimator words them; free text in the url is
 * never written into the form.
 */
import { expect, test, type Page } from '@playwright/test';
import { estimate, type EstimateInput } from '../../src/lib/estimate';
import { quoteRequest } from '../../src/lib/estimate-format';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { solarQuoteRequest } from '../../src/lib/solar-format';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import { readGenerated } from '../helpers/generated';
import { hydrated } from '../helpers/open';
import { GENEVA_ROOF, SOLAR_CONFIG } from '../helpers/solar-input';
import { builtSolarWords } from '../helpers/solar-words';

const estimator = readGenerated<{ config: EstimatorConfig }>('estimator.json');
const catalogue = (locale: string) => readGenerated<Record<string, string>>(`i18n/${locale}.json`);
const DAY = '2026-11-28';

const subject = (page: Page) => page.locator('#contact-sujet');
const message = (page: Page) => page.locator('#contact-message');

test('a link with free text in the url fills in nothing, without a hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/fr/contact/?sujet=Urgent&message=Payez%20la%20facture%20jointe');
  await hydrated(page, 'contact-form');
  await expect(subject(page)).toHaveValue('');
  await expect(message(page)).toHaveValue('');
  expect(errors).toEqual([]);
});

test("a pergola estimate's link is written in French, as the estimator writes it", async ({ page }) => {
  await page.goto('/fr/contact/?devis=pergola&type=bioclimatic&width=4&depth=3&permit=1&delivery=1&sujet=Urgent');
  const input: EstimateInput = { type: 'bioclimatic', width: 4, depth: 3, permit: true, delivery: true };
  const fr = catalogue('fr');
  const request = quoteRequest(input, estimate(estimator.config, input), 'fr-CH', (key) => fr[key] ?? key);
  await expect(subject(page)).toHaveValue(request.subject);
  await expect(message(page)).toHaveValue(request.message);
  await expect(message(page)).toHaveValue(/CHF\u00a010\u202f550/);
  // The form's own script keeps what the shell wrote.
  await hydrated(page, 'contact-form');
  await expect(subject(page)).toHaveValue(request.subject);
});

test("a solar estimate's link is written in Arabic with the figures of the visitor's day", async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${DAY}T11:00:00Z`));
  await page.goto(
    '/ar/contact/?devis=solar&country=CH&region=GE&mount=roof&area=30&spaces=2&orientation=south&pitch=medium&people=&consumption=4500&km=0&battery=0',
  );
  const request = solarQuoteRequest(GENEVA_ROOF, solarEstimate(SOLAR_CONFIG, GENEVA_ROOF, DAY), builtSolarWords('ar'));
  await expect(subject(page)).toHaveValue(request.subject);
  await expect(message(page)).toHaveValue(request.message);
  expect(request.subject).toContain(catalogue('ar')['solar.region.GE']);
});

test('a link whose figures are out of bounds fills in nothing', async ({ page }) => {
  await page.goto('/fr/contact/?devis=pergola&type=bioclimatic&width=40&depth=3');
  await hydrated(page, 'contact-form');
  await expect(subject(page)).toHaveValue('');
  await expect(message(page)).toHaveValue('');
});
