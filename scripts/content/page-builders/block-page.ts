import { DEFAULT_LOCALE, LOCALES, type Locale, type PageEntry } from '../../../src/schemas/index';
import { PAGE_PATHS, type PageId } from '../../../src/paths';
import * as ld from '../../../src/lib/jsonld';
import type { BlockPageRoute, ContactFormData, Page } from '../../../src/lib/route-data';
import { requiredContactFields } from '../../../src/schemas/contact-fields';
import { SHARED_BLOCK_NAMES } from '../../../src/schemas/shared-blocks';
import { translatedLocales, type PageContext } from './context';
import { NO_TRANSLATIONS, translationsOf } from './places';
import { articleListsOf } from './article-lists';
import type { Entry } from '../load/load';

/**
 * A block page may show any shared block, and gets those its YAML places (so `BlockPageRoute['shared']` is
 * partial: BlockRenderer reads a block only where the page has one). A block it places with no content
 * stops the build in ctx.shared().
 */
export const SHARED = SHARED_BLOCK_NAMES;

/** The fixed pages built from blocks (content/pages/), the 404 and the search page among them. */
export function blockPages(ctx: PageContext): Page<'block-page'>[] {
  const {
    content,
    pick,
    crumbsFor,
    pageBase,
    routeHead,
    shared,
    estimatorFor,
    solarEstimatorFor,
    placeAt,
    specialPages,
  } = ctx;
  const { summaries } = articleListsOf(ctx);
  const built: Page<'block-page'>[] = [];
  const productTitles = productTitlesIn(ctx);
  for (const id of Object.keys(PAGE_PATHS) as PageId[]) {
    if (!content.pages.has(id)) continue;
    const path = PAGE_PATHS[id];
    const translations = translationsOf(placeAt, path, translatedLocales(content.pages.get(id)));
    for (const locale of LOCALES) {
      const entry = pick(content.pages, id, locale)!;
      const data = entry.data;
      const layout = data.layout;
      // The 404 page answers at every unknown url: it has no alternates.
      const alternates = layout === 'not-found' ? NO_TRANSLATIONS : translations;
      const place = placeAt({ locale, path });
      // The trail starts at the home page, so the home page's trail is that first crumb alone.
      const isHome = path === specialPages.home.path;
      const crumbs = crumbsFor(locale, isHome ? [] : [{ name: data.title, place }]);
      const { pageAbsoluteUrl, base } = pageBase(place, crumbs);
      const jsonLd = [...base, ...pageNodes(ctx, entry, locale, pageAbsoluteUrl)];
      const usedShared = SHARED.filter((n) => data.blocks.some((b) => b.type === n));
      const allArticles = layout === 'article-list';
      const needsArticles = allArticles || data.blocks.some((b) => b.type === 'blogTeaser');
      const route: BlockPageRoute = {
        ...routeHead({ ...place, contentLocale: entry.locale, translations: alternates, crumbs }, data.seo, {
          ogType: 'website',
          jsonLd: [ld.graph(jsonLd as never[])],
        }),
        data,
        shared: shared(locale, usedShared, entry.file),
        articles: needsArticles ? summaries(locale).slice(0, allArticles ? undefined : 3) : [],
        ...(data.blocks.some((b) => b.type === 'estimator') ? estimatorFor() : {}),
        ...(data.blocks.some((b) => b.type === 'solar-estimator') ? solarEstimatorFor(locale) : {}),
        ...contactFormOf(data, productTitles, locale),
      };
      built.push({
        ...place,
        kind: 'block-page',
        id,
        layout,
        route,
        ...(locale === DEFAULT_LOCALE && layout !== 'not-found' && !data.seo.noIndex
          ? { sitemap: { translations } }
          : {}),
      });
    }
  }
  return built;
}

/**
 * What a product's quote button asks for, named as the page's language names the product: made once per locale,
 * whichever pages of the locale show a contact form.
 */
function productTitlesIn({ content, pick }: PageContext): (locale: Locale) => Record<string, string> {
  const titles = new Map<Locale, Record<string, string>>();
  return (locale) => {
    let byKey = titles.get(locale);
    if (!byKey)
      titles.set(
        locale,
        (byKey = Object.fromEntries(
          [...content.products.keys()].map((key) => [key, pick(content.products, key, locale)!.data.heroBanner.title]),
        )),
      );
    return byKey;
  };
}

/** The page's own JSON-LD nodes, after those every page starts with: the service or web page it is, its questions. */
function pageNodes(
  { ldSite, countryNames }: PageContext,
  { data, locale: contentLocale }: Entry<PageEntry>,
  locale: Locale,
  pageAbsoluteUrl: string,
): object[] {
  const { title, schemaType, seo } = data;
  const faq = data.blocks.find((b) => b.type === 'faq');
  return [
    schemaType === 'Service'
      ? ld.service(ldSite, pageAbsoluteUrl, title, seo.description, countryNames(locale).CH)
      : ld.webPage(ldSite, schemaType, pageAbsoluteUrl, title, seo.description, contentLocale),
    ...(faq && faq.type === 'faq' ? [ld.faqPage(pageAbsoluteUrl, faq.items)] : []),
  ];
}

/**
 * What the page's contact form reads beside its block, the fields it requires worked out here once for the form
 * and for /api/contact (src/generated/contact-forms.json). A page has at most one form (its schema says so).
 */
function contactFormOf(
  data: PageEntry,
  productTitles: (locale: Locale) => Record<string, string>,
  locale: Locale,
): { contactForm?: ContactFormData } {
  const form = data.blocks.find((block) => block.type === 'contactForm');
  if (!form) return {};
  return { contactForm: { required: requiredContactFields(form.fields), products: productTitles(locale) } };
}
