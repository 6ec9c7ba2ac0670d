import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  PAGE_PATHS,
  type Locale,
  type PageId,
  type PublishedComment,
  type Site,
} from '../../src/schemas/index';
import { deriveCategory, excerpt, relatedFinder, sortByDate } from '../../src/lib/articles';
import { formatShortDate, toZurichIso } from '../../src/lib/dates';
import * as ld from '../../src/lib/jsonld';
import { localizePath, textDirection } from '../../src/lib/locale-paths';
import { routeDataFile, type ManifestEntry, type PageComponent, type RouteFile } from '../../src/lib/route-files';
import type {
  ArticleRoute,
  ArticleSummary,
  Breadcrumb,
  EstimatorData,
  PageMeta,
  PageRoute,
  ProductRoute,
  ProseRoute,
  RouteData,
  ShellData,
} from '../../src/lib/route-data';
import { fullTitle, hreflangAlternates, robotsValue, type SitemapPage } from '../../src/lib/seo';
import { SHARED_BLOCK_NAMES, type SharedBlocks } from '../../src/lib/shared-blocks';
import { translatedLocales } from './checks';
import { productKeysOf } from './routes';
import type { Collection, Content, Entry } from './load';
import { ESTIMATOR_TYPES, type EstimatorType } from '../../src/schemas/estimator';

/** An MDX body that shows the estimator (the component is listed in src/components/mdx/names.ts). */
const ESTIMATOR_IN_MDX = /<Estimator[\s/>]/;

/** A route the site prerenders, as the generated route table lists it. */
export interface GeneratedRoute {
  locale: Locale;
  /** Localized path relative to the locale root, no slashes at the ends ('' for home). */
  path: string;
  kind: RouteData['kind'];
  id: string;
  /** MDX body to render, relative to src/generated/ (articles and prose pages). */
  mdx?: string;
  /** The page shows a contact form (rendered by FormPage, which loads the form's code). */
  form?: boolean;
  /** The page shows the pergola budget estimator, whose code is its own chunk. */
  estimator?: boolean;
}

export function manifestEntry(r: GeneratedRoute): ManifestEntry {
  const { locale, path, kind, id, mdx } = r;
  return { locale, path, kind, id, page: componentOf(r), ...(mdx ? { body: mdx.replace(/^(\.\.\/)+/, '/') } : {}) };
}

export interface EmitResult {
  routes: GeneratedRoute[];
  sitemap: SitemapPage[];
  /** Per locale: entries in their own language / entries in all. */
  coverage: Record<Locale, { own: number; total: number }>;
}

