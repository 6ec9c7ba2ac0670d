import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { parse } from 'yaml';
import { appendComment } from '../../scripts/staff/comments';
import { fieldOf } from '../../scripts/cms/zod-fields';
import {
  articleSchema,
  commentFileSchema,
  productSchema,
  type Locale,
  type PublishedComment,
} from '../../src/schemas/index';
import { contentStepCopy, pageData } from '../helpers/content-step-copy';
import { axeCheck } from '../helpers/axe';

/**
 * The authors' editor at /admin/ as `npm start` serves it: Decap CMS on this checkout's own files through its
 * local backend (decap-server, started by scripts/local/serve.sh), with no account. Everything is typed key by key.
 * Each test puts back the files it wrote, whatever happens, so a second try starts clean: once in a CI run the
 * media library did not list its pictures and the article test waited out its limit.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000, retries: 1 });

// Decap draws a screen once it has read the collection through the local backend: on a busy machine longer
// than the suite's wait, and a wait cut short here reruns every test of this serial file.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * One browser page for the whole file, signed in by the first test: the editor is a single page of 5 MB of
 * script, which a page of its own per test would load, compile and sign in again each time. Each test reaches
 * its screen by the editor's own urls (`show`). Decap asks before leaving an entry with unsaved changes:
 * a test that failed halfway leaves the next one free to go.
 */
let page: Page;
test.beforeAll(async ({ browser }, workerInfo) => {
  const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
  page = await context.newPage();
  page.on('dialog', (dialog) => dialog.accept());
});
test.afterAll(async () => {
  await page?.context().close();
});

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

/** Files under content/ and public/images/ that differ from the last commit, as git lists them. */
function touched(): Set<string> {
  return new Set(
    git('status', '--porcelain', '--untracked-files=all', '--', 'content', 'public/images')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3)),
  );
}

/** Runs `body`, then restores every file it changed or created under content/ and public/images/. */
async function restoring(body: (changed: () => string[]) => Promise<void>) {
  const before = touched();
  const changed = () => [...touched()].filter((f) => !before.has(f)).sort();
  try {
    await body(changed);
  } finally {
    for (const file of changed()) {
      const tracked = git('ls-files', '--', file).trim() !== '';
      if (tracked) git('checkout', '--', file);
      else {
        rmSync(file, { force: true });
        // A folder made for the file goes with it; one that still holds files stays (rmdir refuses).
        try {
          rmdirSync(dirname(file));
        } catch {
          /* not empty */
        }
      }
    }
  }
}

/**
 * Shows `screen` (`entries/carports-v`, `new`) of a collection in the signed-in editor. Through the collection's
 * list first, so the entry's editor mounts afresh and reads the files as they are now: the same url twice
 * would keep the entry as the last test saved it, before that test put its files back.
 */
async function show(collection: string, screen: string) {
  await page.goto(`/admin/#/collections/${collection}`);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await page.goto(`/admin/#/collections/${collection}/${screen}`);
}

/** Opens an entry with German in the second pane, beside English. */
async function openInGerman(collection: string, entry: string) {
  await show(collection, `entries/${entry}`);
  await page.getByRole('button', { name: 'Writing in FR' }).click();
  await page.getByRole('menuitem', { name: 'DE' }).click();
  await expect(page.getByRole('button', { name: 'Writing in DE' })).toBeVisible();
}

