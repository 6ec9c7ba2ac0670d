import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/schemas/index';
import { PAGE_PATHS, feedUrl, productPath, textDirection } from '../../../src/paths';
import type { ShellData } from '../../../src/lib/route-data';
import type { PageContext } from '../page-builders/context';
import { localeFileFor, singleFile } from '../collections';

const NAVIGATION_FILE = singleFile('navigation');
const ENGLISH_STRINGS = localeFileFor('strings', DEFAULT_LOCALE);

/** A menu item's label, its UI string (in English where the locale has none yet). */
function labelOf(strings: Record<string, string>, key: string): string {
  const label = strings[key];
  if (label === undefined)
    throw new Error(`${NAVIGATION_FILE} names a page whose label ${key} is missing: add it to ${ENGLISH_STRINGS}`);
  return label;
}

/** What the shell is made from, of what every page builder reads. */
export type ShellContext = Pick<
  PageContext,
  'site' | 'content' | 'localeInfo' | 'strings' | 'placeAt' | 'specialPages' | 'pick'
>;

/**
 * The locale's shell (menu, footer, language list), which every page of the locale loads once. Each link's url is
 * the place of the page it leads to, the one its builder builds the page at (`placeAt`, ../page-builders/places.ts).
 */
export function shell(
  { site, content, localeInfo, strings: stringsOf, placeAt, specialPages, pick }: ShellContext,
  locale: Locale,
): ShellData {
  const strings = stringsOf(locale);
  const navigation = content.navigation!.data;
  const urlOf = (path: string) => placeAt({ locale, path }).url;
  return {
    locale,
    dir: textDirection(locale),
    site: {
      name: site.name,
      legalName: site.legalName,
      registerNumber: site.registerNumber,
      vatNumber: site.vatNumber,
      logo: site.logo,
      copyrightYear: site.copyrightYear,
      offices: site.offices,
      officeHours: site.officeHours,
      social: site.social,
    },
    languages: LOCALES.map((code) => ({ code, name: localeInfo[code].name })),
    home: urlOf(specialPages.home.path),
    contact: urlOf(specialPages.contact.path),
    search: urlOf(specialPages.search.path),
    feed: feedUrl(locale),
    menu: navigation.main.map((id) => ({
      label: labelOf(strings, `nav.${id}`),
      url: urlOf(PAGE_PATHS[id]),
      dropdown: id === navigation.dropdownUnder,
    })),
    legal: navigation.legal.map((id) => ({
      label: labelOf(strings, `footer.legal.${id}`),
      url: urlOf(PAGE_PATHS[id]),
    })),
    dropdown: navigation.dropdown.map((col) => ({
      category: col.category,
      label: strings[`nav.category.${col.category}`]!,
      url: urlOf(PAGE_PATHS[col.category]),
      items: col.products.map((key) => ({
        label: pick(content.products, key, locale)?.data.navLabel ?? key,
        url: urlOf(productPath(key)),
      })),
    })),
  };
}
