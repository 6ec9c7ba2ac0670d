import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { PageUrlsProvider } from '../../src/components/page-urls-context';
import { I18nProvider } from '../../src/hooks/i18n';
import { islandStrings } from '../../src/islands/Island';
import type { IslandName } from '../../src/islands/registry';
import { readGenerated } from './generated';
import type { BlockPageRoute, ProductRoute, RouteFile, ShellData } from '../../src/lib/route-data';
import type { Block, BlockOf } from '../../src/schemas/blocks';
import type { Locale } from '../../src/schemas/common';
import type { ProductKey } from '../../src/schemas/product';
import { PAGE_PATHS, productPath, routeDataFile } from '../../src/paths';
import { pageUrlsAt } from '../../src/app/route-manifest';

/*
 * Components are rendered with the real content: the per-route JSON and the locale shell and
 * strings that `npm run content` writes to src/generated/ (validated, defaults applied), inside
 * the same providers the prerender sets up (src/app/prerender.tsx), the page's url included.
 */

// Each test's trees are unmounted after it by the components project's setup file (tests/helpers/dom-cleanup.ts).

export function shellOf(locale: Locale): ShellData {
  return readGenerated<ShellData>(`shell/${locale}.json`);
}

export function stringsOf(locale: Locale): Record<string, string> {
  return readGenerated<Record<string, string>>(`i18n/${locale}.json`);
}

/** A block page's route data, e.g. `pageRoute('fr', 'realisations')`. */
export function pageRoute(locale: Locale, id: string): BlockPageRoute {
  const path = (PAGE_PATHS as Record<string, string>)[id]!;
  return readGenerated<RouteFile>(routeDataFile({ locale, path })).route as BlockPageRoute;
}

export function productRoute(locale: Locale, key: ProductKey): ProductRoute {
  return readGenerated<RouteFile>(routeDataFile({ locale, path: productPath(key) })).route as ProductRoute;
}

/** The `nth` block of a type on a page, e.g. the first `faq` of the home page. */
export function blockOf<T extends Block['type']>(route: BlockPageRoute, type: T, nth = 0): BlockOf<T> {
  const found = route.data.blocks.filter((b): b is BlockOf<T> => b.type === type)[nth];
  if (!found) throw new Error(`the page of ${route.meta.canonical} has no ${type} block number ${nth + 1}`);
  return found;
}

/**
 * Renders `ui` in a locale, as Shell would, with user-event ready to drive it. An island's
 * component (`island`) gets what the browser gives it: its own UI strings only, and no shell. `shell` stands
 * for the locale's as the content step writes it, for a test of what a component reads from it.
 */
export function renderIn(
  ui: ReactElement,
  {
    locale = 'en',
    url,
    island,
    shell = shellOf(locale),
  }: { locale?: Locale; url?: string; island?: IslandName; shell?: ShellData } = {},
): RenderResult & { user: UserEvent } {
  const strings = island ? islandStrings(island, stringsOf(locale)) : stringsOf(locale);
  // Shell writes lang and dir on <html>; components read the direction from there.
  document.documentElement.lang = locale;
  document.documentElement.dir = shell.dir;
  const entry = url ?? (locale === 'en' ? '/' : `/${locale}/`);
  const user = userEvent.setup();
  const result = render(
    <PageUrlsProvider value={{ ...pageUrlsAt(entry.replace(/[?#].*$/, '')), url: entry }}>
      <I18nProvider value={island ? { locale, strings } : { locale, strings, shell }}>{ui}</I18nProvider>
    </PageUrlsProvider>,
  );
  return { ...result, user };
}
