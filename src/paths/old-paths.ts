import type { Locale } from '../schemas/locales.ts';
import { PAGE_PATHS, type PageId } from './pages.ts';
import { ARTICLE_SECTION, articlePath, localePrefix, movedPaths, productPath } from './place.ts';

/*
 * The old paths the site still answers, each with the path it leads to now: the redirects the content step writes
 * (scripts/content/emit/redirects.ts) send each, under every locale's prefix, to that path's url in the locale.
 */

/** Where an old path now is: a fixed page, an article or a product (`:slug`, `:key` pass the name on). */
type Target = { page: PageId } | { article: string } | { product: string };

/** The spec's old paths, the same in every locale and spelled as the spec wrote them, each with the page it became. */
export const SPEC_OLD_PATHS: [from: string, to: Target][] = [
  ['/blog', { page: ARTICLE_SECTION }],
  ['/blog/', { page: ARTICLE_SECTION }],
  ['/blog/:slug', { article: ':slug' }],
  ['/produits/:key', { product: ':key' }],
  ['/services/pergolas', { page: 'pergolas' }],
  ['/services/carports', { page: 'carports' }],
  ['/services/vitrage', { page: 'vitrage' }],
  ['/services/energie-solaire', { page: 'energie-solaire' }],
  // A product renamed leaves these pointing at no page: the content check names them
  // (scripts/content/checks/redirect-checks.ts).
  ['/products/pergola-storage-boxes', { product: 'stores-coffre-de-pergolas' }],
  ['/products/stores-coffre-pergolas', { product: 'stores-coffre-de-pergolas' }],
  ['/product', { page: 'solutions' }],
  ['/product/', { page: 'solutions' }],
];

/**
 * An old path and where it leads: to the page at `to` (`leads: 'page'`); to the page of the name `from` matched,
 * `to` being a pattern of paths (`/conseils/:slug/`); or, for each path under `from`, to the same path under `to`
 * (`under`: a moved page's or section's).
 */
export interface OldPath {
  from: string;
  to: string;
  leads: 'page' | 'pattern' | 'under';
}

function oldPathOf(from: string, target: Target): OldPath {
  if ('page' in target) return { from, to: PAGE_PATHS[target.page], leads: 'page' };
  const name = 'article' in target ? target.article : target.product;
  const to = 'article' in target ? articlePath(name) : productPath(name);
  return { from, to, leads: name.startsWith(':') ? 'pattern' : 'page' };
}

/**
 * Every old path: the spec's, then each place moved from its first path (`movedPaths()`, ./place.ts), which content
 * links still name: a moved page's first path itself (a section has no page of its own to lead to), then every path
 * under it.
 */
export function oldPaths(): OldPath[] {
  return [
    ...SPEC_OLD_PATHS.map(([from, to]) => oldPathOf(from, to)),
    ...movedPaths().flatMap(({ from, to, section }): OldPath[] => [
      ...(section ? [] : [{ from: from.slice(0, -1), to, leads: 'page' as const }]),
      { from: `${from}*`, to, leads: 'under' },
    ]),
  ];
}

/**
 * A redirect's pattern (an old path, or where it leads when that is no one page) under a locale's prefix, spelled as
 * it is written: `/fr/blog`, `/blog` in English, `/fr/conseils/:slug/`.
 */
export function patternUrl(pattern: string, locale: Locale): string {
  return `${localePrefix(locale)}${pattern}`;
}

/**
 * What every url of a locale matches in `_redirects`: `/fr/*`, and `/*` for the default locale, which has no prefix
 * and so matches the others' too: its rule comes after theirs.
 */
export function everyUrlOf(locale: Locale): string {
  return `${localePrefix(locale)}/*`;
}
