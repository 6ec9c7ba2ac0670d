import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/schemas/index';
import { formatShortDate, toZurichIso } from '../../../src/lib/dates';
import * as ld from '../../../src/lib/jsonld';
import type { ArticleRoute, Page } from '../../../src/lib/route-data';
import { translatedLocales, type PageContext, type PlacedCrumb } from './context';
import { translationsOf } from './places';
import { mdxPage } from './mdx-page';
import { articleListsOf } from './article-lists';
import { articlePath } from '../../../src/paths';

/**
 * The blocks ArticlePage shows under every article. Exactly the keys of `ArticleRoute['shared']`: one
 * more fails `satisfies`, one fewer fails the route data's type.
 */
export const SHARED = ['banner', 'quality'] as const satisfies readonly (keyof ArticleRoute['shared'])[];

/**
 * An MDX body that shows the estimator or quotes its figures (the components are listed in
 * src/schemas/mdx-component-names.ts).
 */
const ESTIMATOR_IN_MDX = /<Estimat(?:or|eAmount)[\s/>]/;
const SOLAR_ESTIMATOR_IN_MDX = /<SolarEstimator[\s/>]/;

/** A page per advice article (content/articles/), with its comments and related articles. */
export function articlePages(ctx: PageContext): Page<'article'>[] {
  const { content, pick, crumbsFor, pageBase, routeHead, shared, estimatorFor, solarEstimatorFor, ldSite } = ctx;
  const { localeInfo, placeAt } = ctx;
  const { summaries, relatedOf, commentsOf } = articleListsOf(ctx);
  const listCrumb = articleListCrumb(ctx);
  const built: Page<'article'>[] = [];
  for (const [slug, byLocale] of content.articles) {
    const path = articlePath(slug);
    const translations = translationsOf(placeAt, path, translatedLocales(byLocale));
    for (const locale of LOCALES) {
      const entry = pick(content.articles, slug, locale)!;
      const a = entry.data;
      const summary = summaries(locale).find((s) => s.slug === slug)!;
      const place = placeAt({ locale, path });
      const crumbs = crumbsFor(locale, [listCrumb(locale), { name: a.title, place }]);
      const { pageAbsoluteUrl, base } = pageBase(place, crumbs);
      const published = toZurichIso(a.date);
      const comments = commentsOf(slug);
      const modified = a.modified ? toZurichIso(a.modified) : undefined;
      const posting = ld.blogPosting(ldSite, pageAbsoluteUrl, {
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
        comments: comments.map((c) => ({ name: c.name, date: c.date, text: c.message, inLanguage: c.locale })),
      });
      const route: ArticleRoute = {
        ...routeHead(
          { ...place, contentLocale: entry.locale, translations, crumbs },
          { ...a.seo, image: a.featuredImage },
          {
            ogType: 'article',
            publishedTime: published,
            modifiedTime: modified,
            section: a.seo.section,
            author: a.author,
            tags: a.seo.keywords,
            jsonLd: [ld.graph([...base, posting] as never[])],
          },
        ),
        data: { ...a, category: summary.category },
        summary,
        comments: comments.map((c) => ({ ...c, dateLabel: formatShortDate(c.date, localeInfo[locale].formatLocale) })),
        related: relatedOf(locale, summary),
        shared: shared(locale, SHARED, entry.file),
        ...(ESTIMATOR_IN_MDX.test(entry.body?.text ?? '') ? estimatorFor() : {}),
        ...(SOLAR_ESTIMATOR_IN_MDX.test(entry.body?.text ?? '') ? solarEstimatorFor(locale) : {}),
      };
      built.push(mdxPage({ ...place, kind: 'article', id: slug, route }, entry, translations, a.modified ?? a.date));
    }
  }
  return built;
}

/**
 * The article list's crumb in an article's trail: named as the list's own page names itself in its trail, by its
 * title in the locale (in English where the locale has no translation of it).
 */
function articleListCrumb({ content, placeAt, specialPages }: PageContext): (locale: Locale) => PlacedCrumb {
  const { id, path } = specialPages.articleList;
  const list = content.pages.get(id)!;
  return (locale) => ({
    name: (list.get(locale) ?? list.get(DEFAULT_LOCALE)!).data.title,
    place: placeAt({ locale, path }),
  });
}
