import { expect, test, type Page } from '@playwright/test';
import { open } from '../helpers/open';

test.describe('header on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the dropdown is keyboard operable and its links navigate', async ({ page }) => {
    await open(page, '/fr/');
    const toggle = page.getByRole('button', { name: 'Afficher les solutions' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#solutions-dropdown').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/fr\/products\/[a-z-]+\/$/);
  });

  test('language menu toggles on click and keeps the path under the chosen prefix', async ({ page }) => {
    await open(page, '/fr/products/carports-v/');
    const menu = page.locator('details.lang-menu');
    const toggle = page.locator('summary.lang-menu__button');
    await expect(toggle).toHaveAccessibleName(/Changer de langue/);
    await expect(page.locator('#lang-menu-list')).toBeHidden();
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    // Each language goes through /api/language, which remembers the choice, then lands on the same page.
    await expect(page.locator('#lang-menu-list a[hreflang="en"]')).toHaveAttribute(
      'href',
      `/api/language?to=${encodeURIComponent('/products/carports-v/')}`,
    );
    await expect(page.locator('#lang-menu-list a[hreflang="ar"]')).toHaveAttribute(
      'href',
      `/api/language?to=${encodeURIComponent('/ar/products/carports-v/')}`,
    );
    await page.keyboard.press('Escape');
    await expect(page.locator('#lang-menu-list')).toBeHidden();
    await toggle.click();
    await page.locator('#lang-menu-list a[hreflang="de"]').click();
    await expect(page).toHaveURL('/de/products/carports-v/');
    await page.locator('html[data-shell="ready"]').waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect((await page.context().cookies()).find((c) => c.name === 'nf_lang')?.value).toBe('de');
    // Choosing the current language changes nothing.
    await page.locator('summary.lang-menu__button').click();
    await page.locator('#lang-menu-list a[hreflang="de"]').click();
    await expect(page).toHaveURL('/de/products/carports-v/');
  });

  test('the language menu works before the page script has loaded', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-CH' });
    const page = await context.newPage();
    await page.goto('/contact/');
    await page.locator('summary.lang-menu__button').click();
    await page.locator('#lang-menu-list a[hreflang="it"]').click();
    await expect(page).toHaveURL('/it/contact/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    // The choice wins over the browser's German at the front door.
    await page.goto('/');
    await expect(page).toHaveURL('/it/');
    await context.close();
  });

  test('search toggle focuses the field, clears on close, and submits non-empty queries only', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Open search' });
    await toggle.click();
    const input = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(input).toBeFocused();
    await input.pressSequentially('   ');
    await input.press('Enter');
    await expect(page).toHaveURL('/');
    await input.pressSequentially('pergola');
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(input).toBeHidden();
    await toggle.click();
    await expect(input).toHaveValue('');
    await input.pressSequentially('pergola');
    await input.press('Enter');
    await expect(page).toHaveURL('/rechercher/?q=pergola');
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu slides in at 80% width; closing it closes the solutions submenu', async ({ page }) => {
    await open(page, '/');
    const openButton = page.getByRole('button', { name: 'Open the menu' });
    await openButton.click();
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel).toBeVisible();
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(Math.round(390 * 0.8));
    const submenuToggle = panel.getByRole('button', { name: 'Show the solutions' });
    await submenuToggle.click();
    await expect(page.locator('#mobile-solutions')).toBeVisible();
    await page.getByRole('button', { name: 'Close the menu' }).click();
    await expect(panel).toBeHidden();
    await openButton.click();
    await expect(page.locator('#mobile-solutions')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(openButton).toBeFocused();
  });
});

/** What a page's head says, as the prerendered HTML and the live document both can be read. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    description: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('href')),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
  }));
}

test("a link followed is a page load with the new page's own head, fetched ahead where the browser can", async ({
  page,
}) => {
  // What a visitor arriving directly at the page gets, to compare with.
  await open(page, '/ar/contact/');
  const expected = await headOf(page);
  const heading = await page.locator('main h1').textContent();

  await open(page, '/ar/products/carports-v/');
  // Speculation Rules: same-site pages are prerendered on hover or press, never the /api/ urls.
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
  expect(JSON.stringify(rules)).toContain('/api/*');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.locator('footer a[href="/ar/contact/"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL('/ar/contact/');
  await expect(page.locator('main h1')).toHaveText(heading!);
  expect(await headOf(page)).toEqual(expected);
  // A document of its own: no script carried the old page's state over.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the header works before its script has run: the dropdown on hover, the language menu on click', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/fr/');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /^Nos solutions$/i })
    .hover();
  await expect(page.locator('#solutions-dropdown')).toBeVisible();
  await page.locator('summary.lang-menu__button').click();
  await expect(page.locator('#lang-menu-list')).toBeVisible();
  await context.close();
});
