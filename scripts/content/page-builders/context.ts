import { DEFAULT_LOCALE, LOCALES, type Locale, type LocaleInfo, type Site } from '../../../src/schemas/index';
import type { EstimatorType } from '../../../src/schemas/estimator';
import type { Mount } from '../../../src/schemas/solar-options';
import type {
  Breadcrumb,
  EstimatorData,
  Page,
  PageMeta,
  RouteData,
  SolarEstimatorData,
} from '../../../src/lib/route-data';
import * as ld from '../../../src/lib/jsonld';
import { fullTitle, robotsValue, type PageTranslations } from '../../../src/lib/seo';
import { fallbacksMeta, type FallbackCopy } from '../../../src/lib/search';
import { absoluteUrl } from '../../../src/paths';
import { places, type PlaceAt, type SitePlace } from './places';
import { entriesInLocale } from './link-urls';
import { specialPages, type SpecialPages } from './special-pages';
import type { SharedBlockName, SharedBlocks } from '../../../src/schemas/shared-blocks';
import type { Collection, Content, Entry } from '../load/load';
import { solarCalendar } from '../emit/solar-calendar';
import type { SolarCalendar } from '../../../src/lib/solar-format';

/*
 * What every page builder (./block-page.ts, ./prose-page.ts, ./product-page.ts, ./article-page.ts) reads
 * besides its own collection. Made once per build; the builders that show articles make their lists from it
 * (./article-lists.ts), kept for the build.
 */

/** Makes the pages of one kind, in every locale; emit() writes them and lists them. */
export type PageBuilder = (ctx: PageContext) => Page[];

export interface PageContext extends HeadHelpers {
  content: Content;
  /** Where the page at a locale and path is (`placeOf()`, src/paths/place.ts), made once per page (./places.ts). */
  placeAt: PlaceAt;
  /** The home page, the article list, the search page and the 404 page, found by their layout. */
  specialPages: SpecialPages;
  site: Site;
  localeInfo: Record<Locale, LocaleInfo>;
  strings: (locale: Locale) => Record<string, string>;
  /** Per locale: entries in their own language / entries in all, each entry counted once by pick(), however often picked. */
  coverage: Record<Locale, { own: number; total: number }>;
  /**
   * The entry in the locale, or the English one shown as a fallback, as the page in the locale shows it: its site
   * links are the urls of their pages in that locale (./link-urls.ts).
   */
  pick: <T>(col: Collection<T>, id: string, locale: Locale) => Entry<T> | undefined;
  /**
   * The shared blocks named, in the locale or else in English, their links in the locale. Throws when one has neither: a route
   * data type promises its page every block its builder names, so one missing must stop the build, not
   * leave a hole in the page. `file` is the page's file, named in the message.
   */
  shared: <const N extends SharedBlockName>(locale: Locale, names: readonly N[], file: string) => Pick<SharedBlocks, N>;
  /** The estimator's figures, for a page that shows it (its code loads only for those pages). */
  estimatorFor: (preset?: EstimatorType) => { estimator: EstimatorData };
  /** The solar estimator's figures, for a page that shows it. */
  solarEstimatorFor: (locale: Locale, mount?: Mount) => { solarEstimator: SolarEstimatorData };
  /** The month names and dates of the solar figures in the locale, written once per locale for its pages and the function. */
  solarCalendarOf: (locale: Locale) => SolarCalendar;
}

/** Locales with a real translation of an entry: the alternates of its pages and the sitemap's. */
export function translatedLocales<T>(byLocale: Map<Locale, Entry<T>> | undefined): Locale[] {
  return LOCALES.filter((l) => byLocale?.has(l));
}

/** An entry in `locale`: its own (`own`) where it has one, else the English one, which the page shows in its place. */
function entryIn<T>(col: Collection<T>, id: string, locale: Locale): { own?: Entry<T>; shown?: Entry<T> } {
  const byLocale = col.get(id);
  const own = byLocale?.get(locale);
  return { own, shown: own ?? byLocale?.get(DEFAULT_LOCALE) };
}

/**
 * `day` is the day the build is for (YYYY-MM-DD): the prerendered solar estimator shows the figures in
 * force that day.
 */
