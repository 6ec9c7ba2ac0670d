// The builders of scripts/content/page-builders/ each name the shared blocks their route carries; these tests
// hold their output to those names, and a page placing a block with no content to a loud failure.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BLOCK_NAMES, type SharedBlockName } from '../../src/schemas/shared-blocks';
import type { Content } from '../../scripts/content/load/load';
import { loadContent } from '../../scripts/content/load/load';
import * as article from '../../scripts/content/page-builders/article-page';
import * as block from '../../scripts/content/page-builders/block-page';
import { pageContext, type PageBuilder } from '../../scripts/content/page-builders/context';
import { articleListsOf } from '../../scripts/content/page-builders/article-lists';
import { FIGURES_DAY } from '../helpers/solar-input';
import * as product from '../../scripts/content/page-builders/product-page';
import * as prose from '../../scripts/content/page-builders/prose-page';
import { specialPages } from '../../scripts/content/page-builders/special-pages';
import { shell } from '../../scripts/content/emit/shell';
import { contentWithLayouts } from '../helpers/page-layouts';
import { localePrefix } from '../../src/paths';
import { LOCALES, type Locale } from '../../src/schemas/locales';

const ROOT = resolve(import.meta.dirname, '../..');
let content: Content;
beforeAll(async () => {
  content = await loadContent(ROOT);
}, 60_000);

/** The real content without some shared block files: all locales of `name`, or only `locale`'s. */
function without(name: SharedBlockName, locale?: string): Content {
  const blocks = new Map([...content.blocks].map(([n, byLocale]) => [n, new Map(byLocale)]));
  if (locale) blocks.get(name)!.delete(locale as never);
  else blocks.delete(name);
  return { ...content, blocks };
}

