import { DEFAULT_LOCALE, LOCALES, type Locale, type LocaleInfo, type Site } from '../../../src/schemas/index';
import type { EstimatorType } from '../../../src/schemas/estimator';
import type { EstimatorData, SolarEstimatorData } from '../../../src/lib/route-data';
import type { Mount } from '../../../src/schemas/solar-options';
import type { Page } from '../../../src/lib/page';
import type { SharedBlockName, SharedBlocks } from '../../../src/schemas/shared-blocks';
import type { Collection, Content, Entry } from '../load/load';
import { articleLists, type ArticleLists } from './article-lists';
import { headHelpers, type HeadHelpers } from './head';
import { solarCalendar } from '../emit/solar-calendar';

/*
 * What every page builder (./block-page.ts, ./prose-page.ts, ./product-page.ts, ./article-page.ts) reads
 * besides its own collection. Made once per build, so the article lists it caches serve every builder.
 */

/** Makes the pages of one kind, in every locale; emit() writes them and lists them. */
export type PageBuilder = (ctx: PageContext) => Page[];

export interface PageContext extends HeadHelpers, ArticleLists {
  content: Content;
  site: Site;
  localeInfo: Record<Locale, LocaleInfo>;
  strings: (locale: Locale) => Record<string, string>;
  /** Per locale: entries in their own language / entries in all, counted by pick(). */
  coverage: Record<Locale, { own: number; total: number }>;
  /** The entry in the locale, or the English one shown as a fallback. */
  pick: <T>(col: Collection<T>, id: string, locale: Locale) => Entry<T> | undefined;
  /**
   * The shared blocks named, in the locale or else in English. Throws when one has neither: a route
   * type promises its page every block its builder names, so one missing must stop the build, not
   * leave a hole in the page. `file` is the page's file, named in the message.
   */
  shared: <const N extends SharedBlockName>(locale: Locale, names: readonly N[], file: string) => Pick<SharedBlocks, N>;
  /** The estimator's figures, for a page that shows it (its code loads only for those pages). */
  estimatorFor: (locale: Locale, preset?: EstimatorType) => { estimator: EstimatorData };
  /** The solar estimator's figures, for a page that shows it. */
  solarEstimatorFor: (locale: Locale, mount?: Mount) => { solarEstimator: SolarEstimatorData };
}

/** Locales with a real translation of an entry: the alternates of its pages and the sitemap's. */
export function translatedLocales<T>(byLocale: Map<Locale, Entry<T>> | undefined): Locale[] {
  return LOCALES.filter((l) => byLocale?.has(l));
}

/**
 * `day` is the day the build is for (YYYY-MM-DD): the prerendered solar estimator shows the figures in
 * force that day.
 */
export function pageContext(content: Content, day: string): PageContext {
  const site = content.site!.data;
  const localeInfo = content.locales!.data;
  const strings = (l: Locale) => content.strings.get('ui')!.get(l)!.data;
  const coverage = Object.fromEntries(LOCALES.map((l) => [l, { own: 0, total: 0 }])) as PageContext['coverage'];
  const estimatorConfig = content.estimator!.data;
  return {
    content,
    site,
    localeInfo,
    strings,
    coverage,
    pick: (col, id, locale) => {
      const byLocale = col.get(id);
      const own = byLocale?.get(locale);
      coverage[locale].total++;
      if (own) coverage[locale].own++;
      return own ?? byLocale?.get(DEFAULT_LOCALE);
    },
    shared: (locale, names, file) =>
      Object.fromEntries(
        names.map((n) => {
          const entry = content.blocks.get(n)?.get(locale) ?? content.blocks.get(n)?.get(DEFAULT_LOCALE);
          if (!entry) {
            const files = [...new Set([locale, DEFAULT_LOCALE])].map((l) => `content/blocks/${n}.${l}.yaml`);
            throw new Error(`${file} uses the shared block "${n}", which has no ${files.join(' nor ')}`);
          }
          return [n, entry.data];
        }),
      ) as Pick<SharedBlocks, (typeof names)[number]>,
    estimatorFor: (locale, preset) => ({
      estimator: {
        config: estimatorConfig,
        numberLocale: localeInfo[locale].dateLocale,
        ...(preset ? { preset } : {}),
      },
    }),
    solarEstimatorFor: (locale, mount) => ({
      solarEstimator: {
        config: content.solarEstimator!.data,
        numberLocale: localeInfo[locale].dateLocale,
        day,
        calendar: solarCalendar(content.solarEstimator!.data, localeInfo[locale].dateLocale),
        ...(mount ? { mount } : {}),
      },
    }),
    ...headHelpers(site, localeInfo, strings),
    ...articleLists(content, localeInfo),
  };
}
