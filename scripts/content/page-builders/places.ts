import type { Locale } from '../../../src/schemas/index';
import type { Translation } from '../../../src/lib/seo';
import { placeOf, type PageLocation, type PagePlace } from '../../../src/paths';

/** Where the page at `location` is: its place, made once however many steps ask. */
export type PlaceAt = (location: PageLocation) => PagePlace;

/**
 * Every page's place (`placeOf()`, src/paths/place.ts), made once, by the first step that asks for it: its
 * builder, or a page linking to it (the menus, the article lists, the breadcrumbs, the alternates, the
 * sitemap, the feeds), which then read the same place.
 */
export function places(): PlaceAt {
  const made = new Map<string, PagePlace>();
  return (location) => {
    const key = `${location.locale}${location.path}`;
    let place = made.get(key);
    if (!place) made.set(key, (place = placeOf(location)));
    return place;
  };
}

/**
 * The urls of a page's real translations, read from their places: its alternates and its sitemap line, the same
 * for the page in every locale, so its builder asks once per page.
 */
export function translationsOf(placeAt: PlaceAt, path: string, translated: readonly Locale[]): Translation[] {
  return translated.map((locale) => ({ locale, url: placeAt({ locale, path }).url }));
}
