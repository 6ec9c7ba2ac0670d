import { DEFAULT_LOCALE, LOCALES } from '../../../src/schemas/index';
import { ESTIMATOR_TYPES } from '../../../src/schemas/estimator-types';
import type { EstimatorConfig } from '../../../src/schemas/estimator';
import type { SolarEstimatorConfig } from '../../../src/schemas/solar-estimator';
import type { Mount } from '../../../src/schemas/solar-options';
import type { BlockOf } from '../../../src/schemas/blocks';
import type { ProductEntry } from '../../../src/schemas/product';
import * as ld from '../../../src/lib/jsonld';
import { productQuoteParams, quoteUrl } from '../../../src/lib/quote-params';
import type { Page, ProductRoute } from '../../../src/lib/route-data';
import type { Content } from '../load/load';
import { translatedLocales, type PageContext } from './context';
import { translationsOf } from './places';
import { PAGE_PATHS, productPath } from '../../../src/paths';

/**
 * The blocks ProductPage shows under every product, in the order the route data lists them. Exactly the keys of
 * `ProductRoute['shared']`: one more fails `satisfies`, one fewer fails the route data's type.
 */
export const SHARED = [
  'reviews',
  'showcase',
  'services',
  'banner',
  'quality',
] as const satisfies readonly (keyof ProductRoute['shared'])[];

/** A page per product (content/products/), the catalogue's first. */
export function productPages(ctx: PageContext): Page<'product'>[] {
  const { content, pick, strings, crumbsFor, pageBase, routeHead, shared, estimatorFor, solarEstimatorFor } = ctx;
  const { placeAt, ldSite, imageOf } = ctx;
  const built: Page<'product'>[] = [];
  for (const key of productKeysOf(content)) {
    const path = productPath(key);
    const translations = translationsOf(placeAt, path, translatedLocales(content.products.get(key)));
    const preset = presetOf(content.estimator!.data, key);
    const solar = solarMountOf(content.solarEstimator!.data, key);
    for (const locale of LOCALES) {
      const entry = pick(content.products, key, locale)!;
      const p = entry.data;
      const place = placeAt({ locale, path });
      const crumbs = crumbsFor(locale, [
        {
          name: strings(locale)[`nav.category.${p.category}`]!,
          place: placeAt({ locale, path: PAGE_PATHS[p.category] }),
        },
        { name: p.navLabel, place },
      ]);
      const { pageAbsoluteUrl, base } = pageBase(place, crumbs);
      const heroImage = imageOf(p.heroBanner.image);
      const jsonLd = [
        ...base,
        ld.product(ldSite, pageAbsoluteUrl, {
          name: p.heroBanner.title,
          description: p.seo.description,
          imageAbsoluteUrl: heroImage.absoluteUrl,
          category: p.seo.category,
          availability: p.seo.availability,
          currency: p.seo.currency,
          price: p.seo.price,
        }),
        ...(p.faqData.length ? [ld.faqPage(pageAbsoluteUrl, p.faqData)] : []),
      ];
      const route: ProductRoute = {
        // Shared with its own picture, else with its hero's.
        ...routeHead({ ...place, contentLocale: entry.locale, translations, crumbs }, p.seo, {
          ogType: 'product',
          jsonLd: [ld.graph(jsonLd as never[])],
          ...(p.seo.image ? {} : { image: heroImage }),
        }),
        data: { heroBanner: p.heroBanner, accordions: p.accordions, faqSection: p.faqSection, faqData: p.faqData },
        paragraphs: paragraphBlocks(
          p.imageParagraphs,
          key,
          placeAt({ locale, path: ctx.specialPages.contact.path }).url,
        ),
        shared: shared(locale, SHARED, entry.file),
        ...(preset ? estimatorFor(preset) : {}),
        ...(solar ? solarEstimatorFor(locale, solar) : {}),
      };
      built.push({
        ...place,
        kind: 'product',
        id: key,
        route,
        ...(locale === DEFAULT_LOCALE ? { sitemap: { translations } } : {}),
      });
    }
  }
  return built;
}

/**
 * The products of the content, in the order of the catalogue: as the Solutions menu lists them
 * (content/navigation.yaml), then those it does not list, by key.
 */
export function productKeysOf(content: Pick<Content, 'products' | 'navigation'>): string[] {
  const menu = (content.navigation?.data.dropdown ?? []).flatMap((column) => column.products);
  const listed = menu.filter((key) => content.products.has(key));
  const others = [...content.products.keys()].filter((key) => !menu.includes(key)).sort();
  return [...new Set([...listed, ...others])];
}

/**
 * The product's paragraphs as the blocks its page shows, each button leading where the content says or else to
 * the contact page (`contactUrl`, in the page's locale), with the product as the quote's subject.
 */
function paragraphBlocks(
  paragraphs: ProductEntry['imageParagraphs'],
  key: string,
  contactUrl: string,
): BlockOf<'imageText'>[] {
  const quoteLink = quoteUrl(contactUrl, productQuoteParams(key));
  return paragraphs.map((para) => ({
    type: 'imageText',
    subtitle: para.subtitle,
    title: para.title,
    description: para.description,
    italicInfo: para.italicInfo,
    items: [],
    image: para.image,
    reverse: para.reverseLayout,
    cta: { label: para.ctaText, link: para.ctaLink ?? quoteLink },
  }));
}

/** The pergola type the product's estimator opens on; a product of none shows no estimator. */
function presetOf(config: EstimatorConfig, key: string) {
  return ESTIMATOR_TYPES.find((type) => config.types[type].products.includes(key as never));
}

/** Where the panels go when the product's solar estimator opens; a product not listed shows none. */
function solarMountOf(config: SolarEstimatorConfig, key: string): Mount | undefined {
  if (!config.products.includes(key)) return undefined;
  return config.carportProducts.includes(key) ? 'carport' : 'roof';
}