/** Writes src/generated/: UI strings, shells, one JSON per route and locale, and the route table. */
export function emit(root: string, content: Content): EmitResult {
  const out = join(root, 'src', 'generated');
  rmSync(out, { recursive: true, force: true });
  const write = (file: string, data: unknown) => {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), typeof data === 'string' ? data : JSON.stringify(data));
  };
  // Where earlier versions of this step wrote a second copy of the page data.
  rmSync(join(root, 'public', '_data'), { recursive: true, force: true });
  const site = content.site!.data;
  const localeInfo = content.locales!.data;
  const strings = (l: Locale) => content.strings.get('ui')!.get(l)!.data;
  const routes: GeneratedRoute[] = [];
  const sitemap: SitemapPage[] = [];
  const contactForms: Record<string, Partial<Record<string, boolean>>> = {};
  const coverage = Object.fromEntries(LOCALES.map((l) => [l, { own: 0, total: 0 }])) as EmitResult['coverage'];

  /** The entry in the locale, or the English one shown as a fallback. */
  const pick = <T>(col: Collection<T>, id: string, locale: Locale) => {
    const byLocale = col.get(id);
    const own = byLocale?.get(locale);
    coverage[locale].total++;
    if (own) coverage[locale].own++;
    return own ?? byLocale?.get(DEFAULT_LOCALE);
  };
  const shared = (locale: Locale, names: (keyof SharedBlocks)[]) =>
    Object.fromEntries(
      names.map((n) => [n, (content.blocks.get(n)?.get(locale) ?? content.blocks.get(n)?.get(DEFAULT_LOCALE))?.data]),
    ) as Partial<SharedBlocks>;

  // The estimator's figures travel only with the pages that show it.
  const estimatorConfig = content.estimator!.data;
  const estimatorFor = (locale: Locale, preset?: EstimatorType): { estimator?: EstimatorData } => ({
    estimator: { config: estimatorConfig, numberLocale: localeInfo[locale].dateLocale, ...(preset ? { preset } : {}) },
  });
  const productPreset = (key: string) => ESTIMATOR_TYPES.find((type) => estimatorConfig.types[type].products.includes(key as never));
  // Read by /api/estimate, the answer to the estimator's form sent without JavaScript.
  write('estimator.json', {
    config: estimatorConfig,
    numberLocales: Object.fromEntries(LOCALES.map((l) => [l, localeInfo[l].dateLocale])),
  });

  const countryNames = (l: Locale) => ({
    CH: strings(l)['footer.contact.country.CH']!,
    FR: strings(l)['footer.contact.country.FR']!,
  });

  write(
    'ui-keys.ts',
    `// Generated from content/i18n/en.yaml. Do not edit.\nexport type UiKey =\n${Object.keys(strings('en')).map((k) => `  | ${JSON.stringify(k)}`).join('\n')};\n`,
  );
  for (const locale of LOCALES) {
    write(`i18n/${locale}.json`, strings(locale));
    write(`shell/${locale}.json`, shell(site, content, locale, localeInfo, strings(locale)));
  }

  /** Builds the <head> data shared by every kind of route. */
  const meta = (
    locale: Locale,
    contentLocale: Locale,
    neutral: string,
    translated: Locale[],
    seo: { title: string; description: string; keywords: string[]; image?: { src: string; alt: string }; noIndex?: boolean; noFollow?: boolean },
    extra: Partial<PageMeta> & { ogType: PageMeta['ogType']; jsonLd: object[] },
  ): PageMeta => {
    const fallback = contentLocale !== locale;
    const image = seo.image ?? { ...site.defaultImage, alt: strings(contentLocale)['seo.defaultImageAlt']! };
    return {
      title: fullTitle(seo.title, site.name),
      description: seo.description,
      keywords: seo.keywords,
      // A fallback copy points search engines at the original it repeats.
      canonical: site.url + localizePath(neutral, fallback ? contentLocale : locale),
      robots: robotsValue(Boolean(seo.noIndex) || fallback, Boolean(seo.noFollow)),
      image: { url: site.url + image.src, alt: image.alt },
      ogLocale: localeInfo[locale].ogLocale,
      alternates: hreflangAlternates(site.url, neutral, translated),
      ...extra,
    };
  };
  const crumbsFor = (locale: Locale, trail: { name: string; path: string }[]): Breadcrumb[] => [
    { name: strings(locale)['nav.home']!, path: localizePath('/', locale) },
    ...trail.map((c) => ({ name: c.name, path: localizePath(c.path, locale) })),
  ];
  const pageBase = (locale: Locale, neutral: string, crumbs: Breadcrumb[]) => {
    const url = site.url + localizePath(neutral, locale);
    const base = [ld.organization(site, countryNames(locale)), ld.website(site, localizePath('/rechercher/', locale), locale)] as object[];
    if (crumbs.length > 1) base.push(ld.breadcrumbList(site, crumbs));
    return { url, base };
  };

  /** An article's published comments, oldest first (the page shows the newest last). */
  const commentsOf = (slug: string): PublishedComment[] =>
    [...(content.comments.get(slug)?.data ?? [])].sort((x, y) => x.date.localeCompare(y.date) || x.id.localeCompare(y.id));

  // Article summaries per locale, newest first. Computed once per locale: every article page needs the
  // whole list (related articles), and recomputing it per article made the build quadratic.
  const summaryCache = new Map<Locale, ArticleSummary[]>();
  const summaries = (locale: Locale): ArticleSummary[] => {
    let list = summaryCache.get(locale);
    if (!list) {
      list = sortByDate(
        [...content.articles.keys()].map((slug) => {
          const e = content.articles.get(slug)!.get(locale) ?? content.articles.get(slug)!.get(DEFAULT_LOCALE)!;
          return summarize(e, slug, locale, localeInfo[locale].dateLocale, commentsOf(slug).length);
        }),
      );
      summaryCache.set(locale, list);
    }
    return list;
  };
  const finders = new Map<Locale, (article: ArticleSummary) => ArticleSummary[]>();
  const relatedOf = (locale: Locale, article: ArticleSummary) => {
    let find = finders.get(locale);
    if (!find) finders.set(locale, (find = relatedFinder(summaries(locale))));
    return find(article);
  };

  // Fixed pages built from blocks.
  for (const id of Object.keys(PAGE_PATHS) as PageId[]) {
    if (!content.pages.has(id)) continue;
    const neutral = PAGE_PATHS[id];
    for (const locale of LOCALES) {
      const entry = pick(content.pages, id, locale)!;
      const data = entry.data;
      const translated = id === '404' ? [] : translatedLocales(content.pages.get(id));
      const crumbs = crumbsFor(locale, id === 'home' ? [] : [{ name: data.title, path: neutral }]);
      const { url, base } = pageBase(locale, neutral, crumbs);
      const jsonLd: object[] = [...base];
      if (data.schemaType === 'Service') jsonLd.push(ld.service(site, url, data.title, data.seo.description, countryNames(locale).CH));
      else jsonLd.push(ld.webPage(site, data.schemaType, url, data.title, data.seo.description, entry.locale));
      const faq = data.blocks.find((b) => b.type === 'faq');
      if (faq && faq.type === 'faq') jsonLd.push(ld.faqPage(url, faq.items));
      const usedShared = SHARED_BLOCK_NAMES.filter((n) => data.blocks.some((b) => b.type === n));
      const needsArticles = id === 'conseils' || data.blocks.some((b) => b.type === 'blogTeaser');
      const route: PageRoute = {
        kind: 'page',
        id,
        locale,
        contentLocale: entry.locale,
        path: localizePath(neutral, locale),
        breadcrumbs: crumbs,
        meta: meta(locale, entry.locale, neutral, translated, data.seo, {
          ogType: 'website',
          jsonLd: [ld.graph(jsonLd as never[])],
        }),
        data,
        shared: shared(locale, usedShared),
        articles: needsArticles ? summaries(locale).slice(0, id === 'conseils' ? undefined : 3) : [],
        ...(data.blocks.some((b) => b.type === 'estimator') ? estimatorFor(locale) : {}),
      };
      add(route, id === 'home' ? '' : neutral.slice(1, -1), undefined, data.blocks.some((b) => b.type === 'contactForm'));
      if (locale === DEFAULT_LOCALE && id !== '404' && !data.seo.noIndex) sitemap.push({ path: neutral, translated });
      for (const block of data.blocks) {
        if (block.type !== 'contactForm') continue;
        contactForms[route.path] = Object.fromEntries(
          Object.entries(block.fields).flatMap(([field, o]) => (o?.required === undefined ? [] : [[field, o.required]])),
        );
      }
    }
  }

  // Prose pages (legal notice, privacy policy), written in MDX.
  for (const [id, byLocale] of content.prose) {
    const neutral = PAGE_PATHS[id as PageId];
    if (!neutral) continue;
    for (const locale of LOCALES) {
      const entry = pick(content.prose, id, locale)!;
      const translated = translatedLocales(byLocale);
      const crumbs = crumbsFor(locale, [{ name: entry.data.title, path: neutral }]);
      const { url, base } = pageBase(locale, neutral, crumbs);
      const route: ProseRoute = {
        kind: 'prose',
        id,
        locale,
        contentLocale: entry.locale,
        path: localizePath(neutral, locale),
        breadcrumbs: crumbs,
        meta: meta(locale, entry.locale, neutral, translated, entry.data.seo, {
          ogType: 'website',
          modifiedTime: entry.data.updated,
          jsonLd: [ld.graph([...base, ld.webPage(site, 'WebPage', url, entry.data.title, entry.data.seo.description, entry.locale)] as never[])],
        }),
        data: entry.data,
        shared: {},
      };
      add(route, neutral.slice(1, -1), `../../${entry.file}`);
      if (locale === DEFAULT_LOCALE) sitemap.push({ path: neutral, translated, lastmod: entry.data.updated });
    }
  }

  // Products.
  for (const key of productKeysOf(content)) {
    const neutral = `/products/${key}/`;
    const translated = translatedLocales(content.products.get(key));
    for (const locale of LOCALES) {
      const entry = pick(content.products, key, locale)!;
      const p = entry.data;
      const categoryPath = `/${p.category}/`;
      const crumbs = crumbsFor(locale, [
        { name: strings(locale)[`nav.category.${p.category}`]!, path: categoryPath },
        { name: p.navLabel, path: neutral },
      ]);
      const { url, base } = pageBase(locale, neutral, crumbs);
      const jsonLd = [
        ...base,
        ld.product(site, url, {
          name: p.heroBanner.title,
          description: p.seo.description,
          image: p.heroBanner.image.src,
          category: p.seo.category,
          availability: p.seo.availability,
          currency: p.seo.currency,
          price: p.seo.price,
        }),
        ...(p.faqData.length ? [ld.faqPage(url, p.faqData)] : []),
      ];
      const route: ProductRoute = {
        kind: 'product',
        id: key,
        locale,
        contentLocale: entry.locale,
        path: localizePath(neutral, locale),
        breadcrumbs: crumbs,
        meta: meta(locale, entry.locale, neutral, translated, { ...p.seo, image: p.seo.image ?? p.heroBanner.image }, {
          ogType: 'product',
          jsonLd: [ld.graph(jsonLd as never[])],
        }),
        data: p,
        shared: shared(locale, ['reviews', 'showcase', 'services', 'banner', 'quality']),
        ...(productPreset(key) ? estimatorFor(locale, productPreset(key)) : {}),
      };
      add(route, neutral.slice(1, -1));
      if (locale === DEFAULT_LOCALE) sitemap.push({ path: neutral, translated });
    }
  }

  // Articles.
  for (const [slug, byLocale] of content.articles) {
    const neutral = `/conseils/${slug}/`;
    const translated = translatedLocales(byLocale);
    for (const locale of LOCALES) {
      const entry = pick(content.articles, slug, locale)!;
      const a = entry.data;
      const all = summaries(locale);
      const summary = all.find((s) => s.slug === slug)!;
      const crumbs = crumbsFor(locale, [
        { name: strings(locale)['nav.conseils']!, path: '/conseils/' },
        { name: a.title, path: neutral },
      ]);
      const { url, base } = pageBase(locale, neutral, crumbs);
      const published = toZurichIso(a.date);
      const comments = commentsOf(slug);
      const modified = a.modified ? toZurichIso(a.modified) : undefined;
      const route: ArticleRoute = {
        kind: 'article',
        id: slug,
        locale,
        contentLocale: entry.locale,
        path: localizePath(neutral, locale),
        breadcrumbs: crumbs,
        meta: meta(locale, entry.locale, neutral, translated, { ...a.seo, image: a.featuredImage }, {
          ogType: 'article',
          publishedTime: published,
          modifiedTime: modified,
          section: a.seo.section,
          author: a.author,
          tags: a.seo.keywords,
          jsonLd: [
            ld.graph([
              ...base,
              ld.blogPosting(site, url, {
                title: a.title,
                description: a.seo.description,
                image: a.featuredImage.src,
                published,
                modified,
                author: a.author,
                section: a.seo.section,
                keywords: a.seo.keywords,
                inLanguage: entry.locale,
                wordCount: entry.mdx?.wordCount,
                comments: comments.map((c) => ({
                  name: c.name,
                  date: c.date,
                  text: c.message,
                  inLanguage: c.locale,
                })),
              }),
            ] as never[]),
          ],
        }),
        data: { ...a, category: summary.category },
        summary,
        comments: comments.map((c) => ({ ...c, dateLabel: formatShortDate(c.date, localeInfo[locale].dateLocale) })),
        related: relatedOf(locale, summary),
        shared: shared(locale, ['banner', 'quality']),
        ...(ESTIMATOR_IN_MDX.test(entry.body?.text ?? '') ? estimatorFor(locale) : {}),
      };
      add(route, neutral.slice(1, -1), `../../${entry.file}`);
      if (locale === DEFAULT_LOCALE) sitemap.push({ path: neutral, translated, lastmod: a.modified ?? a.date });
    }
  }

  function add(route: RouteData, path: string, mdx?: string, form?: boolean) {
    const generated: GeneratedRoute = {
      locale: route.locale,
      path,
      kind: route.kind,
      id: route.id,
      mdx,
      ...(form ? { form } : {}),
      ...(route.estimator ? { estimator: true } : {}),
    };
    routes.push(generated);
    // The page's data, written once: the prerender reads it (src/app/route-modules.tsx) and the build
    // serves it to the browser at the same path under /_data/ (scripts/route-data-plugin.ts).
    const { page, body } = manifestEntry(generated);
    const file: RouteFile = { page, ...(body ? { body } : {}), route };
    write(routeDataFile(route.locale, path), file);
  }

  // Every page, once: the prerender renders what it lists (src/routes.tsx), the build checks dist/ against
  // it (scripts/verify-dist.ts), and the feeds, the benchmark and the tests read it.
  write('route-manifest.json', routes.map(manifestEntry));
  write('sitemap-pages.json', sitemap);
  // Read by /api/contact: the server requires exactly what the page's form requires.
  write('contact-forms.json', contactForms);
  return { routes, sitemap, coverage };
}

