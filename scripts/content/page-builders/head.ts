import type { Locale, LocaleInfo, Site } from '../../../src/schemas/index';
import * as ld from '../../../src/lib/jsonld';
import { localeUrl, fixedPageUrl } from '../../../src/paths';
import type { Breadcrumb, PageMeta, RouteData } from '../../../src/lib/route-data';
import { fullTitle, hreflangAlternates, robotsValue } from '../../../src/lib/seo';

/** A page's SEO fields, as every collection writes them. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
  image?: { src: string; alt: string };
  noIndex?: boolean;
  noFollow?: boolean;
}

/** What a page's head is made from: shown in `locale`, written in `contentLocale`, at `path` in every locale. */
export interface HeadPlace {
  locale: Locale;
  contentLocale: Locale;
  /** Its path (`/conseils/`). */
  path: string;
  translated: Locale[];
  crumbs: Breadcrumb[];
}

/** What a kind of page adds to the <head> its SEO fields make. */
export type MetaExtra = Partial<PageMeta> & { ogType: PageMeta['ogType']; jsonLd: object[] };

/** The fields every route holds between its id and its data, in the order its data file lists them. */
export type RouteHead = Pick<RouteData, 'locale' | 'contentLocale' | 'breadcrumbs' | 'meta'>;

/** The <head>, breadcrumbs and JSON-LD every kind of page is built with (part of ./context.ts). */
export interface HeadHelpers {
  /** The names of the countries of the offices, in the locale. */
  countryNames: (locale: Locale) => { CH: string; FR: string };
  /** The route's place, trail and <head> data. */
  routeHead: (place: HeadPlace, seo: PageSeo, extra: MetaExtra) => RouteHead;
  /** The trail from the home page through `trail`, with localized paths. */
  crumbsFor: (locale: Locale, trail: { name: string; path: string }[]) => Breadcrumb[];
  /** The page's address and the JSON-LD nodes every page starts with. */
  pageBase: (locale: Locale, path: string, crumbs: Breadcrumb[]) => { url: string; base: object[] };
}

export function headHelpers(
  site: Site,
  localeInfo: Record<Locale, LocaleInfo>,
  strings: (locale: Locale) => Record<string, string>,
): HeadHelpers {
  const countryNames = (l: Locale) => ({
    CH: strings(l)['office.country.CH']!,
    FR: strings(l)['office.country.FR']!,
  });
  const meta = ({ locale, contentLocale, path, translated }: HeadPlace, seo: PageSeo, extra: MetaExtra): PageMeta => {
    const fallback = contentLocale !== locale;
    const image = seo.image ?? { ...site.defaultImage, alt: strings(contentLocale)['seo.defaultImageAlt']! };
    return {
      title: fullTitle(seo.title, site.name),
      description: seo.description,
      keywords: seo.keywords,
      // A fallback copy points search engines at the original it repeats.
      canonical: site.url + localeUrl(path, fallback ? contentLocale : locale),
      robots: robotsValue(Boolean(seo.noIndex) || fallback, Boolean(seo.noFollow)),
      image: { url: site.url + image.src, alt: image.alt },
      ogLocale: localeInfo[locale].ogLocale,
      // Alternates point search engines at pages to index: a page kept out of their index has none.
      alternates: seo.noIndex ? [] : hreflangAlternates(site.url, path, translated),
      ...extra,
    };
  };
  return {
    countryNames,
    routeHead: (place, seo, extra) => ({
      locale: place.locale,
      contentLocale: place.contentLocale,
      breadcrumbs: place.crumbs,
      meta: meta(place, seo, extra),
    }),
    crumbsFor: (locale, trail) => [
      { name: strings(locale)['nav.home']!, url: localeUrl('/', locale) },
      ...trail.map((c) => ({ name: c.name, url: localeUrl(c.path, locale) })),
    ],
    pageBase: (locale, path, crumbs) => {
      const url = site.url + localeUrl(path, locale);
      const base = [
        ld.organization(site, countryNames(locale)),
        ld.website(site, fixedPageUrl('rechercher', locale), locale),
      ] as object[];
      if (crumbs.length > 1) base.push(ld.breadcrumbList(site, crumbs));
      return { url, base };
    },
  };
}
