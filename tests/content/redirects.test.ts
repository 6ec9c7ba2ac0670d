import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redirectsFile } from '../../scripts/content/emit/redirects';
import { loadContent, type Content } from '../../scripts/content/load/load';
import { places } from '../../scripts/content/page-builders/places';
import { specialPages } from '../../scripts/content/page-builders/special-pages';
import { LOCALES, type Locale } from '../../src/schemas/locales';
import { contentWithLayouts } from '../helpers/page-layouts';

const rules = (file: string) => file.split('\n').filter((line) => line && !line.startsWith('#'));
const withPortuguese = [...LOCALES, 'pt' as Locale];
let content: Content;
const SITE = 'https://www.example.ch';
/** The site's redirects in `locales`, its special pages found in the real content/pages/. */
const redirectsOf = (locales: readonly Locale[]) => redirectsFile(locales, specialPages(content), places(SITE));

beforeAll(async () => {
  content = await loadContent(resolve(import.meta.dirname, '../..'));
}, 60_000);

afterEach(() => {
  vi.doUnmock('../../src/paths/pages.ts');
  vi.resetModules();
});

describe('the redirects the content step writes', () => {
  it('send the first visit to / to the home page of every locale but the default, forced', () => {
    expect(rules(redirectsOf(LOCALES)).filter((r) => r.startsWith('/  '))).toEqual([
      '/  /fr/  302!  Language=fr',
      '/  /de/  302!  Language=de',
      '/  /it/  302!  Language=it',
      '/  /es/  302!  Language=es',
      '/  /ar/  302!  Language=ar',
    ]);
  });

  it("give the spec's old paths to a new locale as to the others, before its 404 rule", () => {
    const all = rules(redirectsOf(withPortuguese));
    for (const expected of [
      '/  /pt/  302!  Language=pt',
      '/pt/blog  /pt/conseils/  301',
      '/pt/blog/:slug  /pt/conseils/:slug/  301',
      '/pt/produits/:key  /pt/products/:key/  301',
      '/pt/services/energie-solaire  /pt/energie-solaire/  301',
      '/pt/products/pergola-storage-boxes  /pt/products/stores-coffre-de-pergolas/  301',
      '/pt/product/  /pt/solutions/  301',
      '/pt/conseils/:slug  /pt/conseils/  301',
      '/pt/*  /pt/404/  404',
    ])
      expect(all).toContain(expected);
    const portuguese = all.filter((r) => r.startsWith('/pt/'));
    expect(portuguese.at(-1), 'the catch-all comes after every other rule of the locale').toBe('/pt/*  /pt/404/  404');
    expect(rules(redirectsOf(LOCALES)).filter((r) => r.startsWith('/fr/')).length).toBe(portuguese.length);
    expect(all.at(-1)).toBe('/*  /404/  404');
  });

  it('point at the article section where it is now when it is renamed', async () => {
    vi.doMock('../../src/paths/pages.ts', async (original) => {
      const real = await original<typeof import('../../src/paths/pages')>();
      return { ...real, PAGE_PATHS: { ...real.PAGE_PATHS, conseils: '/ratgeber/' } };
    });
    vi.resetModules();
    const { redirectsFile: renamedFile } = await import('../../scripts/content/emit/redirects');
    const { specialPages: renamedPages } = await import('../../scripts/content/page-builders/special-pages');
    const renamed = rules(renamedFile(LOCALES, renamedPages(content), places(SITE)));
    expect(renamed).toContain('/blog  /ratgeber/  301');
    expect(renamed).toContain('/de/blog/:slug  /de/ratgeber/:slug/  301');
    expect(renamed).toContain('/it/ratgeber/:slug  /it/ratgeber/  301');
    // The old section's own path, and every url under it, lead to the new one.
    expect(renamed).toContain('/conseils  /ratgeber/  301');
    expect(renamed).toContain('/conseils/*  /ratgeber/:splat  301');
    expect(renamed).toContain('/de/conseils/*  /de/ratgeber/:splat  301');
    expect(renamed.filter((r) => r.split(/\s+/)[1]!.includes('/conseils'))).toEqual([]);
    const german = renamed.filter((r) => r.startsWith('/de/'));
    expect(german.indexOf('/de/conseils/*  /de/ratgeber/:splat  301')).toBeLessThan(
      german.indexOf('/de/*  /de/404/  404'),
    );
  });

  it("send the products' section, renamed in its one line, to its new path in every locale", async () => {
    vi.doMock('../../src/paths/pages.ts', async (original) => {
      const real = await original<typeof import('../../src/paths/pages')>();
      return { ...real, SECTION_PATHS: { ...real.SECTION_PATHS, products: '/produkte/' } };
    });
    vi.resetModules();
    const { redirectsFile: renamedFile } = await import('../../scripts/content/emit/redirects');
    const { specialPages: renamedPages } = await import('../../scripts/content/page-builders/special-pages');
    const renamed = rules(renamedFile(withPortuguese, renamedPages(content), places(SITE)));
    for (const locale of withPortuguese) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      expect(renamed).toContain(`${prefix}/products/*  ${prefix}/produkte/:splat  301`);
      expect(renamed).toContain(`${prefix}/produits/:key  ${prefix}/produkte/:key/  301`);
    }
    // The spec's old product paths keep their own target, before the section's rule.
    const english = renamed.filter((r) => !/^\/[a-z]{2}\//.test(r));
    expect(english.indexOf('/products/pergola-storage-boxes  /produkte/stores-coffre-de-pergolas/  301')).toBeLessThan(
      english.indexOf('/products/*  /produkte/:splat  301'),
    );
    // The section has no page of its own: nothing leads to `/produkte/` itself, and nothing into the old section.
    expect(renamed.filter((r) => /\s\S*\/produkte\/\s/.test(r))).toEqual([]);
    expect(renamed.filter((r) => r.split(/\s+/)[1]!.includes('/products/'))).toEqual([]);
  });

  it('answer unknown urls with the page of layout not-found, whatever its id', () => {
    const moved = specialPages(contentWithLayouts(content, { '404': 'blocks', 'newsletter-erreur': 'not-found' }));
    const all = rules(redirectsFile(LOCALES, moved, places(SITE)));
    expect(all.at(-1)).toBe('/*  /newsletter/erreur/  404');
    expect(all).toContain('/de/*  /de/newsletter/erreur/  404');
    expect(all.filter((r) => r.includes('404/'))).toEqual([]);
  });

  it('send an unknown article to the article list, which is the section the articles are under', () => {
    /** Each rule for an unknown article, as from where its name is taken to where it leads. */
    const unknownArticles = (all: string[]) =>
      all.filter((r) => r.split(/\s+/)[0]!.endsWith('/:slug') && !r.includes('/blog/')).map((r) => r.split(/\s+/));
    const all = rules(redirectsOf(LOCALES));
    expect(unknownArticles(all)).toHaveLength(LOCALES.length);
    for (const [from, to] of unknownArticles(all)) expect(from).toBe(`${to}:slug`);
    expect(all).toContain('/de/conseils/:slug  /de/conseils/  301');
    // The list elsewhere would part it from its articles: no redirects are made of such content.
    expect(() =>
      specialPages(contentWithLayouts(content, { conseils: 'blocks', realisations: 'article-list' })),
    ).toThrow(
      /^the articles are under \/conseils\/ \(ARTICLE_SECTION in src\/paths\/place\.ts\), so their list is the conseils page/,
    );
  });

  it('sends nothing from a page that has not moved, nor from the home and newsletter pages', () => {
    const all = rules(redirectsOf(LOCALES));
    expect(all.filter((r) => r.includes(':splat'))).toEqual([]);
    expect(all.filter((r) => /^\S*\/(home|newsletter-[a-z]+)\b/.test(r))).toEqual([]);
  });
});
