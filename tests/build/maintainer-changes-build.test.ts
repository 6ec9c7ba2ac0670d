// The changes a maintainer makes most, each the way docs/architecture.md ("How to add") describes it, made together
// in one copy of the project and built once for real (`scripts/build.sh`: content, prerender, postbuild, editor,
// verify-dist): a product added with its content files only; a locale added by its line in content/locales.yaml, its
// code in LOCALES and its two files; the article section and the products' section each renamed in its one line of
// src/paths/pages.ts; a collection added by its one entry in scripts/content/collections.ts (with its schema and its files). Nothing else
// is edited: what the build makes of each change is what it derives.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { gunzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../../src/lib/route-data';
import { API_ROOT, API_URLS, feedUrl, fileAt, localeUrl, parseUrl } from '../../src/paths';
import { parseFallbacks } from '../../src/lib/search';
import { DEFAULT_LOCALE, LOCALES } from '../../src/schemas/locales';
import { addProduct } from '../helpers/add-product';
import { removeTempDirs, tempDir } from '../helpers/content-copy';
import { readGenerated } from '../helpers/generated';

const ROOT = resolve(import.meta.dirname, '../..');
const PROJECT = [
  'content',
  'public',
  'src',
  'scripts',
  'index.html',
  'netlify',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
];
const PRODUCT = 'carport-bois';
const LOCALE = 'pt';
const SECTION = '/ratgeber/';
/** The article section before the rename: PAGE_PATHS.conseils in src/paths/pages.ts. */
const OLD_SECTION = '/conseils/';
const PRODUCTS = '/produkte/';
/** The products' section before the rename: SECTION_PATHS.products in src/paths/pages.ts. */
const OLD_PRODUCTS = '/products/';
const COLLECTION = 'team';
const EVERY_LOCALE = [...LOCALES, LOCALE] as string[];

/** Replaces `from` with `to` in a file of the copy, failing when the file no longer holds `from`. */
function edit(dir: string, file: string, from: string, to: string): void {
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${JSON.stringify(from)}: update this test`);
  writeFileSync(join(dir, file), text.replace(from, to));
}

/** Portuguese: its line in content/locales.yaml, its code in LOCALES, its UI strings and its style guide. */
function addLocale(dir: string): void {
  writeFileSync(
    join(dir, 'content/locales.yaml'),
    `${readFileSync(join(dir, 'content/locales.yaml'), 'utf8').trimEnd()}\n${LOCALE}: { name: Português, ogLocale: pt_PT, formatLocale: pt-PT, amounts: { group: "\\u202f", decimal: ",", minGrouping: 5, currency: before, euro: after, range: "–", rangeWords: [a, e], rangeFrom: de, amountRange: "entre {min} e {max}" } }\n`,
  );
  edit(dir, 'src/schemas/locales.ts', `'ar'] as const;`, `'ar', '${LOCALE}'] as const;`);
  // The English strings and style guide stand in for their translations: no check reads a UI string's language.
  cpSync(join(dir, 'content/i18n/en.yaml'), join(dir, `content/i18n/${LOCALE}.yaml`));
  cpSync(join(dir, 'content/style/en.yaml'), join(dir, `content/style/${LOCALE}.yaml`));
}

/** The new collection's entry, its schema (exported from src/schemas/index.ts) and, by `writeEntries`, its files. */
function addCollection(dir: string): void {
  writeFileSync(
    join(dir, 'src/schemas/team.ts'),
    [
      "import { z } from 'zod';",
      "import { link, text } from './common';",
      '',
      'export const teamMemberSchema = z.strictObject({ name: text(), role: text(), page: link });',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'src/schemas/index.ts'),
    `${readFileSync(join(dir, 'src/schemas/index.ts'), 'utf8')}export * from './team';\n`,
  );
  edit(dir, 'scripts/content/collections.ts', '  siteSchema,\n', '  siteSchema,\n  teamMemberSchema,\n');
  edit(
    dir,
    'scripts/content/collections.ts',
    "  entryCollection({\n    key: 'blocks',",
    `  entryCollection({
    key: '${COLLECTION}',
    folder: '${COLLECTION}',
    extension: 'yaml',
    schemaOf: () => teamMemberSchema,
    editor: { name: '${COLLECTION}', label: 'Team', create: true, description: 'The people of the company.' },
  }),
  entryCollection({
    key: 'blocks',`,
  );
}

/** The collection's one entry: in English alone and linking nowhere, or in both required languages and valid. */
function writeEntries(dir: string, valid: boolean): void {
  mkdirSync(join(dir, 'content', COLLECTION), { recursive: true });
  const file = (locale: string, role: string, page: string) =>
    writeFileSync(
      join(dir, `content/${COLLECTION}/anna.${locale}.yaml`),
      `name: Anna Keller\nrole: ${role}\npage: ${page}\n`,
    );
  file('en', 'Project lead', valid ? '/contact/' : '/nowhere/');
  if (valid) file('fr', 'Cheffe de projet', '/contact/');
}

/** `tsx` in the copy, with its own content cache. */
function tsx(dir: string, args: string[]) {
  return spawnSync(join(dir, 'node_modules/.bin/tsx'), args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_CACHE_DIR: join(dir, '.content-cache') },
  });
}

let dir: string;
let dist: string;
let check: { status: number | null; output: string };
let manifest: ManifestEntry[];
let redirects: string[];
/** The site's origin, as the copy's content step wrote it: `https://www.…`. */
let origin: string;

beforeAll(() => {
  dir = tempDir('maintainer-changes-build-');
  for (const name of PROJECT)
    cpSync(join(ROOT, name), join(dir, name), { recursive: true, filter: (src) => !src.includes('/src/generated') });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  addProduct(dir, PRODUCT);
  addLocale(dir);
  edit(dir, 'src/paths/pages.ts', `conseils: '${OLD_SECTION}',`, `conseils: '${SECTION}',`);
  edit(dir, 'src/paths/pages.ts', `products: '${OLD_PRODUCTS}',`, `products: '${PRODUCTS}',`);
  addCollection(dir);
  writeEntries(dir, false);
  const run = tsx(dir, ['scripts/content/build.ts', '--check']);
  check = { status: run.status, output: `${run.stdout}${run.stderr}` };
  writeEntries(dir, true);
  execFileSync('bash', ['scripts/build.sh'], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...process.env, CONTENT_CACHE_DIR: join(dir, '.content-cache') },
  });
  dist = join(dir, 'dist');
  manifest = readGenerated<ManifestEntry[]>('route-manifest.json', dir);
  origin = readGenerated<{ url: string }>('site.json', dir).url;
  redirects = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
}, 1_200_000);
afterAll(removeTempDirs);

