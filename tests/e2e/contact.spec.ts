import { expect, test, type Page } from '@playwright/test';
import { staff } from '../helpers/staff';
import { savedMail, savedMails } from '../helpers/saved-mail';
import { hydrated } from '../helpers/open';

/** Messages in the local Blobs sandbox of `netlify dev`, as the company reads them. */
function storedLeads(): Promise<string> {
  return staff('leads', 'list');
}

/** The notification mail whose subject mentions `subject`, once it has arrived. */
const mailAbout = (subject: string) => savedMail(`about "${subject}"`, (mail) => mail.subject.includes(subject));

const field = (page: Page, label: string) => page.locator('.contact-form').getByLabel(label, { exact: false }).first();

/** Types each field key by key, as a visitor does. */
async function fill(page: Page, subject: string, labels: Record<string, string>) {
  await field(page, labels.nom!).pressSequentially('Muster');
  await field(page, labels.prenom!).pressSequentially('Anna');
  await field(page, labels.email!).pressSequentially('anna.muster@example.org');
  await field(page, labels.telephone!).pressSequentially('+41 79 123 45 67');
  await field(page, labels.sujet!).pressSequentially(subject);
  await field(page, labels.message!).pressSequentially('A pergola of 4 by 3 m.');
}

/** Opens a page with the contact form once its validation (loaded after the page) has taken over. */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  // The form's script comes when the visitor reaches for it (or at once when a link fills it in).
  await page.locator('.contact-form').getByRole('textbox').first().focus();
  await hydrated(page, 'contact-form');
  await expect(page.locator('.contact-form form')).toHaveAttribute('novalidate', '');
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
  // In English; the refusal below is in French, the form without JavaScript in both.
  ['/contact/', EN, 'Message sent!'],
] as const) {
  test(`a visitor sends the contact form on ${path} and the message is stored`, async ({ page }) => {
    await openForm(page, path);
    const submit = page.locator('.contact-form button[type="submit"]');
    await expect(submit).toBeDisabled();
    const subject = `E2E ${path} ${Date.now()}`;
    await fill(page, subject, labels);
    await page
      .locator('#contact-file')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n') });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.locator('.Toastify__toast')).toContainText(sent);
    // Success resets the form, the file input included.
    await expect(field(page, labels.nom)).toHaveValue('');
    await expect(page.locator('#contact-file')).toHaveValue('');
    expect(await storedLeads()).toContain(subject);
    // The company's notification: the visitor as Reply-To, the PDF attached, nothing sent twice.
    const mail = await mailAbout(subject);
    expect(mail.replyTo).toContain('anna.muster@example.org');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['plan.pdf']);
    expect(mail.attachments[0]!.content.toString()).toContain('%PDF-1.4');
    expect(savedMails().filter((m) => m.subject.includes(subject))).toHaveLength(1);
  });
}

