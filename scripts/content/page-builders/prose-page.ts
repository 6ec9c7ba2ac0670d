import { LOCALES } from '../../../src/schemas/index';
import { PAGE_PATHS, type PageId } from '../../../src/paths';
import { formatLongDate } from '../../../src/lib/dates';
import * as ld from '../../../src/lib/jsonld';
import type { Page, ProseRoute } from '../../../src/lib/route-data';
import { translatedLocales, type PageContext } from './context';
import { translationsOf } from './places';
import { mdxPage } from './mdx-page';

/** A prose page shows its text alone: no shared block (`ProseRoute['shared']` is empty). */
export const SHARED = [] as const satisfies readonly (keyof ProseRoute['shared'])[];

/** The prose pages (legal notice, privacy policy), written in MDX. */
export function prosePages(ctx: PageContext): Page<'prose'>[] {
  const { content, pick, crumbsFor, pageBase, routeHead, shared, ldSite, localeInfo, placeAt } = ctx;
  const built: Page<'prose'>[] = [];
  for (const [id, byLocale] of content.prose) {
    const path = PAGE_PATHS[id as PageId];
    if (!path) continue;
    const translations = translationsOf(placeAt, path, translatedLocales(byLocale));
    for (const locale of LOCALES) {
      const entry = pick(content.prose, id, locale)!;
      const place = placeAt({ locale, path });
      const crumbs = crumbsFor(locale, [{ name: entry.data.title, place }]);
      const { pageAbsoluteUrl, base } = pageBase(place, crumbs);
      const page = ld.webPage(
        ldSite,
        'WebPage',
        pageAbsoluteUrl,
        entry.data.title,
        entry.data.seo.description,
        entry.locale,
      );
      const route: ProseRoute = {
        ...routeHead({ ...place, contentLocale: entry.locale, translations, crumbs }, entry.data.seo, {
          ogType: 'website',
          modifiedTime: entry.data.updated,
          jsonLd: [ld.graph([...base, page] as never[])],
        }),
        data: entry.data,
        updatedLabel: formatLongDate(entry.data.updated, localeInfo[locale].formatLocale),
        shared: shared(locale, SHARED, entry.file),
      };
      built.push(mdxPage({ ...place, kind: 'prose', id, route }, entry, translations, entry.data.updated));
    }
  }
  return built;
}
