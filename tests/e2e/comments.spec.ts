import { expect, test, type Page } from '@playwright/test';
import { staff } from '../helpers/staff';
import { open } from '../helpers/open';
import { axeCheck } from '../helpers/axe';

/**
 * The comment form of an article, typed key by key and sent with the keyboard: a comment with three
 * links is refused in the page's language, a proper one is stored as pending and moderated with
 * `npm run comments`.
 */
const ARTICLE = 'pergola-zones-cotieres';

/** The moderation command on the local Blobs sandbox of `netlify dev`. */
function comments(...args: string[]): Promise<string> {
  return staff('comments', ...args);
}

/** Types the comment as a person does, then sends it from the keyboard (Tab to the button, Enter). */
async function write(page: Page, labels: { name: string; email: string; message: string }, values: typeof labels) {
  const form = page.locator('.comment-form');
  for (const key of ['name', 'email', 'message'] as const) {
    const input = form.getByLabel(labels[key]);
    await input.focus();
    await input.pressSequentially(values[key], { delay: 5 });
  }
  await page.keyboard.press('Tab');
  await expect(form.locator('button[type="submit"]')).toBeFocused();
  await page.keyboard.press('Enter');
}

// Refused in French, stored in English below; that the function answers in the visitor's language is held in
// Node (tests/staff/comments.test.ts).
for (const { prefix, labels, refused } of [
  {
    prefix: '/fr',
    labels: { name: 'Nom', email: 'E-mail', message: 'Message' },
    refused: /^Votre commentaire contient plus de 2\s+liens\. Gardez-en 2\s+au plus, puis envoyez-le à nouveau\.$/,
  },
]) {
  test(`${prefix}/conseils/${ARTICLE}/: a comment with three links is refused in the page's language`, async ({
    page,
  }) => {
    // Three fields typed key by key, then axe: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await open(page, `${prefix}/conseils/${ARTICLE}/`);
    const name = `Links ${prefix || 'en'} ${Date.now() % 1_000_000}`;
    await write(page, labels, {
      name,
      email: 'links@example.org',
      message: 'Cheap pergolas https://a.example/1 https://b.example/2 www.c.example',
    });
    const error = page.locator('#comment-message-error');
    await expect(error).toHaveText(refused);
    const message = page.locator('.comment-form').getByLabel(labels.message);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue(/www\.c\.example$/);
    const results = await axeCheck(page).include('.comment-form').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await comments('list')).not.toContain(name);
  });
}

test('a proper comment is stored as pending, listed by `npm run comments`, and rejected by it', async ({ page }) => {
  await open(page, `/conseils/${ARTICLE}/`);
  const name = `Reader ${Date.now() % 1_000_000}`;
  await write(
    page,
    { name: 'Name', email: 'E-mail', message: 'Message' },
    {
      name,
      email: 'reader@example.org',
      message: 'Thanks, the part on salt spray answered my question. More at https://a.example/notes',
    },
  );
  await expect(page.locator('.Toastify__toast')).toContainText('Your comment will appear once it has been moderated.');
  await expect(page.locator('.comment-form').getByLabel('Name')).toHaveValue('');
  const listed = (await comments('list')).split('\n').find((line) => line.includes(name));
  expect(listed).toContain(ARTICLE);
  expect(listed).toContain('reader@example.org');
  // Left pending, it would be in every later run's list: moderation removes it, e-mail included.
  const id = listed!.split(/\s+/)[0]!;
  expect(await comments('reject', id)).toContain(`Rejected ${id} by ${name}`);
  expect(await comments('list')).not.toContain(name);
});
