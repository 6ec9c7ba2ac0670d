// A product is added by content alone: its files in six languages and its key in the menu. No code
// lists the products, so the new one gets its pages, its menu entry and its sitemap line.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { LOCALES } from '../../src/schemas/index';
import { productPath } from '../../src/paths';
import type { SitemapPage } from '../../src/lib/seo';
import { addProduct } from '../helpers/add-product';
import { copyContent, removeTempDirs } from '../helpers/content-copy';
import { readGenerated } from '../helpers/generated';

const KEY = 'carport-bois';
let dir: string;
let result: Awaited<ReturnType<typeof buildContent>>;
const generated = <T>(file: string) => readGenerated<T>(file, dir);

beforeAll(async () => {
  dir = copyContent('add-product-');
  addProduct(dir, KEY);
  result = await buildContent(dir, { write: true });
}, 120_000);
afterAll(removeTempDirs);

describe('a product added with content files only', () => {
  it('passes the content check', () => {
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('gets a page in every language', () => {
    const manifest = generated<{ locale: string; path: string; kind: string }[]>('route-manifest.json');
    const pages = manifest.filter((r) => r.path === productPath(KEY));
    expect(pages.map((r) => r.locale).sort()).toEqual([...LOCALES].sort());
    expect(pages.every((r) => r.kind === 'product')).toBe(true);
  });

  it('appears in the Solutions menu of every language, under its own name', () => {
    for (const locale of LOCALES) {
      const shell = generated<{ dropdown: { category: string; items: { label: string; url: string }[] }[] }>(
        `shell/${locale}.json`,
      );
      const carports = shell.dropdown.find((c) => c.category === 'carports')!;
      const item = carports.items.at(-1)!;
      expect(item.url).toBe(`${locale === 'en' ? '' : `/${locale}`}/products/${KEY}/`);
      expect(item.label).toMatch(/ 2$/);
    }
  });

  it('is listed in the sitemap, each language at the url of its page', () => {
    const manifest = generated<{ path: string; url: string }[]>('route-manifest.json');
    const urls = manifest.filter((r) => r.path === productPath(KEY)).map((r) => r.url);
    const sitemap = generated<SitemapPage[]>('sitemap-pages.json');
    const urlsOf = (page: SitemapPage) => page.translations.pages.map((t) => new URL(t.absoluteUrl).pathname);
    const listed = sitemap.find((page) => urlsOf(page).some((url) => urls.includes(url)));
    expect(listed && urlsOf(listed).sort()).toEqual(urls.sort());
  });

  it('a menu entry naming a product without files fails the check, with the nearest key', async () => {
    const broken = copyContent('add-product-');
    const nav = join(broken, 'content/navigation.yaml');
    writeFileSync(
      nav,
      readFileSync(nav, 'utf8').replace('- carports-solaire', '- carports-solaire\n      - carport-solaire'),
    );
    const problems = (await buildContent(broken, { write: false })).problems.map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/navigation\.yaml:\d+:\d+ dropdown\[1\]\.products\[\d\]: no product "carport-solaire" in content\/products\/; did you mean "carports-solaire"\?$/,
      ),
    ]);
  }, 60_000);

  it('named with a double hyphen fails the check at its files, before any page is built at a path no url can be', async () => {
    const broken = copyContent('add-product-');
    addProduct(broken, 'carport--bois');
    const problems = (await buildContent(broken, { write: false })).problems.map(formatProblem);
    for (const locale of LOCALES)
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^content/products/carport--bois\\.${locale}\\.yaml:1:1 file name must be <name>\\.<locale>\\.yaml or \\.mdx, the name words of a-z and 0-9 joined by single hyphens`,
          ),
        ),
      );
  }, 60_000);

  it('a folder named like its files is named at its place, not read as one', async () => {
    const broken = copyContent('add-product-');
    mkdirSync(join(broken, 'content/products/carport-bois.fr.yaml'));
    mkdirSync(join(broken, 'content/articles/choisir-abri.en.mdx'));
    mkdirSync(join(broken, 'content/comments/choisir-carport.yaml'), { recursive: true });
    const problems = (await buildContent(broken, { write: false })).problems.map(formatProblem);
    expect(problems).toEqual([
      'content/articles/choisir-abri.en.mdx:1:1 a folder in content/articles/, which holds content files only: move its files up, or remove it',
      'content/comments/choisir-carport.yaml:1:1 a folder in content/comments/, which holds content files only: move its files up, or remove it',
      'content/products/carport-bois.fr.yaml:1:1 a folder in content/products/, which holds content files only: move its files up, or remove it',
    ]);
  }, 60_000);
});