/** Saves the entry through the local backend, which writes the files at once (deployed, saving opens a pull request). */
async function publish() {
  // The notice of the last test's save, if it still shows, is not this one's.
  await expect(page.getByText('Entry saved')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Entry saved')).toBeVisible();
}

/** The `n`th field called `name` on the page, in the order the editor shows them (English pane first). */
const fieldNamed = (name: string, n = 0) => page.locator(`[id^="${name}-field-"]`).nth(n);

async function type(name: string, n: number, value: string) {
  const input = fieldNamed(name, n);
  await input.click();
  await input.pressSequentially(value, { delay: 2 });
}

/**
 * Decap's own screens, held to the site's accessibility bar and its privacy: nothing is asked of another origin
 * than the site and the local backend. scripts/cms/admin/ darkens Decap's pale greys and teal and names its bare
 * icon controls; one rule stays off: `nested-interactive`, for the Markdown toolbar's menus, a `role="button"`
 * around a <button> in Decap's markup (the inner one is out of the tab order and the tree, but axe counts any
 * focusable element inside). The page's first test: it signs in for the others.
 */
test("the editor's screens pass axe and ask nothing of another origin: sign-in, collections, lists, the Markdown body", async ({
  baseURL,
}) => {
  const origins = new Set<string>();
  const listen = (r: Request) => origins.add(new URL(r.url()).origin);
  page.on('request', listen);
  const violations = async (where: string) => {
    const axe = await axeCheck(page).disableRules(['nested-interactive']).analyze();
    return axe.violations.map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  const found: string[] = [];
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  found.push(...(await violations('sign-in')));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Articles' }).first()).toBeVisible();
  found.push(...(await violations('collections')));
  await page.getByRole('link', { name: 'Articles' }).first().click();
  await expect(page.getByText('Choosing a carport')).toBeVisible();

  await page.goto('/admin/#/collections/products/entries/carports-v');
  await expect(page.getByRole('button', { name: 'Move' }).first()).toBeVisible();
  found.push(...(await violations('a product with lists')));

  await show('articles', 'new');
  await expect(page.getByRole('textbox', { name: 'Body' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Component' }).first()).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Markdown' }).first()).toHaveAttribute('aria-checked', 'false');
  found.push(...(await violations('a new article')));
  expect(found).toEqual([]);
  page.off('request', listen);
  const port = Number(new URL(baseURL!).port);
  const allowed = [new URL(baseURL!).origin, `http://localhost:${port - 800}`];
  expect([...origins].filter((o) => !allowed.includes(o))).toEqual([]);

  // Kept out of search engines and the sitemap (the site's search indexes only prerendered pages); the site's own,
  // stricter policy is not loosened for it.
  const response = await page.request.get('/admin/');
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  expect((await page.request.get('/contact/')).headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/admin/');
});

/**
 * What the test types in each language, field by field, in the order the editor shows them: short, since every
 * key goes through the editor's whole form, but each body long enough for the content step's language check, and
 * French with its own apostrophe.
 */
const ARTICLE = {
  en: {
    title: 'Lighting a pergola',
    date: '2026-11-20',
    author: 'Claire Morand',
    alt: 'A lit pergola at dusk',
    introTitle: 'Why light matters',
    introContent: 'Good light keeps the terrace pleasant.',
    ctaText: 'See a lit pergola?',
    button: 'Request a free quote',
    link: '/contact/',
    seoTitle: 'Pergola lighting',
    seoDescription: 'How to light a pergola.',
    section: 'Pergolas',
    body: 'Warm white strips along the beams light the table.',
  },
  fr: {
    title: 'Éclairer une pergola pour les soirées d’été',
    date: '2026-11-20',
    author: 'Claire Morand',
    alt: 'Une pergola éclairée le soir',
    introTitle: 'La lumière compte',
    introContent: 'Un bon éclairage prolonge la soirée.',
    ctaText: 'Voir une pergola éclairée ?',
    button: 'Demander un devis gratuit',
    link: '/contact/',
    seoTitle: 'Éclairage de pergola',
    seoDescription: 'Comment éclairer une pergola.',
    section: 'Pergolas',
    body: 'Des rubans blanc chaud le long des poutres éclairent la table.',
  },
};

/** Fills one language's pane (0: English, 1: French) of a new article. */
async function writeArticle(pane: 0 | 1, a: (typeof ARTICLE)['en']) {
  await type('title', pane * 3, a.title);
  await type('date', pane, a.date);
  await type('author', pane, a.author);
  // The English pane's button reads "Choose different image" once it has one: the first left is this pane's.
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  // The media library lists its pictures from the local backend; a minute is ample (a retry reopens the editor).
  // A click that lands while the list is still being drawn selects nothing: the picture is clicked again until
  // "Choose selected" can be pressed, as a person would.
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(async () => {
    await page.getByText('pergola-zones-cotieres.svg', { exact: true }).click();
    await expect(choose).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await choose.click();
  await type('alt', pane, a.alt);
  await type('title', pane * 3 + 1, a.introTitle);
  await type('content', pane, a.introContent);
  await type('text', pane, a.ctaText);
  await type('buttonText', pane, a.button);
  await type('link', pane, a.link);
  await type('title', pane * 3 + 2, a.seoTitle);
  await type('description', pane, a.seoDescription);
  await type('section', pane, a.section);
  const body = page.locator('[contenteditable="true"]').nth(pane);
  await body.click();
  await body.pressSequentially(a.body, { delay: 2 });
  // The estimator, from the body's toolbar, under the paragraph.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add Component' }).nth(pane).click();
  await page.getByRole('menuitem', { name: 'Budget estimator', exact: true }).click();
}

test('an article written in English and French through the editor becomes two valid files', async () => {
  await restoring(async (changed) => {
    await show('articles', 'new');
    await writeArticle(0, ARTICLE.en);
    await writeArticle(1, ARTICLE.fr);
    await publish();

    const slug = 'lighting-a-pergola';
    const files = changed();
    const written = (locale: string) => `content/articles/${slug}.${locale}.mdx`;
    expect(files).toContain(written('en'));
    expect(files).toContain(written('fr'));
    // Only this article's files: the languages not written are left empty, which the content step reads as
    // translations still to do.
    expect(files.filter((f) => !f.startsWith(`content/articles/${slug}.`))).toEqual([]);
    for (const locale of ['de', 'it', 'es', 'ar'])
      if (files.includes(written(locale))) expect(readFileSync(written(locale), 'utf8').trim()).toBe('');
    for (const [locale, typed] of Object.entries(ARTICLE)) {
      const raw = readFileSync(written(locale), 'utf8');
      const front = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw);
      expect(front, `${written(locale)} starts with front matter`).not.toBeNull();
      const data = articleSchema.parse(parse(front![1]!));
      expect(data).toMatchObject({
        title: typed.title,
        date: typed.date,
        author: typed.author,
        featuredImage: { src: '/images/articles/pergola-zones-cotieres.svg', alt: typed.alt },
        introduction: { title: typed.introTitle, content: typed.introContent },
        cta: { text: typed.ctaText, buttonText: typed.button, link: typed.link },
        seo: { title: typed.seoTitle, description: typed.seoDescription, section: typed.section },
      });
      expect(front![2]).toContain(typed.body);
      expect(front![2]).toContain('<Estimator />');
    }
    // The content step on a copy of the checkout (so the site under test keeps its own build) accepts what the
    // editor wrote and gives the article its page in both languages, with the typed title and the body compiled
    // with its estimator; the prerender turns a page's data into HTML alike for every article (tests/gates/).
    const copy = contentStepCopy();
    try {
      for (const [locale, prefix] of [
        ['en', ''],
        ['fr', '/fr'],
      ] as const) {
        const data = pageData(copy, `${prefix}/conseils/${slug}/`);
        expect(data.route.data).toMatchObject({ title: ARTICLE[locale].title });
        // The body's words in its text nodes, and the estimator as the component it names.
        const body = JSON.stringify(data.bodyTree);
        expect(body).toContain(JSON.stringify(ARTICLE[locale].body).slice(1, -1));
        expect(body).toContain('["Estimator",{}]');
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

test("a product's German FAQ answer edited through the editor changes that file alone", async () => {
  const file = 'content/products/carports-v.de.yaml';
  // Short: each key re-renders the product's whole form, both panes of it.
  const added = ' Bei Schnee länger.';
  await restoring(async (changed) => {
    const before = parse(readFileSync(file, 'utf8'));
    await openInGerman('products', 'carports-v');
    // A list shows each item folded to its question: unfold the first German one.
    const item = page.getByText(before.faqData[0].question, { exact: true }).locator('xpath=..');
    await item.getByRole('button', { name: 'Fold or unfold' }).click();
    // Ten answers in the English pane, then the German pane's ten: its first.
    const answer = fieldNamed('answer', 10);
    await expect(answer).toHaveValue(before.faqData[0].answer);
    await answer.click();
    await page.keyboard.press('Control+End');
    await answer.pressSequentially(added, { delay: 2 });
    await publish();
    expect(changed()).toEqual([file]);
    const after = parse(readFileSync(file, 'utf8'));
    expect(after.faqData[0].answer).toBe(before.faqData[0].answer + added);
    after.faqData[0].answer = before.faqData[0].answer;
    expect(after).toEqual(before);
  });
});

test("a German FAQ entry added through the editor lands at the end of that file's list alone", async () => {
  const file = 'content/products/carports-v.de.yaml';
  // The question short (each key re-renders the product's whole form, both panes of it), the answer long enough
  // for the content step's language check (40 letters).
  const entry = {
    question: 'Später mit Solarmodulen?',
    answer: 'Ja. Wir planen die Träger so, dass die Module auch später montiert werden können.',
  };
  // The list's button says "Add" and the label the schema gives the list.
  const label = fieldOf('faqData', productSchema.shape.faqData).label;
  await restoring(async (changed) => {
    const before = parse(readFileSync(file, 'utf8'));
    await openInGerman('products', 'carports-v');
    // The English pane's button, then the German pane's.
    await page
      .getByRole('button', { name: `Add ${label}` })
      .nth(1)
      .click();
    // The new item opens last, in the German pane.
    for (const [name, value] of Object.entries(entry)) {
      const input = page.locator(`[id^="${name}-field-"]`).last();
      await input.click();
      await input.pressSequentially(value, { delay: 2 });
    }
    await publish();
    expect(changed()).toEqual([file]);
    const after = parse(readFileSync(file, 'utf8'));
    expect(after.faqData).toEqual([...before.faqData, entry]);
    expect({ ...after, faqData: before.faqData }).toEqual(before);
  });
});

test("an article's published comments are corrected and taken down through the editor", async () => {
  const file = 'content/comments/choisir-carport.yaml';
  const comment = (id: string, name: string, locale: Locale, message: string): PublishedComment => ({
    id,
    name,
    date: '2026-11-20',
    locale,
    message,
  });
  const kept = comment('20261120T080000Z-aaaa', 'Anna Keller', 'de', 'Danke für die klaren Erklärungen!');
  const removed = comment('20261120T090000Z-bbbb', 'Spam Bot', 'en', 'Cheap watches at a great price.');
  await restoring(async (changed) => {
    // As `npm run comments -- approve` writes it, with the message as a literal block.
    let text = '';
    for (const c of [kept, removed]) text = appendComment(text, c);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    await show('comments', 'entries/choisir-carport');
    // Comments are the visitors' own: none can be added here.
    await expect(page.getByText(kept.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
    // Each comment is folded to its signature: take the second one down with its remove button.
    const spam = page.getByText(removed.name, { exact: true }).locator('xpath=..');
    await spam.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(removed.name, { exact: true })).toHaveCount(0);
    const own = page.getByText(kept.name, { exact: true }).locator('xpath=..');
    await own.getByRole('button', { name: 'Fold or unfold' }).click();
    const message = fieldNamed('message');
    await expect(message).toHaveValue(kept.message);
    // A typo the visitor asked to have corrected: "klaren" becomes "sehr klaren".
    await message.click();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 'Danke für die '.length; i++) await page.keyboard.press('ArrowRight');
    await message.pressSequentially('sehr ', { delay: 2 });
    await publish();
    expect(changed()).toEqual([file]);
    expect(commentFileSchema.parse(parse(readFileSync(file, 'utf8')))).toEqual({
      comments: [{ ...kept, message: 'Danke für die sehr klaren Erklärungen!' }],
    });
  });
});