function summarize<T extends { title: string; date: string; author: string; category?: ArticleSummary['category']; featuredImage: { src: string; alt: string }; introduction: { content: string } }>(
  entry: Entry<T>,
  slug: string,
  locale: Locale,
  dateLocale: string,
  comments: number,
): ArticleSummary {
  const a = entry.data;
  return {
    slug,
    title: a.title,
    excerpt: excerpt(a.introduction.content),
    date: a.date,
    dateLabel: formatShortDate(a.date, dateLocale),
    author: a.author,
    comments,
    category: a.category ?? deriveCategory(a.title),
    image: a.featuredImage,
    path: localizePath(`/conseils/${slug}/`, locale),
  };
}

function shell(
  site: Site,
  content: Content,
  locale: Locale,
  localeInfo: Record<Locale, { name: string }>,
  strings: Record<string, string>,
): ShellData {
  return {
    locale,
    dir: textDirection(locale),
    site: {
      name: site.name,
      legalName: site.legalName,
      logo: site.logo,
      copyrightYear: site.copyrightYear,
      offices: site.offices,
      social: site.social,
    },
    languages: LOCALES.map((code) => ({ code, name: localeInfo[code].name })),
    dropdown: content.navigation!.data.dropdown.map((col) => ({
      category: col.category,
      label: strings[`nav.category.${col.category}`]!,
      path: localizePath(`/${col.category}/`, locale),
      items: col.products.map((key) => {
        const p = content.products.get(key)?.get(locale) ?? content.products.get(key)?.get(DEFAULT_LOCALE);
        return { label: p?.data.navLabel ?? key, path: localizePath(`/products/${key}/`, locale) };
      }),
    })),
  };
}

/** The page component that renders a route. */
function componentOf(r: Pick<GeneratedRoute, 'kind' | 'id' | 'form'>): PageComponent {
  if (r.kind === 'page')
    return r.id === 'conseils' ? 'ArticleListPage' : r.id === '404' ? 'NotFoundPage' : r.id === 'rechercher' ? 'SearchPage' : r.form ? 'FormPage' : 'BlockPage';
  return r.kind === 'product' ? 'ProductPage' : r.kind === 'article' ? 'ArticlePage' : 'ProsePage';
}