describe('page builders', () => {
  it.each([
    ['product', product.productPages, product.SHARED],
    ['article', article.articlePages, article.SHARED],
    ['prose', prose.prosePages, prose.SHARED],
  ] as const)('give every %s route each block they declare, and no other', (_, build, declared) => {
    const built = build(pageContext(content, FIGURES_DAY));
    expect(built.length).toBeGreaterThan(0);
    for (const page of built) {
      const { route } = page;
      expect(Object.keys(route.shared), page.url).toEqual([...declared]);
      for (const name of declared)
        expect((route.shared as Record<string, unknown>)[name], `${page.url} ${name}`).toBeTruthy();
    }
  });

  it("build every page without asking the content where a collection's files are, which only a problem names", () => {
    const asked: string[] = [];
    const files = {
      folder: (...args: Parameters<Content['files']['folder']>) => (
        asked.push(`folder ${args}`),
        content.files.folder(...args)
      ),
      entry: (...args: Parameters<Content['files']['entry']>) => (
        asked.push(`entry ${args}`),
        content.files.entry(...args)
      ),
    };
    const ctx = pageContext({ ...content, files }, FIGURES_DAY);
    const builders: PageBuilder[] = [block.blockPages, prose.prosePages, product.productPages, article.articlePages];
    const built = builders.flatMap((build) => build(ctx));
    expect(built.length).toBeGreaterThan(100);
    expect(asked).toEqual([]);
    // The same content with the article list gone asks it, to name the folder to fix.
    expect(() => pageContext({ ...contentWithLayouts(content, { conseils: 'blocks' }), files }, FIGURES_DAY)).toThrow(
      /give it to exactly one page of content\/pages\//,
    );
    expect(asked).toEqual(['folder pages']);
  });

  it("make a build's article lists once, for every builder that shows articles, and another build its own", () => {
    const ctx = pageContext(content, FIGURES_DAY);
    const lists = articleListsOf(ctx);
    const [slug] = [...content.articles.keys()];
    expect(articleListsOf(ctx)).toBe(lists);
    expect(lists.summaries('de')).toBe(lists.summaries('de'));
    expect(lists.commentsOf(slug!)).toBe(lists.commentsOf(slug!));
    expect(articleListsOf(pageContext(content, FIGURES_DAY))).not.toBe(lists);
  });

  it('declare no hreflang alternates nor site search on pages kept out of search engines, and all on the others', () => {
    const built = block.blockPages(pageContext(content, FIGURES_DAY));
    const hidden = built.filter((b) => b.route.meta.robots.startsWith('noindex'));
    // The five pages newsletter links land on, the search page and the 404 page, in every language.
    expect(new Set(hidden.map((b) => b.id))).toEqual(
      new Set([
        'newsletter-confirmer',
        'newsletter-confirmation',
        'newsletter-erreur',
        'newsletter-desinscription',
        'newsletter-desinscrit',
        'rechercher',
        '404',
      ]),
    );
    expect(hidden).toHaveLength(7 * LOCALES.length);
    for (const page of hidden) {
      expect(page.route.meta.alternates, page.url).toEqual([]);
      expect(page.route.meta.searchMeta, page.url).toBeUndefined();
    }
    const contact = built.find((b) => b.locale === 'it' && b.id === 'contact')!;
    expect(contact.route.meta.alternates.map((a) => a.hreflang)).toEqual([...LOCALES, 'x-default']);
    // Translated into every locale, it has no copy for the site search to lead to.
    expect(contact.route.meta.searchMeta).toBe('fallbacks:');
  });

  it('give an English page the urls of its copies where it is untranslated, which the site search leads to', () => {
    // One article and one product left untranslated in German and Arabic: the English copy is what those locales show.
    const [articleKey] = content.articles.keys();
    const [productKey] = content.products.keys();
    const untranslatedIn = <E>(collection: Map<string, Map<Locale, E>>, key: string) =>
      new Map(
        [...collection].map(([k, byLocale]) => [
          k,
          k === key ? new Map([...byLocale].filter(([l]) => l !== 'de' && l !== 'ar')) : byLocale,
        ]),
      );
    const partial = {
      ...content,
      articles: untranslatedIn(content.articles, articleKey!),
      products: untranslatedIn(content.products, productKey!),
    } as Content;
    const ctx = pageContext(partial, FIGURES_DAY);
    const built = [...article.articlePages(ctx), ...product.productPages(ctx)];
    const copies = built.filter((b) => b.route.contentLocale !== b.locale);
    expect(copies.map((c) => c.locale).sort()).toEqual(['ar', 'ar', 'de', 'de']);
    for (const page of built.filter((b) => b.locale === 'en')) {
      const expected = copies.filter((c) => c.path === page.path).map((c) => `${c.locale}=${c.url}`);
      expect(page.route.meta.searchMeta, page.url).toBe(`fallbacks:${expected.join(' ')}`);
    }
    // A copy is kept out of the index: the English page is the one the search finds.
    for (const copy of copies) expect(copy.route.meta.searchMeta, copy.url).toBeUndefined();
  });

  it('give a block page the shared blocks its YAML places, each with content', () => {
    const built = block.blockPages(pageContext(content, FIGURES_DAY));
    const home = built.find((b) => b.locale === 'fr' && b.id === 'home')!;
    const placed = SHARED_BLOCK_NAMES.filter((n) => home.route.data.blocks.some((b) => b.type === n));
    expect(placed.length).toBeGreaterThan(0);
    expect(Object.keys(home.route.shared)).toEqual(placed);
    for (const page of built)
      for (const [name, data] of Object.entries(page.route.shared)) expect(data, `${page.url} ${name}`).toBeTruthy();
  });

  it("give a product's paragraphs as the blocks its page shows, each button asking for a quote of that product", () => {
    const built = product.productPages(pageContext(content, FIGURES_DAY));
    const carport = built.find((b) => b.locale === 'de' && b.id === 'carports-v')!;
    const written = content.products.get('carports-v')!.get('de')!.data.imageParagraphs;
    expect(carport.route.data).not.toHaveProperty('imageParagraphs');
    expect(carport.route.paragraphs.map((b) => [b.type, b.title, b.reverse, b.cta?.label])).toEqual(
      written.map((para) => ['imageText', para.title, para.reverseLayout, para.ctaText]),
    );
    // No paragraph of the content names its own link: each leads to the contact page, this product as the subject.
    for (const page of built)
      for (const block of page.route.paragraphs)
        expect(block.cta?.link, page.url).toBe(
          `${localePrefix(page.locale)}/contact/?devis=product&product=${page.id}`,
        );
  });

  it('fall back to the English block when the locale has none', () => {
    const real = product.productPages(pageContext(content, FIGURES_DAY));
    const english = real.find((b) => b.locale === 'en')!.route.shared.reviews;
    expect(real.find((b) => b.locale === 'de')!.route.shared.reviews).not.toEqual(english);
    const german = product
      .productPages(pageContext(without('reviews', 'de'), FIGURES_DAY))
      .find((b) => b.locale === 'de')!;
    expect(german.route.shared.reviews).toEqual(english);
  });

  it('stop the build, naming the file and the block, when a page places a block that has no content', () => {
    expect(() => block.blockPages(pageContext(without('reviews'), FIGURES_DAY))).toThrow(
      /^content\/pages\/home\.en\.yaml uses the shared block "reviews", which has no content\/blocks\/reviews\.en\.yaml/,
    );
    expect(() => product.productPages(pageContext(without('showcase'), FIGURES_DAY))).toThrow(
      /^content\/products\/\S+\.en\.yaml uses the shared block "showcase", which has no content\/blocks\/showcase\.en\.yaml$/,
    );
    expect(() => article.articlePages(pageContext(without('quality'), FIGURES_DAY))).toThrow(
      /^content\/articles\/\S+\.en\.mdx uses the shared block "quality"/,
    );
  });
});