test('the server refusing the message shows its reason and keeps every field', async ({ page }) => {
  await openForm(page, '/fr/contact/');
  const subject = `E2E refused ${Date.now()}`;
  await fill(page, subject, FR);
  // A PNG named .pdf: the browser only sees the name, the server reads the bytes and refuses it.
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  await page.locator('#contact-file').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: png });
  await page.locator('.contact-form button[type="submit"]').click();
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toContainText('Erreur');
  await expect(toast).toContainText('Certains champs demandent votre attention.');
  // The server's reason is shown under the field it concerns.
  await expect(page.locator('#contact-file-error')).toHaveText(/Ce type de fichier n'est pas accepté/);
  await expect(field(page, FR.sujet)).toHaveValue(subject);
  await expect(field(page, FR.message)).toHaveValue(/pergola/);
  expect(await storedLeads()).not.toContain(subject);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser checks the required fields before posting; a refused post lands on the localized error notice', async ({
    page,
  }) => {
    await page.goto('/fr/contact/');
    await test.step('the browser checks the required fields before posting', async () => {
      await page.locator('.contact-form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/fr\/contact\/$/);
      expect(await field(page, FR.nom).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    });
    await test.step('a refused post lands on the localized error notice', async () => {
      await fill(page, `E2E no-JS refused ${Date.now()}`, FR);
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      await page.locator('#contact-file').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: png });
      await page.locator('.contact-form button[type="submit"]').click();
      await expect(page).toHaveURL(/envoi=erreur&motif=invalid#envoi-erreur-invalid$/);
      await expect(page.locator('#envoi-erreur-invalid')).toBeVisible();
      await expect(page.locator('#envoi-erreur-invalid')).toContainText('Votre message n');
    });
  });

  test('the form posts, the message is stored and mailed, and the visitor sees the confirmation', async ({ page }) => {
    await page.goto('/fr/contact/');
    const subject = `E2E no-JS ${Date.now()}`;
    await fill(page, subject, FR);
    await page.locator('.contact-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/contact\/\?envoi=ok#envoi-ok$/);
    await expect(page.locator('#envoi-ok')).toBeVisible();
    await expect(page.locator('#envoi-ok')).toContainText('Message envoyé');
    await expect(page.locator('#envoi-erreur-invalid')).toBeHidden();
    expect(await storedLeads()).toContain(subject);
    await mailAbout(subject);
  });
});

test('an invalid e-mail keeps the submit disabled and says why; a connection lost while sending says so; data kept', async ({
  page,
}) => {
  await openForm(page, '/contact/');
  const submit = page.locator('.contact-form button[type="submit"]');
  await test.step('an invalid e-mail keeps the submit disabled and says why, data kept', async () => {
    await fill(page, 'Carport', EN);
    await field(page, 'E-mail').clear();
    await field(page, 'E-mail').pressSequentially('not-an-address');
    await expect(submit).toBeDisabled();
    await expect(page.locator('.contact-form').getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(field(page, 'Last name')).toHaveValue('Muster');
  });
  await test.step('a connection lost while sending says so and keeps every field', async () => {
    await page.route('**/api/contact', (route) => route.abort('connectionreset'));
    await field(page, 'E-mail').clear();
    await field(page, 'E-mail').pressSequentially('anna.muster@example.org');
    await submit.click();
    await expect(page.locator('.Toastify__toast')).toContainText(
      'An error occurred while sending the message. Please try again.',
    );
    await expect(field(page, EN.nom)).toHaveValue('Muster');
    await expect(field(page, EN.sujet)).toHaveValue('Carport');
    await expect(submit).toBeEnabled();
  });
});

test('what is typed before the validation has loaded is checked when it arrives', async ({ page }) => {
  // Hold the validation chunk back, as a slow connection would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact/');
  await fill(page, 'Carport', EN);
  await field(page, 'E-mail').clear();
  await field(page, 'E-mail').pressSequentially('not-an-address');
  await hydrated(page, 'contact-form');
  // Every key typed before the form's script arrived is still there once it has taken over.
  await expect(field(page, EN.nom)).toHaveValue('Muster');
  await expect(field(page, EN.message)).toHaveValue(/pergola/);
  // Meanwhile the browser's own validation guards the form, as without JavaScript.
  const submit = page.locator('.contact-form button[type="submit"]');
  await expect(page.locator('.contact-form form')).not.toHaveAttribute('novalidate', '');
  await expect(submit).toBeEnabled();
  release();
  await expect(submit).toBeDisabled();
  await expect(page.locator('.contact-form').getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.locator('.contact-form form')).toHaveAttribute('novalidate', '');
});

test('a product quote button prefills the subject', async ({ page }) => {
  await page.goto('/products/carports-v/');
  await page.locator('.image-text').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/contact\/\?devis=product&product=carports-v$/);
  await hydrated(page, 'contact-form');
  await expect(field(page, 'Subject')).toHaveValue(/^Quote request: .*carport/i);
});