const html = (url: string) => readFileSync(join(dist, url.replace(/^\//, ''), 'index.html'), 'utf8');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

/** dist/ as a plain static server: a url ending in a slash answers with its index.html. */
function staticServer(root: string) {
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
}

/** A fragment is Pagefind's signature, then the page's JSON. */
const fragmentUrl = (text: string) => (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;

/** Every file of dist/ under `dir` whose name ends with `.html`. */
function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' && folder === dist ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every url written in a text: root-relative or absolute, quoted in HTML, JSON or XML, or alone on a line. */
const WRITTEN_URL = /(?<=^|[\s"'(>=,])(?:https?:\/\/[^\s"'<>()\\]+|\/[^\s"'<>()\\]*)/gm;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Where a url of the site leads, as a path without its locale (`/ratgeber/x/` for `/de/ratgeber/x/`), and where
 * each of its query values that is a url of the site leads (`/api/language?to=%2Fde%2F…`); none for another site's.
 */
function sitePathsOf(url: string): string[] {
  if (!URL.canParse(url, origin)) return [];
  const parsed = new URL(url.replaceAll('&amp;', '&'), origin);
  if (parsed.origin !== origin) return [];
  const pathname = decoded(parsed.pathname);
  const [, code, rest] = /^\/([a-z]{2})(\/.*)$/.exec(pathname) ?? [];
  const path = code && EVERY_LOCALE.includes(code) ? rest! : pathname;
  const inQuery = [...parsed.searchParams.values()].filter((value) => value.startsWith('/')).flatMap(sitePathsOf);
  return [path, ...inQuery];
}

/** Every file under `folder`, by its path. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What a file of dist/ says a visitor, a crawler or a reader of feeds is sent to, or undefined for none. */
function urlTextOf(file: string): string | undefined {
  const name = file.slice(dist.length + 1);
  // Of the redirects, only the targets: the sources are the old urls a redirect answers for.
  if (name === '_redirects') return redirects.map((rule) => rule.split(/\s+/)[1]).join('\n');
  if (name.endsWith('.pf_fragment')) return gunzipSync(readFileSync(file)).toString();
  if (/\.(?:html|xml|json|txt)$|^_headers$/.test(name)) return readFileSync(file, 'utf8');
  return undefined;
}

/**
 * Every url of the site in dist/, with the file that writes it and the paths it leads to: pages (attributes, JSON-LD
 * and island data), sitemap, feeds, robots.txt, _headers, the search index's pages and the redirects' targets. The
 * editor (admin/) names pages by their id, and the scripts and styles take every url from the pages' data.
 */
function urlsOfDist(): { where: string; paths: string[] }[] {
  return filesUnder(dist)
    .filter((file) => !file.startsWith(join(dist, 'admin/')))
    .flatMap((file) =>
      [...(urlTextOf(file) ?? '').matchAll(WRITTEN_URL)].map(([url]) => ({
        where: `${file.slice(dist.length)}: ${url}`,
        paths: sitePathsOf(url),
      })),
    );
}

/** Where `urls` lead into `section`. */
const leadingInto = (urls: { where: string; paths: string[] }[], section: string) =>
  urls.filter(({ paths }) => paths.some((path) => path.startsWith(section))).map(({ where }) => where);

/** The value of `attribute` in the first tag of `page` that matches `tag` (a pattern of the tag's own attributes). */
function attributeOf(page: string, tag: string, attribute: string): string | undefined {
  const element = new RegExp(`<[a-z]+(?=[^>]*${tag})[^>]*>`).exec(page)?.[0];
  return element && new RegExp(`\\s${attribute}="([^"]*)"`).exec(element)?.[1];
}

/** Every string of the JSON-LD of a page. */
function jsonLdStrings(page: string): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value
        ? Object.values(value).flatMap(strings)
        : [];
  return [...page.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap(([, json]) =>
    strings(JSON.parse(json!)),
  );
}

describe('a product added with content files only', () => {
  it('has its page in every language, under its own name', () => {
    for (const locale of EVERY_LOCALE) {
      const page = html(localeUrl(`${PRODUCTS}${PRODUCT}/`, locale as never));
      expect(page).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
      expect(page).toContain(`lang="${locale}"`);
    }
  });

  it('is in the Solutions menu of other pages, in the sitemap and in the search index of each language it is in', () => {
    for (const locale of EVERY_LOCALE) {
      const product = localeUrl(`${PRODUCTS}${PRODUCT}/`, locale as never);
      expect(html(localeUrl('/contact/', locale as never))).toContain(`href="${product}"`);
    }
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain(`${PRODUCTS}${PRODUCT}/</loc>`);
    const fragments = join(dist, 'pagefind/fragment');
    const urls = readdirSync(fragments).map((f) =>
      fragmentUrl(gunzipSync(readFileSync(join(fragments, f))).toString()),
    );
    for (const locale of LOCALES) expect(urls).toContain(localeUrl(`${PRODUCTS}${PRODUCT}/`, locale));
  });
});

describe('a locale added by its line, its code and its two files', () => {
  it('has every page the default locale has, each built in its language', () => {
    const inLocale = manifest.filter((page) => (page.locale as string) === LOCALE);
    expect(inLocale.map((page) => page.path).sort()).toEqual(
      manifest
        .filter((page) => page.locale === 'en')
        .map((page) => page.path)
        .sort(),
    );
    for (const page of inLocale) {
      expect(page.url.startsWith(`/${LOCALE}/`), page.url).toBe(true);
      expect(readFileSync(join(dist, page.htmlFile), 'utf8')).toContain(`lang="${LOCALE}"`);
    }
  });

  it('gets its language redirect, and every old path and catch-all rule another locale has', () => {
    expect(redirects).toContain(`/  /${LOCALE}/  302!  Language=${LOCALE}`);
    const rulesOf = (locale: string) => redirects.filter((rule) => rule.startsWith(`/${locale}/`));
    expect(rulesOf(LOCALE)).toEqual(rulesOf('fr').map((rule) => rule.replaceAll('/fr/', `/${LOCALE}/`)));
    expect(rulesOf(LOCALE)).toContain(`/${LOCALE}/blog/:slug  /${LOCALE}${SECTION}:slug/  301`);
  });

  it('is in the language menu and has its feed', () => {
    expect(html('/contact/')).toContain('Português');
    expect(readFileSync(join(dist, LOCALE, 'feed.xml'), 'utf8')).toContain(`/${LOCALE}${SECTION}`);
  });

  it('shows its pages in English until they are translated, kept out of the sitemap and the search index', () => {
    const page = html(`/${LOCALE}/contact/`);
    expect(page).toMatch(/<meta(?=[^>]*name="robots")(?=[^>]*content="noindex)[^>]*>/);
    expect(page).not.toContain('data-pagefind-body');
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain(`/${LOCALE}/`);
  });
});

describe('a search in the added locale', () => {
  it('leads an English result to the page as the locale shows it, from the url the English page carries', () => {
    const fragments = join(dist, 'pagefind/fragment');
    const english = readdirSync(fragments)
      .filter((f) => f.startsWith(`${DEFAULT_LOCALE}_`))
      .map((f) => {
        const text = gunzipSync(readFileSync(join(fragments, f))).toString();
        return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; meta: Record<string, string> };
      });
    expect(english.length).toBeGreaterThan(0);
    for (const page of english) {
      const copies = parseFallbacks(page.meta.fallbacks) as Record<string, string>;
      expect(copies[LOCALE], page.url).toBe(localeUrl(parseUrl(page.url).path, LOCALE as never));
      expect(existsSync(join(dist, copies[LOCALE]!, 'index.html')), copies[LOCALE]).toBe(true);
      // Translated into the other locales, whose own index the search reads instead.
      for (const locale of LOCALES) expect(copies[locale], `${page.url} ${locale}`).toBeUndefined();
    }
  });
  it('finds an English page, typed into the search box of a page in the locale, and opens its copy there', async () => {
    const server = staticServer(dist);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/${LOCALE}/`);
      await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
      await page.click('button.search-box__toggle');
      await page.locator('#header-search-input').pressSequentially('pergola');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}/${LOCALE}/rechercher/?q=pergola`);
      const results = page.locator('.search-result');
      await results.first().waitFor();
      const hits = await results.evaluateAll((items) =>
        items.map((item) => ({
          lang: item.getAttribute('lang'),
          href: item.querySelector('a')!.getAttribute('href')!,
        })),
      );
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(hit, 'an English text, shown as the page the locale shows').toEqual({
          lang: DEFAULT_LOCALE,
          href: expect.stringMatching(new RegExp(`^/${LOCALE}/`)),
        });
      }
      await results.first().locator('a').click();
      await page.waitForURL(`${origin}${hits[0]!.href}`);
      expect(await page.getAttribute('html', 'lang')).toBe(LOCALE);
      await page.locator('.fallback-notice').waitFor();
    } finally {
      await browser.close();
      await new Promise((done) => server.close(done));
    }
  }, 90_000);
});

describe("the functions' page module, run over the copy's build", () => {
  it('send a visitor to the pages the build made, in the new locale and under the new section', () => {
    // What netlify/lib/page-urls.ts gives, run in the copy under tsx (not bundled), over the copy's src/generated/.
    const run = tsx(dir, [
      '--eval',
      `import('./netlify/lib/page-urls.ts').then((m) => console.log(JSON.stringify([m.fixedPageUrl('conseils', '${LOCALE}'), m.fixedPageUrl('contact', '${LOCALE}'), m.newsletterPageUrl('confirmed', '${LOCALE}')])))`,
    ]);
    expect(run.status, run.stderr).toBe(0);
    const urlOf = (id: string) => manifest.find((page) => page.id === id && (page.locale as string) === LOCALE)?.url;
    expect(JSON.parse(run.stdout)).toEqual([
      `/${LOCALE}${SECTION}`,
      urlOf('contact'),
      urlOf('newsletter-confirmation'),
    ]);
    expect(urlOf('contact')).toBe(`/${LOCALE}/contact/`);
  });
});

describe('the article section renamed in one line', () => {
  it('moves every article under the new section', () => {
    const articles = manifest.filter((page) => page.kind === 'article');
    expect(articles.length).toBeGreaterThan(0);
    for (const page of articles) expect(page.path.startsWith(SECTION), page.path).toBe(true);
    expect(existsSync(join(dist, 'conseils'))).toBe(false);
  });

  it("leaves no link of any page that leads nowhere, the language menu's choices included", () => {
    const broken: string[] = [];
    let languageChoices = 0;
    for (const file of htmlFiles(dist)) {
      for (const [, href] of readFileSync(file, 'utf8').matchAll(/href="(\/[^"]*)"/g)) {
        if (href!.startsWith('//')) continue;
        const link = new URL(href!.replaceAll('&amp;', '&'), origin);
        // A language choice goes through its function, which sends the visitor on to its `to`: that page must exist.
        const choice = link.pathname === API_URLS.language ? link.searchParams.get('to') : undefined;
        if (choice !== undefined) languageChoices++;
        else if (link.pathname.startsWith(API_ROOT)) continue;
        const path = decodeURIComponent(choice === undefined ? link.pathname : (choice ?? '').replace(/[?#].*$/, ''));
        const target = join(dist, path);
        const found = /\.[a-z0-9]+$/i.test(path) ? existsSync(target) : existsSync(join(target, 'index.html'));
        if (!path.startsWith('/') || !found) broken.push(`${href} in ${file.slice(dist.length)}`);
      }
    }
    expect(languageChoices).toBeGreaterThan(manifest.length);
    expect(broken).toEqual([]);
  });

  it('leaves no url anywhere in dist/ that leads into the old section', () => {
    const urls = urlsOfDist();
    expect(leadingInto(urls, SECTION).length).toBeGreaterThan(0);
    expect(leadingInto(urls, OLD_SECTION)).toEqual([]);
  });

  it('gives the canonical link, the alternates, og:url, JSON-LD, the sitemap and the feeds the new section', () => {
    const article = `${SECTION}budget-pergola-suisse/`;
    const absolute = `${origin}/de${article}`;
    const page = html(`/de${article}`);
    expect(attributeOf(page, 'rel="canonical"', 'href')).toBe(absolute);
    expect(attributeOf(page, 'property="og:url"', 'content')).toBe(absolute);
    const alternates = [...page.matchAll(/<link(?=[^>]*rel="alternate")(?=[^>]*hrefLang=)[^>]*href="([^"]*)"/g)];
    expect(alternates.length).toBeGreaterThanOrEqual(LOCALES.length);
    for (const [, href] of alternates) expect(sitePathsOf(href!)).toEqual([article]);
    expect(jsonLdStrings(page)).toContain(absolute);
    expect(jsonLdStrings(page)).toContain(`${origin}/de${SECTION}`);
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain(`<loc>${absolute}</loc>`);
    for (const locale of EVERY_LOCALE) {
      const feed = readFileSync(join(dist, fileAt(feedUrl(locale as never))), 'utf8');
      expect(attributeOf(feed, 'type="text/html"', 'href')).toBe(`${origin}${localeUrl(SECTION, locale as never)}`);
      const entries = [...feed.matchAll(/<entry\b[^>]*>[\s\S]*?<link[^>]*href="([^"]*)"[\s\S]*?<id>([^<]*)<\/id>/g)];
      expect(entries.length, locale).toBeGreaterThan(0);
      const paths = entries.flatMap(([, link, id]) => [...sitePathsOf(link!), ...sitePathsOf(id!)]);
      expect(paths.filter((path) => !path.startsWith(SECTION))).toEqual([]);
    }
  });

  it('follows the links the content wrote to the old section, in YAML and MDX alike', () => {
    // content/pages/home.*.yaml and the budget article (MDX) name the section by its id, as content/ writes it.
    expect(html('/fr/')).toContain(`href="/fr${SECTION}"`);
    expect(html(`/de${SECTION}budget-pergola-suisse/`)).toContain(`href="/de${SECTION}elements-confort-sous-pergola/"`);
  });

  it('sends the old paths to the new section', () => {
    expect(redirects).toContain(`/blog  ${SECTION}  301`);
    expect(redirects).toContain(`/de/blog/:slug  /de${SECTION}:slug/  301`);
    expect(redirects.filter((rule) => rule.split(/\s+/)[1]!.includes('/conseils'))).toEqual([]);
    expect(redirects).toContain(`/fr/conseils/*  /fr${SECTION}:splat  301`);
  });
});

describe("the products' section renamed in one line", () => {
  it('moves every product under the new section, with no link of the content check left to fix', () => {
    const products = manifest.filter((page) => page.kind === 'product');
    expect(products.length).toBeGreaterThan(0);
    for (const page of products) expect(page.path.startsWith(PRODUCTS), page.path).toBe(true);
    expect(existsSync(join(dist, OLD_PRODUCTS.slice(1)))).toBe(false);
    // The content names its products under the old section, in YAML and MDX: each link follows the section.
    expect(check.output).not.toMatch(/no page at "\/produ/);
    expect(html('/de/vitrage/')).toContain(`href="/de${PRODUCTS}murs-de-verre/"`);
    expect(html(`${SECTION}elements-confort-sous-pergola/`)).toContain(`href="${PRODUCTS}pergolas-bioclimatique/"`);
  });

  it('leaves no url anywhere in dist/ that leads into the old section', () => {
    const urls = urlsOfDist();
    expect(leadingInto(urls, PRODUCTS).length).toBeGreaterThan(0);
    expect(leadingInto(urls, OLD_PRODUCTS)).toEqual([]);
  });

  it('sends the old section, and the old paths of products, to the new section in every locale', () => {
    for (const locale of EVERY_LOCALE) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      expect(redirects).toContain(`${prefix}${OLD_PRODUCTS}*  ${prefix}${PRODUCTS}:splat  301`);
      expect(redirects).toContain(`${prefix}/produits/:key  ${prefix}${PRODUCTS}:key/  301`);
    }
    expect(redirects).toContain(`/products/pergola-storage-boxes  ${PRODUCTS}stores-coffre-de-pergolas/  301`);
  });
});

describe('a collection added by its one entry', () => {
  it('is read and checked: its broken link and missing translation are named at their file', () => {
    expect(check.status).toBe(1);
    expect(check.output).toMatch(
      new RegExp(`^content/${COLLECTION}/anna\\.en\\.yaml:3:7 page: no page at "/nowhere/"`, 'm'),
    );
    expect(check.output).toContain(`content/${COLLECTION}/anna.fr.yaml`);
  });

  it('is offered in the editor', () => {
    const config = parse(readFileSync(join(dist, 'admin/config.yml'), 'utf8')) as {
      collections: { name: string; folder?: string; fields?: { name: string }[] }[];
    };
    const team = config.collections.find((c) => c.name === COLLECTION);
    expect(team?.folder).toBe(`content/${COLLECTION}`);
    expect(JSON.stringify(team?.fields)).toContain('"role"');
  });

  it("is reported on pull requests: its files named as the collection's, its translations waiting", () => {
    const file = (locale: string) => `content/${COLLECTION}/anna.${locale}.yaml`;
    const changed = [file('en'), file('fr')];
    // What `npm run content:report` does (scripts/authoring/report.ts), with the change given: the copy has no git.
    writeFileSync(
      join(dir, 'report-of-collection.ts'),
      [
        "import { readFileSync } from 'node:fs';",
        "import { buildContent } from './scripts/content/build.ts';",
        "import { gitHistory, translationStatus } from './scripts/content/checks/freshness.ts';",
        "import { collectionOfFile, contentReport, pagesOfFile } from './scripts/authoring/pull-request-comment.ts';",
        `const changed = ${JSON.stringify(changed)};`,
        'const { problems, content } = await buildContent(process.cwd(), { write: false });',
        "const translations = translationStatus(content, (f) => readFileSync(f, 'utf8'), gitHistory());",
        'console.log(JSON.stringify({',
        '  collections: changed.map((f) => collectionOfFile(f)?.key),',
        '  pages: changed.flatMap(pagesOfFile),',
        '  report: contentReport({ changed, problems, translations }),',
        '}));',
      ].join('\n'),
    );
    const run = tsx(dir, ['report-of-collection.ts']);
    expect(run.status, run.stderr).toBe(0);
    const { collections, pages, report } = JSON.parse(run.stdout) as {
      collections: string[];
      pages: unknown[];
      report: string;
    };
    expect(collections).toEqual([COLLECTION, COLLECTION]);
    expect(pages).toEqual([]);
    const section = (title: string) => report.slice(report.indexOf(`### ${title}`)).split(/\n(?=### )/)[0]!;
    expect(section('Problems')).toContain('None');
    expect(section('Pages to look at')).toContain(
      `Entries of \`${COLLECTION}\`, which no page shows yet: \`${file('en')}\`, \`${file('fr')}\`.`,
    );
    const translations = section('Translations');
    expect(translations).toContain(`- \`${file('fr')}\` records no version of the English file`);
    for (const locale of EVERY_LOCALE.filter((l) => l !== 'en' && l !== 'fr'))
      expect(translations).toContain(`- \`${file(locale)}\` missing`);
  });
});
