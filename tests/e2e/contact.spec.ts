import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';

/** Messages in the local Blobs sandbox of `netlify dev`, as the company reads them. */
function storedLeads(): string {
  return execFileSync('npx', ['tsx', 'scripts/leads.ts', 'list'], { encoding: 'utf8' });
}

const field = (page: Page, label: string) => page.locator('.contact-form').getByLabel(label, { exact: false }).first();

async function fill(page: Page, subject: string, labels: Record<string, string>) {
  await field(page, labels.nom!).fill('Muster');
  await field(page, labels.prenom!).fill('Anna');
  await field(page, labels.email!).fill('anna.muster@example.org');
  await field(page, labels.telephone!).fill('+41 79 123 45 67');
  await field(page, labels.sujet!).fill(subject);
  await field(page, labels.message!).fill('We would like a pergola of about 4 by 3 metres on our terrace.');
}

const EN = {
  nom: 'Last name',
  prenom: 'First name',
  email: 'E-mail',
  telephone: 'Phone',
  sujet: 'Subject',
  message: 'Message',
};
const FR = {
  nom: 'Nom',
  prenom: 'Prénom',
  email: 'E-mail',
  telephone: 'Téléphone',
  sujet: 'Sujet',
  message: 'Message',
};

for (const [path, labels, sent] of [
  ['/contact/', EN, 'Message sent!'],
  ['/fr/contact/', FR, 'Message envoyé!'],
] as const) {
  test(`a visitor sends the contact form on ${path} and the message is stored`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const submit = page.locator('.contact-form button[type="submit"]');
    await expect(submit).toBeDisabled();
    const subject = `E2E ${path} ${Date.now()}`;
    await fill(page, subject, labels);
    await page
      .locator('#contact-file')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n') });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText(sent)).toBeVisible();
    // Success resets the form, the file input included.
    await expect(field(page, labels.nom)).toHaveValue('');
    await expect(page.locator('#contact-file')).toHaveValue('');
    expect(storedLeads()).toContain(subject);
  });
}

test('an invalid e-mail keeps the submit disabled and says why, data kept', async ({ page }) => {
  await page.goto('/contact/');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await fill(page, 'Carport', EN);
  await field(page, 'E-mail').fill('not-an-address');
  await expect(page.locator('.contact-form button[type="submit"]')).toBeDisabled();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(field(page, 'Last name')).toHaveValue('Muster');
});

test('a product quote button prefills the subject', async ({ page }) => {
  await page.goto('/products/carports-v/');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.locator('.image-text').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/contact\/\?sujet=/);
  await expect(field(page, 'Subject')).toHaveValue(/Quote request: /);
});
