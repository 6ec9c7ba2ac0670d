import type { Locale } from '../../../src/schemas/index';
import { hreflangAlternates, type PageTranslations } from '../../../src/lib/seo';
import { absoluteUrl, placeOf, type PageLocation, type PagePlace } from '../../../src/paths';

/**
 * A page's place as the content step knows it: its place (`placeOf()`) and its absolute URL, which its head,
 * its JSON-LD, the sitemap and the feeds read.
 */
export interface SitePlace extends PagePlace {
  /** `https://…/fr/contact/`. */
  absoluteUrl: string;
}

/** Where the page at `location` is: its place, made once however many steps ask. */
export type PlaceAt = (location: PageLocation) => SitePlace;

/**
 * Every page's place (`placeOf()`, src/paths/place.ts), made once, by the first step that asks for it: its
 * builder, or a page linking to it (the menus, the article lists, the breadcrumbs, the alternates, the
 * sitemap, the feeds), which then read the same place.
 */
export function places(origin: string): PlaceAt {
  const made = new Map<string, SitePlace>();
  return (location) => {
    const key = `${location.locale}${location.path}`;
    let place = made.get(key);
    if (!place) {
      const at = placeOf(location);
      made.set(key, (place = { ...at, absoluteUrl: absoluteUrl(origin, at.url) }));
    }
    return place;
  };
}

/**
 * A page's real translations, read from their places, and its alternates: its heads and its sitemap line read them,
 * the same for the page in every locale, so its builder asks once per page.
 */
export function translationsOf(placeAt: PlaceAt, path: string, translated: readonly Locale[]): PageTranslations {
  const pages = translated.map((locale) => ({ locale, absoluteUrl: placeAt({ locale, path }).absoluteUrl }));
  return { pages, alternates: hreflangAlternates(pages) };
}

/** What a page with no alternates (the 404 page) is given: none. */
export const NO_TRANSLATIONS: PageTranslations = { pages: [], alternates: [] };