export function pageContext(content: Content, day: string): PageContext {
  const site = content.site!.data;
  const localeInfo = content.locales!.data;
  const strings = (l: Locale) => content.strings.get(l)!.data;
  const coverage = Object.fromEntries(LOCALES.map((l) => [l, { own: 0, total: 0 }])) as PageContext['coverage'];
  const counted = new WeakMap<Collection<unknown>, Set<string>>();
  /** Counts the entry `id` of `col` in `locale` the first time a page picks it. */
  const count = (col: Collection<unknown>, id: string, locale: Locale, own: boolean) => {
    let ids = counted.get(col);
    if (!ids) counted.set(col, (ids = new Set()));
    const key = `${locale} ${id}`;
    if (ids.has(key)) return;
    ids.add(key);
    coverage[locale].total++;
    if (own) coverage[locale].own++;
  };
  const estimatorConfig = content.estimator!.data;
  const placeAt = places(site.url);
  const special = specialPages(content);
  const inLocale = entriesInLocale(placeAt);
  const calendars = new Map<Locale, SolarCalendar>();
  const solarCalendarOf = (locale: Locale) => {
    let calendar = calendars.get(locale);
    if (!calendar)
      calendars.set(locale, (calendar = solarCalendar(content.solarEstimator!.data, localeInfo[locale].formatLocale)));
    return calendar;
  };
  return {
    content,
    placeAt,
    specialPages: special,
    site,
    localeInfo,
    strings,
    coverage,
    pick: (col, id, locale) => {
      const { own, shown } = entryIn(col, id, locale);
      if (!shown) return undefined;
      count(col as Collection<unknown>, id, locale, own !== undefined);
      return inLocale(shown, locale);
    },
    shared: (locale, names, file) =>
      Object.fromEntries(
        names.map((n) => {
          const entry = entryIn(content.blocks, n, locale).shown;
          if (!entry) {
            const files = [...new Set([locale, DEFAULT_LOCALE])].map((l) => content.files.entry('blocks', n, l));
            throw new Error(`${file} uses the shared block "${n}", which has no ${files.join(' nor ')}`);
          }
          return [n, inLocale(entry, locale).data];
        }),
      ) as Pick<SharedBlocks, (typeof names)[number]>,
    estimatorFor: (preset) => ({
      estimator: {
        config: estimatorConfig,
        ...(preset ? { preset } : {}),
      },
    }),
    solarEstimatorFor: (locale, mount) => ({
      solarEstimator: {
        config: content.solarEstimator!.data,
        day,
        calendar: solarCalendarOf(locale),
        ...(mount ? { mount } : {}),
      },
    }),
    solarCalendarOf,
    ...headHelpers(site, localeInfo, strings, placeAt, special),
  };
}

/** A page's SEO fields, as every collection writes them. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
  image?: { src: string; alt: string };
  noIndex?: boolean;
  noFollow?: boolean;
}

/** What a page's head is made from: the page at its place (`placeAt`), its text written in `contentLocale`. */
export interface HeadPlace extends SitePlace {
  contentLocale: Locale;
  /** Its real translations and their alternates (`translationsOf()`, ./places.ts), none for a page with no alternates. */
  translations: PageTranslations;
  crumbs: PlacedCrumb[];
}

/** A step of a page's trail with the place it leads to: the visible trail reads its url, JSON-LD its absolute URL. */
export interface PlacedCrumb {
  name: string;
  place: SitePlace;
}

/** What a kind of page adds to the <head> its SEO fields make. */
export type MetaExtra = Partial<PageMeta> & { ogType: PageMeta['ogType']; jsonLd: object[] };

/** The fields every page's route data starts with, before its data, in the order its data file lists them. */
export type RouteHead = Pick<RouteData, 'contentLocale' | 'breadcrumbs' | 'meta'>;

