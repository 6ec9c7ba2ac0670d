import { expect, test, type Page } from '@playwright/test';
import { staff } from '../helpers/staff';
import { linkIn } from '../helpers/newsletter-mail';
import { savedMail } from '../helpers/saved-mail';
import { hydrated } from '../helpers/open';
import { axeCheck } from '../helpers/axe';

/**
 * Double opt-in through `netlify dev`: subscribe in the footer, open the link of the mail the local mailbox
 * saved (.state/mailbox/), which only lands on a page with one button (opening a link confirms nothing),
 * press it, see the confirmation page, then leave with the mail's unsubscribe link; with and without
 * JavaScript.
 */

/** The mail the local mailbox received for `address`, once it has arrived. */
const mailTo = (address: string) =>
  savedMail(`to ${address}`, (mail) => (mail.headers.get('to') ?? '').includes(address));

/** Confirmed subscribers, as staff read them. */
const confirmedList = () => staff('leads', 'newsletter', 'list');

/** Types the address into the footer field with the keyboard and sends it with Enter. */
async function subscribe(page: Page, address: string) {
  const field = page.locator('#newsletter-email');
  await field.focus();
  await field.pressSequentially(address);
  await page.keyboard.press('Enter');
}

async function expectNoAxeViolation(page: Page) {
  const results = await axeCheck(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('with JavaScript: subscribe, confirm from the mail, unsubscribe from the landing page', async ({ page }) => {
  // Two landing pages, each checked with axe: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const address = `e2e-js-${Date.now()}@example.org`;
  await page.goto('/de/conseils/');
  // The form's script arrives when the visitor first reaches for it.
  await page.locator('#newsletter-email').focus();
  await hydrated(page, 'newsletter-form');
  await subscribe(page, address);
  // The toast (the first request also starts the function, which can take a few seconds under netlify dev).
  await expect(page.getByText('Fast geschafft!').filter({ visible: true })).toBeVisible({ timeout: 15_000 });
  // Still on the page: the script sent the form.
  await expect(page).toHaveURL(/\/de\/conseils\/$/);

  const mail = await mailTo(address);
  expect(mail.subject).toContain('Bestätigen Sie Ihr Abonnement');
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers.get('list-unsubscribe')).toBe(`<${linkIn(mail, 'unsubscribe')}>`);
  expect(linkIn(mail, 'confirm')).not.toContain('example.org');

  await page.goto(linkIn(mail, 'confirm'));
  await expect(page).toHaveURL(/\/de\/newsletter\/confirmer\/$/);
  expect(await confirmedList()).not.toContain(address);
  await page.locator('html[data-shell="ready"]').waitFor();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Abonnement bestätigen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/newsletter\/confirmation\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnement bestätigt');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await confirmedList()).toContain(address);

  await page.goto(linkIn(mail, 'unsubscribe'));
  await expect(page).toHaveURL(/\/de\/newsletter\/desinscription\/$/);
  await page.locator('html[data-shell="ready"]').waitFor();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Abmelden' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/newsletter\/desinscrit\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind abgemeldet');
  expect(await confirmedList()).not.toContain(address);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('subscribe, confirm from the mail, unsubscribe with the one button', async ({ page }) => {
    // Five page loads and three form posts: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const address = `e2e-nojs-${Date.now()}@example.org`;
    await page.goto('/fr/');
    await subscribe(page, address);
    await expect(page).toHaveURL(/\/fr\/\?newsletter=ok#newsletter-ok$/, { timeout: 15_000 });
    await expect(page.locator('#newsletter-ok')).toBeVisible();
    await expect(page.locator('#newsletter-ok')).toContainText('Presque terminé');

    const mail = await mailTo(address);
    expect(mail.subject).toContain('Confirmez votre inscription');
    await page.goto(linkIn(mail, 'confirm'));
    await expect(page).toHaveURL(/\/fr\/newsletter\/confirmer\/$/);
    expect(await confirmedList()).not.toContain(address);
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/newsletter\/confirmation\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée');
    expect(await confirmedList()).toContain(address);

    await page.goto(linkIn(mail, 'unsubscribe'));
    await expect(page).toHaveURL(/\/fr\/newsletter\/desinscription\/$/);
    await page.getByRole('button', { name: 'Me désinscrire' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/newsletter\/desinscrit\/$/);
    expect(await confirmedList()).not.toContain(address);
  });
});

test.describe('in an Italian browser', () => {
  test.use({ locale: 'it-CH', javaScriptEnabled: false });

  test('a tampered link lands on the localized error page', async ({ page }) => {
    await page.goto('/api/newsletter/confirm?token=bm90LmEudG9rZW4.c2lnbmF0dXJl');
    await expect(page).toHaveURL(/\/it\/newsletter\/erreur\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questo link non funziona più');
  });
});
