import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/schemas/index';
import { localeFileFor } from '../collections';
import { NETLIFY_FILES, fileAt, type FixedPagePlace, type FixedPages } from '../../../src/paths';
import {
  MANIFEST_FIELDS,
  pageFields,
  ROUTE_FILE_FIELDS,
  type BlockPageRoute,
  type ManifestEntry,
  type Page,
  type PageKind,
  type ShellData,
} from '../../../src/lib/route-data';
import type { SitemapPage } from '../../../src/lib/seo';
import { articleFeed, type Feed, type FeedArticle } from '../../../src/lib/feed';
import type { ContactRequired } from '../../../src/schemas/contact-fields';
import type { Content } from '../load/load';
import type { GeneratedFiles } from '../cache/generated-files';
import { articlePages } from '../page-builders/article-page';
import { blockPages } from '../page-builders/block-page';
import { pageContext, type PageBuilder, type PageContext } from '../page-builders/context';
import { productPages } from '../page-builders/product-page';
import { prosePages } from '../page-builders/prose-page';
import { redirectsFile } from './redirects';
import { shell } from './shell';

/*
 * Each kind of page has its builder under ../page-builders/, which names the shared blocks its route data carries;
 * this file writes the pages they build (`Page`, src/lib/route-data.ts) as projections of each. A kind without a
 * builder fails to compile. The order of the builders is the order of the route manifest and of the sitemap.
 */
const BUILDERS = {
  'block-page': blockPages,
  prose: prosePages,
  product: productPages,
  article: articlePages,
} satisfies Record<PageKind, PageBuilder>;

export interface EmitResult {
  /** The route manifest's lines, one per page. */
  manifest: ManifestEntry[];
  sitemap: SitemapPage[];
  /** Per locale: entries in their own language / entries in all. */
  coverage: Record<Locale, { own: number; total: number }>;
}

type Write = (file: string, data: unknown) => void;

/** Per locale: the url of the article list, and each article's by its slug (src/generated/article-urls.json). */
export type ArticleUrls = Record<Locale, { list: string; articles: Record<string, string> }>;

/**
 * Writes into src/generated/: UI strings, shells, one JSON per page, and the route manifest.
 * `day` (YYYY-MM-DD) is the day the build is for: the solar figures prerendered are those in force then.
 */
export function emit(content: Content, files: GeneratedFiles, day: string): EmitResult {
  const write: Write = (file, data) => files.write(file, typeof data === 'string' ? data : JSON.stringify(data));
  const ctx = pageContext(content, day);
  const { site, localeInfo } = ctx;
  const shells = writeLocaleFiles(content, ctx, write);

  const manifest: ManifestEntry[] = [];
  const sitemap: SitemapPage[] = [];
  const contactForms: Record<string, ContactRequired> = {};
  const fixedPages = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<Locale, Record<string, FixedPagePlace>>;
  const articles = new Map<Locale, FeedArticle[]>(LOCALES.map((l) => [l, []]));
  const articleListRoutes = new Map<Locale, BlockPageRoute>();
  const articleUrls = Object.fromEntries(LOCALES.map((l) => [l, { list: '', articles: {} }])) as ArticleUrls;
  const isArticleList = (page: Page) => page.kind === 'block-page' && page.id === ctx.specialPages.articleList.id;
  for (const build of Object.values(BUILDERS)) {
    for (const page of build(ctx)) {
      if (page.kind === 'article') articles.get(page.locale)!.push(page as FeedArticle);
      if (page.kind === 'article') articleUrls[page.locale].articles[page.id] = page.url;
      if (isArticleList(page)) {
        articleListRoutes.set(page.locale, page.route as BlockPageRoute);
        articleUrls[page.locale].list = page.url;
      }
      manifest.push(pageFields(page, MANIFEST_FIELDS));
      // The page's data, written once: the prerender reads it (src/app/prerender.tsx); the browser
      // gets only what each island needs, written beside it in the page (src/islands/Island.tsx).
      write(page.dataFile, pageFields(page, ROUTE_FILE_FIELDS));
      if (page.sitemap) sitemap.push(page.sitemap);
      const form = page.kind === 'block-page' ? (page.route as BlockPageRoute).contactForm : undefined;
      if (form) contactForms[page.url] = form.required;
      if (page.kind === 'block-page' || page.kind === 'prose')
        fixedPages[page.locale][page.id] = { url: page.url, htmlFile: page.htmlFile };
    }
  }

  // Every page, once: the prerender renders what it lists (src/main.tsx), the build checks dist/ against
  // it (scripts/finish/verify-dist.ts), and the benchmark and the tests read it.
  write('route-manifest.json', manifest);
  write('sitemap-pages.json', sitemap);
  // Read by /api/contact: the server requires exactly what the page's form requires.
  write('contact-forms.json', contactForms);
  // Read by the functions that send a visitor to a page or answer with one (netlify/lib/page-urls.ts): each
  // fixed page's url and HTML file, by locale, and which page has each role (the contact page, the home page…).
  const roles = Object.fromEntries(Object.entries(ctx.specialPages).map(([role, { id }]) => [role, id]));
  write('fixed-pages.json', { pages: fixedPages, roles } satisfies FixedPages);
  // Read by /api/comments (netlify/lib/article-urls.ts): which articles may get a comment, and where it goes back to.
  write('article-urls.json', articleUrls);
  // What the build writes after the prerender (scripts/finish/postbuild.ts, scripts/cms/write-admin.ts), which
  // read no source file: the site, its languages, each locale's feed of the articles as its list shows them,
  // and every redirect.
  write('site.json', site);
  write('locales.json', localeInfo);
  write('feeds.json', feedsOf(ctx, shells, articles, articleListRoutes));
  write(fileAt(NETLIFY_FILES.redirects), redirectsFile(LOCALES, ctx.specialPages, ctx.placeAt));
  return { manifest, sitemap, coverage: ctx.coverage };
}

