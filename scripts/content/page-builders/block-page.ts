import { DEFAULT_LOCALE, LOCALES, type Locale, type PageEntry } from '../../../src/schemas/index';
import { PAGE_PATHS, type PageId } from '../../../src/paths';
import * as ld from '../../../src/lib/jsonld';
import type { BlockPageRoute, ContactFormData, Page } from '../../../src/lib/route-data';
import { requiredContactFields } from '../../../src/schemas/contact-fields';
import { SHARED_BLOCK_NAMES } from '../../../src/schemas/shared-blocks';
import { translatedLocales, type PageContext } from './context';
import { NO_TRANSLATIONS, translationsOf } from './places';

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
    summaries,
    estimatorFor,
    solarEstimatorFor,
    countryNames,
    ldSite,
    placeAt,
    specialPages,
  } = ctx;
  const built: Page<'block-page'>[] = [];
  // What a product's quote button asks for, named as the page's language names the product: made once per locale,
  // whichever pages of the locale show a contact form.
  const titles = new Map<Locale, Record<string, string>>();
  const productTitles = (locale: Locale) => {
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
      const jsonLd: object[] = [...base];
      if (data.schemaType === 'Service')
        jsonLd.push(ld.service(ldSite, pageAbsoluteUrl, data.title, data.seo.description, countryNames(locale).CH));
      else
        jsonLd.push(
          ld.webPage(ldSite, data.schemaType, pageAbsoluteUrl, data.title, data.seo.description, entry.locale),
        );
      const faq = data.blocks.find((b) => b.type === 'faq');
      if (faq && faq.type === 'faq') jsonLd.push(ld.faqPage(pageAbsoluteUrl, faq.items));
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
