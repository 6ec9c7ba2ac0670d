import { expect, test } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { builtPages } from '../helpers/site-map';
import { hydrated, open } from '../helpers/open';
import { attributesOf, openingTags } from '../helpers/page-resources';
import { axeCheck } from '../helpers/axe';

const SITE = 'https://www.terraluce.example';
const ARTICLE = '/conseils/budget-pergola-suisse/';
const articleSlugs = builtPages()
  .filter((r) => r.locale === 'en' && r.kind === 'article')
  .map((r) => r.path.slice('/conseils/'.length, -1));

// The list's island works alike in every language: each of its tests runs in one, French (under a prefix) or
// English, and ./page-kinds.spec.ts opens the list in Arabic, right to left.
test.describe('article list', () => {
  for (const { prefix, search, carportTitle } of [
    { prefix: '/fr', search: 'Rechercher un article', carportTitle: 'Choisir son carport' },
  ]) {
    test(`${prefix}/conseils/: typing key by key keeps every key, the url follows, Back restores it`, async ({
      page,
    }) => {
      await open(page, `${prefix}/conseils/`);
      const box = page.getByRole('searchbox', { name: search });
      const cards = page.locator('.article-grid .article-card');
      const featured = page.locator('.featured-article');
      // A person's pace (30 ms a key): each key lands while the url is still catching up.
      await box.pressSequentially('carport', { delay: 30 });
      await expect(box).toHaveValue('carport');
      await expect(page).toHaveURL(`${prefix}/conseils/?q=carport`);
      await expect(featured).toBeHidden();
      await expect(cards.filter({ hasText: carportTitle })).toHaveCount(1);
      await expect(cards).not.toHaveCount(articleSlugs.length);
      const matching = await cards.count();

      for (let i = 0; i < 3; i++) await box.press('Backspace');
      await expect(page).toHaveURL(`${prefix}/conseils/?q=carp`);
      await box.pressSequentially('ort', { delay: 30 });
      await expect(box).toHaveValue('carport');
      await expect(page).toHaveURL(`${prefix}/conseils/?q=carport`);
      await expect(cards).toHaveCount(matching);

      // Leave for the article and come back: the url brings the filter back.
      await cards.filter({ hasText: carportTitle }).getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/conseils/choisir-carport/$`));
      await page.goBack();
      await expect(page.getByRole('searchbox', { name: search })).toHaveValue('carport');
      await expect(cards).toHaveCount(matching);
    });
  }

  for (const { prefix, search, word, energy, carport, empty, match } of [
    {
      prefix: '',
      search: 'Search the articles',
      word: 'coastal',
      energy: 'Energy',
      carport: 'Carport',
      empty: 'No article matches your search.',
      match: 'Pergolas in coastal zones',
    },
  ]) {
    test(`${prefix}/conseils/: search and category filter, kept in the url`, async ({ page }) => {
      await open(page, `${prefix}/conseils/`);
      const cards = page.locator('.article-grid .article-card');
      const featured = page.locator('.featured-article');
      await expect(featured).toBeVisible();
      await expect(cards).toHaveCount(articleSlugs.length - 1);

      await page.getByRole('searchbox', { name: search }).clear();
      await page.getByRole('searchbox', { name: search }).pressSequentially(word.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word.toUpperCase())}$`));
      await expect(featured).toBeHidden();
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole('heading')).toContainText(match);

      await page.getByRole('searchbox', { name: search }).clear();
      const energyButton = page.getByRole('button', { name: energy, exact: true });
      await energyButton.click();
      await expect(energyButton).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(`${prefix}/conseils/?categorie=energie`);
      await expect(cards).toHaveCount(1);
      await expect(cards.locator('.article-card__category')).toHaveText(energy);

      // Every category leads somewhere: the carport filter shows the carport article.
      await page.getByRole('button', { name: carport, exact: true }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.locator('.article-card__category')).toHaveText(carport);
      await page.getByRole('searchbox', { name: search }).pressSequentially('xyzzy', { delay: 30 });
      await expect(cards).toHaveCount(0);
      await expect(page.locator('.empty-state')).toHaveText(empty);
      await expect(page.getByRole('status').filter({ hasText: empty })).toHaveCount(1);

      // The same filter from the url, as when a filtered list is shared.
      await open(page, `${prefix}/conseils/?q=${encodeURIComponent(word)}&categorie=pergola`);
      await expect(page.getByRole('searchbox', { name: search })).toHaveValue(word);
      await expect(page.getByRole('button', { name: 'Pergola', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole('heading')).toContainText(match);
      await open(page, `${prefix}/conseils/?categorie=energie`);
      await expect(page.getByRole('button', { name: energy, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(1);
    });
  }

  test('the featured card leads to the newest article', async ({ page }) => {
    await open(page, '/fr/conseils/');
    const title = await page.locator('#featured-title').textContent();
    await page
      .locator('.featured-article')
      .getByRole('link', { name: /Lire l'article/ })
      .click();
    await expect(page).toHaveURL(/\/fr\/conseils\/[a-z-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  });

  test('the filter takes every key typed before its script arrived', async ({ page }) => {
    // No wait for anything: the visitor types as soon as the field shows.
    await page.goto('/fr/conseils/');
    const field = page.getByRole('searchbox', { name: /Rechercher/ });
    await field.pressSequentially('carport');
    await hydrated(page, 'article-list');
    await expect(field).toHaveValue('carport');
    await expect(page).toHaveURL(/\?q=carport$/);
    // Every article whose title or summary names carports, and only those: fewer than the whole list.
    const cards = page.locator('.article-grid .article-card');
    await expect(cards.first().locator('h2')).toHaveText(/carport/i);
    expect(await cards.count()).toBeLessThan(articleSlugs.length);
  });
});

test.describe('article page', () => {
  test('related articles link to other articles, which open', async ({ page, request }) => {
    await open(page, ARTICLE);
    const links = page.locator('.related .article-card a');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      expect(href).toMatch(/^\/conseils\/[a-z-]+\/$/);
      expect(href).not.toBe(ARTICLE);
      expect(articleSlugs).toContain(href.split('/')[2]);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    const title = await links.first().textContent();
    await links.first().click();
    await expect(page).toHaveURL(hrefs[0]!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  });

  test('each share button opens its network in a 600×400 window with the page’s url', async ({ page, context }) => {
    // The networks are never contacted: their pages are answered here.
    await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|pinterest\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>share</title>' }),
    );
    await open(page, ARTICLE);
    const pageUrl = page.url();
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${SITE}/images/`));

    const expected: Record<string, { host: string; params: Record<string, string> }> = {
      facebook: { host: 'www.facebook.com', params: { u: pageUrl } },
      twitter: { host: 'twitter.com', params: { url: pageUrl, text: title! } },
      pinterest: { host: 'pinterest.com', params: { url: pageUrl, media: image!, description: description! } },
    };
    for (const [network, { host, params }] of Object.entries(expected)) {
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.locator(`.share-row a[data-network="${network}"]`).click(),
      ]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.host, network).toBe(host);
      expect(Object.fromEntries(url.searchParams), network).toEqual(params);
      expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight]), network).toEqual([600, 400]);
      // The article stays where it was.
      expect(page.url()).toBe(pageUrl);
      await popup.close();
    }

    const mail = page.locator('.share-row a[data-network="email"]');
    await mail.hover();
    const href = (await mail.getAttribute('href'))!;
    expect(href.startsWith('mailto:?')).toBe(true);
    const mailParams = new URLSearchParams(href.slice('mailto:?'.length));
    expect(mailParams.get('subject')).toBe(title);
    expect(mailParams.get('body')).toBe(pageUrl);
  });

  for (const prefix of ['', '/fr']) {
    test(`${prefix}/conseils/<unknown>/ answers 301 to the list; known articles answer 200`, async ({ request }) => {
      for (const path of [`${prefix}/conseils/no-such-article/`, `${prefix}/conseils/no-such-article`]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(new URL(response.headers()['location']!, 'http://x.invalid').pathname, path).toBe(`${prefix}/conseils/`);
      }
      for (const slug of articleSlugs) {
        const response = await request.get(`${prefix}/conseils/${slug}/`, { maxRedirects: 0 });
        expect(response.status(), slug).toBe(200);
      }
      expect((await request.get(`${prefix}/conseils/`, { maxRedirects: 0 })).status()).toBe(200);
    });
  }
});

test.describe('site search', () => {
  for (const { prefix, open: openLabel, label, found } of [
    // A prefixed language is searched from its own page in the German test below.
    { prefix: '', open: 'Open search', label: 'Search the site', found: /^\d+ pages? found$/ },
  ]) {
    test(`header search on ${prefix}/ lands on the results, in that language only`, async ({ page }) => {
      await open(page, `${prefix}/`);
      await page.getByRole('button', { name: openLabel }).click();
      const input = page.getByRole('banner').getByRole('searchbox', { name: label });
      await input.pressSequentially('  guillotine ');
      await input.press('Enter');
      await expect(page).toHaveURL(`${prefix}/rechercher/?q=guillotine`);
      const status = page.locator('.search-results__status');
      await expect(status).toHaveText(found, { timeout: 15_000 });
      await expect(page.locator('#search-page-input')).toHaveValue('guillotine');

      const results = page.locator('.search-result');
      const hrefs = await results.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBe(Number((await status.textContent())!.match(/\d+/)![0]));
      expect(hrefs).toContain(`${prefix}/products/fenetre-guillotine/`);
      for (const href of hrefs) {
        if (prefix) expect(href.startsWith(`${prefix}/`), href).toBe(true);
        else expect(href, href).not.toMatch(/^\/(fr|de|it|es|ar)\//);
        // Neither the search page nor the 404 page is indexed.
        expect(href, href).not.toMatch(/\/(rechercher|404)\/$/);
      }
      // The matched word is highlighted, as text inside <mark>.
      await expect(results.locator('mark').first()).toHaveText(/guillotine/i);

      await results
        .getByRole('link', { name: /guillotine/i })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/(products|vitrage)/`));
    });
  }

  test('German search finds the German pages, typed key by key, and keeps the visitor in German', async ({ page }) => {
    await open(page, '/de/rechercher/');
    const box = page.locator('#search-page-input');
    await box.pressSequentially('Guillotinefenster', { delay: 30 });
    await expect(box).toHaveValue('Guillotinefenster');
    await box.press('Enter');
    await expect(page).toHaveURL('/de/rechercher/?q=Guillotinefenster');
    await expect(page.locator('.search-results__status')).toHaveText(/Seiten? gefunden/, { timeout: 15_000 });
    const results = page.locator('.search-result');
    expect(await results.count()).toBeGreaterThan(0);
    for (const href of await results.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      expect(href.startsWith('/de/'), href).toBe(true);
    await expect(results.first()).not.toHaveAttribute('lang', 'en');
  });

  test('a word that is nowhere says so, and the search form searches again', async ({ page }) => {
    await open(page, '/rechercher/?q=zzxqv');
    await expect(page.locator('.search-results__status')).toHaveText('No page matches “zzxqv”. Try another word.', {
      timeout: 15_000,
    });
    await expect(page.locator('.search-result')).toHaveCount(0);
    await page.locator('#search-page-input').clear();
    await page.locator('#search-page-input').pressSequentially('carport');
    await page.locator('#search-page-input').press('Enter');
    await expect(page).toHaveURL('/rechercher/?q=carport');
    await expect(page.locator('.search-result').first()).toBeVisible({ timeout: 15_000 });
  });

  test('the results pass axe and load nothing from outside the site', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== new URL(baseURL!).origin) foreign.push(r.url());
    });
    await open(page, '/ar/rechercher/?q=pergola');
    await expect(page.locator('.search-result').first()).toBeVisible({ timeout: 15_000 });
    const results = await axeCheck(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(foreign).toEqual([]);
  });
});

test.describe('feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (n) => n === 'entry' });

  for (const { prefix, lang, page: pagePath } of [
    { prefix: '', lang: 'en', page: '/' },
    { prefix: '/fr', lang: 'fr', page: '/fr/contact/' },
  ]) {
    test(`${prefix}/feed.xml is Atom with one entry per article, linked from ${pagePath}`, async ({ request }) => {
      // The link is in the head the server sends: read from the HTML, no browser page needed.
      const head = /<head\b[\s\S]*<\/head>/.exec(await (await request.get(pagePath)).text())?.[0] ?? '';
      const feedLinks = openingTags(head)
        .filter(([name]) => name === 'link')
        .map(([, tag]) => attributesOf(tag))
        .filter((a) => a.get('rel') === 'alternate' && a.get('type') === 'application/atom+xml');
      expect(feedLinks).toHaveLength(1);
      expect(feedLinks[0]!.get('title')).toMatch(/\S/);
      const href = feedLinks[0]!.get('href')!;
      expect(href).toBe(`${prefix}/feed.xml`);

      const response = await request.get(href);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = parser.parse(xml).feed;
      expect(feed['@xml:lang']).toBe(lang);
      expect(feed.id).toBe(`${SITE}${prefix}/feed.xml`);
      expect(feed.entry).toHaveLength(articleSlugs.length);
      const links = feed.entry.map((e: { link: { '@href': string } }) => e.link['@href']);
      expect(links.sort()).toEqual(articleSlugs.map((s) => `${SITE}${prefix}/conseils/${s}/`).sort());
      for (const entry of feed.entry) {
        expect(entry.title).toBeTruthy();
        expect(entry.id).toBe(entry.link['@href']);
        expect(entry.published).toMatch(/^\d{4}-\d\d-\d\dT10:00:00\+0[12]:00$/);
        expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT10:00:00\+0[12]:00$/);
        expect(entry.author.name).toBeTruthy();
        expect(String(entry.summary).length).toBeLessThanOrEqual(121);
        // Both markets have every article in their own language.
        expect(entry['@xml:lang']).toBeUndefined();
      }
    });
  }
});