/** What every page of a locale reads beside its own data: UI strings, shells, the estimators' figures. Returns the shells. */
function writeLocaleFiles(content: Content, ctx: PageContext, write: Write): Record<Locale, ShellData> {
  const { localeInfo, strings, solarCalendarOf } = ctx;
  const formatLocales = Object.fromEntries(LOCALES.map((l) => [l, localeInfo[l].formatLocale]));
  // Read by /api/estimate, the answer to the estimator's form sent without JavaScript.
  write('estimator.json', { config: content.estimator!.data });
  // Read by /api/solar-estimate, the answer to the solar estimator's form sent without JavaScript.
  // It works out the estimate on the day of the request, so it holds every period and each language's dates.
  const solar = content.solarEstimator!.data;
  write('solar-estimator.json', {
    config: solar,
    calendars: Object.fromEntries(LOCALES.map((l) => [l, solarCalendarOf(l)])),
  });
  // Each language's format locale (formatLocaleOf(), for the pages and the functions alike), and how each
  // format locale writes an amount (content/locales.yaml), for the estimators and the articles' <Amount />.
  write('number-formats.json', {
    byLocale: formatLocales,
    formats: Object.fromEntries(LOCALES.map((l) => [localeInfo[l].formatLocale, localeInfo[l].amounts])),
  });
  write(
    'ui-keys.ts',
    `// Generated from ${localeFileFor('strings', DEFAULT_LOCALE)}. Do not edit.\nexport type UiKey =\n${Object.keys(
      strings(DEFAULT_LOCALE),
    )
      .map((k) => `  | ${JSON.stringify(k)}`)
      .join('\n')};\n`,
  );
  const shells = Object.fromEntries(LOCALES.map((locale) => [locale, shell(ctx, locale)])) as Record<Locale, ShellData>;
  for (const locale of LOCALES) {
    write(`i18n/${locale}.json`, strings(locale));
    write(`shell/${locale}.json`, shells[locale]);
  }
  return shells;
}

/** Each locale's feed of the articles, as its article list shows them, at the url its shell names to every page. */
function feedsOf(
  { site, strings, placeAt, specialPages }: PageContext,
  shells: Record<Locale, ShellData>,
  articles: Map<Locale, FeedArticle[]>,
  articleListRoutes: Map<Locale, BlockPageRoute>,
): Partial<Record<Locale, Feed>> {
  const feeds: Partial<Record<Locale, Feed>> = {};
  for (const locale of LOCALES) {
    const list = articleListRoutes.get(locale);
    feeds[locale] = articleFeed({
      locale,
      site,
      strings: strings(locale),
      listName: strings(locale)[`nav.${specialPages.articleList.id}`]!,
      subtitle: list?.contentLocale === locale ? list.meta.description : undefined,
      url: shells[locale].feed,
      listAbsoluteUrl: placeAt({ locale, path: specialPages.articleList.path }).absoluteUrl,
      articles: articles.get(locale)!,
    });
  }
  return feeds;
}