/** The <head>, breadcrumbs and JSON-LD every kind of page is built with. */
export interface HeadHelpers {
  /** The names of the countries of the offices, in the locale. */
  countryNames: (locale: Locale) => { CH: string; FR: string };
  /** The route's language, trail and <head> data. */
  routeHead: (place: HeadPlace, seo: PageSeo, extra: MetaExtra) => RouteHead;
  /** The trail from the home page through `trail`, whose places are in the locale. */
  crumbsFor: (locale: Locale, trail: PlacedCrumb[]) => PlacedCrumb[];
  /** The page's absolute URL and the JSON-LD nodes every page starts with. */
  pageBase: (place: SitePlace, crumbs: PlacedCrumb[]) => { pageAbsoluteUrl: string; base: object[] };
  /** The company and its site's root, as every JSON-LD node that names them takes them (src/lib/jsonld.ts). */
  ldSite: ld.JsonLdSite;
  /** A picture as a page's head and its JSON-LD name it: its absolute URL and its description. */
  imageOf: (image: { src: string; alt: string }) => PageMeta['image'];
}

export function headHelpers(
  site: Site,
  localeInfo: Record<Locale, LocaleInfo>,
  strings: (locale: Locale) => Record<string, string>,
  placeAt: PlaceAt,
  { home, search }: Pick<SpecialPages, 'home' | 'search'>,
): HeadHelpers {
  const countryNames = (l: Locale) => ({
    CH: strings(l)['office.country.CH']!,
    FR: strings(l)['office.country.FR']!,
  });
  const ldSite: ld.JsonLdSite = {
    site,
    homeAbsoluteUrl: placeAt({ locale: DEFAULT_LOCALE, path: home.path }).absoluteUrl,
  };
  // Only the English index is searched for what a locale lacks, so only an English page says where its copies are.
  const copiesOf = (path: string, translations: PageTranslations): FallbackCopy[] =>
    LOCALES.filter((locale) => !translations.pages.some((p) => p.locale === locale)).map((locale) => ({
      locale,
      url: placeAt({ locale, path }).url,
    }));
  const imageOf = ({ src, alt }: { src: string; alt: string }) => ({ absoluteUrl: absoluteUrl(site.url, src), alt });
  const meta = (
    { locale, contentLocale, path, absoluteUrl: pageAbsoluteUrl, translations }: HeadPlace,
    seo: PageSeo,
    extra: MetaExtra,
  ): PageMeta => {
    const fallback = contentLocale !== locale;
    const image =
      extra.image ??
      imageOf(seo.image ?? { ...site.defaultImage, alt: strings(contentLocale)['seo.defaultImageAlt']! });
    const noIndex = Boolean(seo.noIndex) || fallback;
    // Alternates point search engines at pages to index: a page kept out of their index has none.
    const alternates = seo.noIndex ? [] : translations.alternates;
    return {
      title: fullTitle(seo.title, site.name),
      description: seo.description,
      keywords: seo.keywords,
      // A fallback copy points search engines at the original it repeats.
      canonical: fallback ? placeAt({ locale: contentLocale, path }).absoluteUrl : pageAbsoluteUrl,
      robots: robotsValue(noIndex, Boolean(seo.noFollow)),
      image,
      ogLocale: localeInfo[locale].ogLocale,
      alternates,
      // The site search indexes what search engines may index: no 404, search page or fallback copy.
      ...(noIndex ? {} : { searchMeta: fallbacksMeta(locale === DEFAULT_LOCALE ? copiesOf(path, translations) : []) }),
      ...extra,
    };
  };
  return {
    countryNames,
    routeHead: (head, seo, extra) => ({
      contentLocale: head.contentLocale,
      breadcrumbs: head.crumbs.map(({ name, place }): Breadcrumb => ({ name, url: place.url })),
      meta: meta(head, seo, extra),
    }),
    crumbsFor: (locale, trail) => [
      { name: strings(locale)[`nav.${home.id}`]!, place: placeAt({ locale, path: home.path }) },
      ...trail,
    ],
    pageBase: ({ locale, absoluteUrl: pageAbsoluteUrl }, crumbs) => {
      const base = [
        ld.organization(ldSite, countryNames(locale)),
        ld.website(ldSite, placeAt({ locale, path: search.path }).absoluteUrl, locale),
      ] as object[];
      if (crumbs.length > 1)
        base.push(ld.breadcrumbList(crumbs.map(({ name, place }) => ({ name, absoluteUrl: place.absoluteUrl }))));
      return { pageAbsoluteUrl, base };
    },
    ldSite,
    imageOf,
  };
}