describe('the translation coverage', () => {
  /** The coverage once every builder has built its pages, as the content step counts it. */
  const coverageOf = (shown: Content) => {
    const ctx = pageContext(shown, FIGURES_DAY);
    for (const build of [block.blockPages, prose.prosePages, product.productPages, article.articlePages]) build(ctx);
    return ctx.coverage;
  };

  it('counts each entry once per locale, however many pages read it (every contact form names every product)', () => {
    const entries = content.pages.size + content.prose.size + content.products.size + content.articles.size;
    const coverage = coverageOf(content);
    for (const locale of LOCALES) expect(coverage[locale].total, locale).toBe(entries);
    expect(coverage.en.own).toBe(entries);
  });

  it("counts an entry shown in English in a locale as that locale's missing one, once", () => {
    const products = new Map([...content.products].map(([key, byLocale]) => [key, new Map(byLocale)]));
    const [key] = [...products.keys()];
    products.get(key!)!.delete('fr');
    const full = coverageOf(content);
    const coverage = coverageOf({ ...content, products });
    expect(coverage.fr).toEqual({ own: full.fr.own - 1, total: full.fr.total });
    expect(coverage.de).toEqual(full.de);
  });
});

describe('the special pages', () => {
  /** The target of the site search the JSON-LD of `page` declares. */
  const searchTarget = (page: { route: { meta: { jsonLd: unknown[] } } }) =>
    JSON.stringify(page.route.meta.jsonLd).match(/"urlTemplate":"([^"]+)"/)?.[1];

  it('are each the page of its layout: the search page, whatever its id, is where the shell and JSON-LD lead', () => {
    const real = pageContext(content, FIGURES_DAY);
    const moved = pageContext(contentWithLayouts(content, { rechercher: 'blocks', contact: 'search' }), FIGURES_DAY);
    const origin = real.site.url;
    expect(shell(real, 'fr').search).toBe('/fr/rechercher/');
    expect(shell(moved, 'fr').search).toBe('/fr/contact/');
    const frenchHome = (ctx: typeof real) => block.blockPages(ctx).find((b) => b.locale === 'fr' && b.id === 'home')!;
    expect(searchTarget(frenchHome(real))).toBe(`${origin}/fr/rechercher/?q={search_term_string}`);
    expect(searchTarget(frenchHome(moved))).toBe(`${origin}/fr/contact/?q={search_term_string}`);
  });

  it("lead an article's trail to the page of layout article-list, named by its title in the article's language", () => {
    const trailOf = (ctx: ReturnType<typeof pageContext>) =>
      article
        .articlePages(ctx)
        .find((a) => a.locale === 'de')!
        .route.breadcrumbs.slice(0, 2);
    const titleOf = (id: string) => content.pages.get(id)!.get('de')!.data.title;
    expect(trailOf(pageContext(content, FIGURES_DAY))[1]).toEqual({ name: titleOf('conseils'), url: '/de/conseils/' });
    const moved = contentWithLayouts(content, { conseils: 'blocks', realisations: 'article-list' });
    expect(() => pageContext(moved, FIGURES_DAY), 'the list is the section the articles are under').toThrow(
      /so their list is the conseils page/,
    );
  });

  it('give the home page a trail of itself alone, every other block page one more crumb', () => {
    for (const page of block.blockPages(pageContext(content, FIGURES_DAY)))
      expect(page.route.breadcrumbs.length, page.url).toBe(page.path === '/' ? 1 : 2);
  });

  it('stop the build when no page, or more than one, has a special layout', () => {
    expect(() => specialPages(contentWithLayouts(content, { rechercher: 'blocks' }))).toThrow(
      'no page has the layout "search": give it to exactly one page of content/pages/ (`layout: search` in each of its files)',
    );
    expect(() => specialPages(contentWithLayouts(content, { contact: 'not-found' }))).toThrow(
      /^the pages 404, contact have the layout "not-found"/,
    );
  });
});
