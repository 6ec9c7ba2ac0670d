import { expect, test } from '@playwright/test';
import { builtPages, urlOf } from '../helpers/site-map';
import { DEFAULT_LOCALE, LOCALES } from '../../src/schemas/locales';
import { textDirection } from '../../src/paths';

/** Every locale but the default, whose pages have a prefix. */
const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

const pages = builtPages();

test('the build prerenders every page of the spec in every locale', () => {
  // 11 block pages + 2 legal pages + 12 products + 6 articles + 5 newsletter link pages, in each locale.
  expect(pages.length).toBe(LOCALES.length * 36);
  for (const locale of LOCALES) {
    const paths = pages.filter((r) => r.locale === locale).map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/solutions/',
        '/realisations/',
        '/contact/',
        '/conseils/',
        '/carports/',
        '/vitrage/',
        '/pergolas/',
        '/energie-solaire/',
        '/mentions-legales/',
        '/politique-confidentialite/',
        '/rechercher/',
        '/products/pompes-a-chaleur/',
        '/conseils/budget-pergola-suisse/',
        '/newsletter/confirmer/',
        '/newsletter/confirmation/',
        '/newsletter/erreur/',
        '/newsletter/desinscription/',
        '/newsletter/desinscrit/',
      ]),
    );
  }
});

test('every prerendered page answers 200 with its own title, canonical, lang and dir', async ({ request }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  for (const built of pages.filter((r) => r.path !== '/404/')) {
    const url = urlOf(built);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, url).toMatch(/ \| Terraluce$/);
    expect(html, url).toContain(`<html lang="${built.locale}" dir="${textDirection(built.locale)}"`);
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, url).toMatch(/^https:\/\/www\.terraluce\.example\//);
    if (built.locale === 'en' || built.locale === 'fr')
      expect(canonical, url).toBe(`https://www.terraluce.example${url}`);
    titles.set(url, title!);
  }
  // English and French titles differ: each page is in its own language.
  expect(titles.get('/contact/')).not.toBe(titles.get('/fr/contact/'));
});

test('every language is a real translation, indexable, in reciprocal hreflang', async ({ request }) => {
  for (const locale of ['de', 'it', 'es']) {
    const html = await (await request.get(`/${locale}/products/carports-v/`)).text();
    expect(html).toContain('<meta data-rh="true" name="robots" content="index,follow"');
    expect(html).toContain(`rel="canonical" href="https://www.terraluce.example/${locale}/products/carports-v/"`);
    expect(html).not.toContain('class="fallback-notice"');
  }
  const en = await (await request.get('/products/carports-v/')).text();
  // HTML attribute names are case-insensitive (React writes `hrefLang`).
  for (const locale of PREFIXED)
    expect(en).toMatch(
      new RegExp(`hreflang="${locale}" href="https://www\\.terraluce\\.example/${locale}/products/carports-v/"`, 'i'),
    );
  expect(en).toMatch(/hreflang="x-default"/i);
});

test('a page without a picture of its own describes the shared one in its language', async ({ request }) => {
  // The attribute's value as a browser reads it (React writes an apostrophe as `&#x27;`).
  const alt = async (path: string) =>
    /<meta data-rh="true" property="og:image:alt" content="([^"]*)"/
      .exec(await (await request.get(path)).text())?.[1]
      ?.replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  expect(await alt('/contact/')).toBe('A bioclimatic pergola on a terrace beside a lake at sunset');
  expect(await alt('/fr/contact/')).toBe(
    "Une pergola bioclimatique sur une terrasse au bord d'un lac, au coucher du soleil",
  );
  expect(await alt('/ar/contact/')).toBe('برغولا بيومناخية على شرفة بجانب بحيرة عند غروب الشمس');
});

const REDIRECTS: [string, string][] = [
  ['/blog', '/conseils/'],
  ['/blog/budget-pergola-suisse', '/conseils/budget-pergola-suisse/'],
  ['/fr/blog/budget-pergola-suisse', '/fr/conseils/budget-pergola-suisse/'],
  ['/produits/rolling-roof', '/products/rolling-roof/'],
  ['/de/produits/carports-v', '/de/products/carports-v/'],
  ['/services/pergolas', '/pergolas/'],
  ['/services/carports', '/carports/'],
  ['/services/vitrage', '/vitrage/'],
  ['/services/energie-solaire', '/energie-solaire/'],
  ['/ar/services/vitrage', '/ar/vitrage/'],
  ['/products/pergola-storage-boxes', '/products/stores-coffre-de-pergolas/'],
  ['/product', '/solutions/'],
  ['/it/product', '/it/solutions/'],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} answers 301 to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://x.invalid').pathname).toBe(to);
  });
}

test('unknown paths answer 404 with the localized 404 page', async ({ request }) => {
  for (const [path, lang, heading] of [
    ['/no-such-page/', 'en', 'Page not found'],
    ['/fr/pas-de-page/', 'fr', 'Page introuvable'],
    ['/products/no-such-product/', 'en', 'Page not found'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toContain(heading);
  }
});

test('sitemap.xml lists real translations with alternates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of PREFIXED)
    expect(sitemap).toContain(`<loc>https://www.terraluce.example/${locale}/products/carports-v/</loc>`);
  expect(sitemap).toContain('hreflang="de" href="https://www.terraluce.example/de/conseils/choisir-carport/"');
  expect(sitemap).not.toContain('/404/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.terraluce.example/sitemap.xml');
});
