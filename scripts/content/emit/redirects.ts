/**
 * Every redirect of the site, for every locale, written by the content step into src/generated/_redirects,
 * which the build copies to dist/_redirects (Netlify reads it before netlify.toml, and so does `netlify dev`).
 * Each rule's target is a page's path (src/paths/pages.ts, src/paths/place.ts), so a locale added or a
 * section renamed changes the rules with it; the content check holds that each leads to a page the build makes
 * (../checks/redirect-checks.ts). In this order, the first rule that matches winning:
 *
 * - the first visit to `/` (and only `/`: deep links are never redirected) lands in the visitor's language.
 *   Netlify matches `Language` on the browser's Accept-Language, or on the nf_lang cookie that the language
 *   menu sets (/api/language), which wins; the default language, others and no header (crawlers) get `/`
 *   itself. Forced (`302!`), because `/` has its own page;
 * - the spec's old paths (OLD_PATHS), one 301 each under every locale prefix;
 * - a fixed page moved from its first path, `/<id>/` (content still names it so: src/paths/place.ts
 *   `pathOfLink`), to another path in src/paths/pages.ts: a 301 from there, and from each url under it, so
 *   a section renamed in its one line keeps the visitors and links of its old name;
 * - an unknown article slug goes back to the article list, the page of layout `article-list`, which is the articles'
 *   section (spec). Unforced, so real article pages shadow it.
 *   Written with `:slug`, not a splat: `netlify dev` drops a splat rule whose target its own pattern matches;
 * - any other unknown url gets its locale's 404 page, the page of layout `not-found`, with status 404.
 */
import {
  ARTICLE_SECTION,
  localePrefix,
  localeUrl,
  articlePath,
  productPath,
  NEWSLETTER_PAGES,
  PAGE_IDS,
  PAGE_PATHS,
  type PageId,
} from '../../../src/paths/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../src/schemas/locales.ts';
import type { SpecialPages } from '../page-builders/special-pages.ts';

/** Where an old path now is: a fixed page, an article or a product (`:slug`, `:key` pass the name on). */
type Target = { page: PageId } | { article: string } | { product: string };

/** The spec's old paths, the same in every locale and spelled as the spec wrote them, each with the page it became. */
export const OLD_PATHS: [from: string, to: Target][] = [
  ['/blog', { page: ARTICLE_SECTION }],
  ['/blog/', { page: ARTICLE_SECTION }],
  ['/blog/:slug', { article: ':slug' }],
  ['/produits/:key', { product: ':key' }],
  ['/services/pergolas', { page: 'pergolas' }],
  ['/services/carports', { page: 'carports' }],
  ['/services/vitrage', { page: 'vitrage' }],
  ['/services/energie-solaire', { page: 'energie-solaire' }],
  // A product renamed leaves these pointing at no page: the content check names them (../checks/redirect-checks.ts).
  ['/products/pergola-storage-boxes', { product: 'stores-coffre-de-pergolas' }],
  ['/products/stores-coffre-pergolas', { product: 'stores-coffre-de-pergolas' }],
  ['/product', { page: 'solutions' }],
  ['/product/', { page: 'solutions' }],
];

/**
 * The fixed pages no longer at `/<id>/`, by id, with the path each moved to. The home page and the newsletter's
 * pages were never there: their ids name what they are, not where.
 */
export function movedPages(): [id: PageId, to: string][] {
  const never = new Set<PageId>(['home', ...Object.values(NEWSLETTER_PAGES)]);
  return PAGE_IDS.filter((id) => !never.has(id) && PAGE_PATHS[id] !== `/${id}/`).map((id) => [id, PAGE_PATHS[id]]);
}

function pathOf(target: Target): string {
  if ('page' in target) return PAGE_PATHS[target.page];
  return 'article' in target ? articlePath(target.article) : productPath(target.product);
}

/** One rule of `_redirects`: the url it matches, where it leads, its status and the condition it needs, if any. */
export interface RedirectRule {
  from: string;
  to: string;
  status: string;
  condition?: string;
}

const rule = (from: string, to: string, status: string, condition?: string): RedirectRule =>
  condition ? { from, to, status, condition } : { from, to, status };

/** The rules of a site in these locales, whose special pages (found by their layout) are these, in their order. */
export function redirectRules(
  locales: readonly Locale[],
  { home, articleList, notFound }: Pick<SpecialPages, 'home' | 'articleList' | 'notFound'>,
): RedirectRule[] {
  const others = locales.filter((l) => l !== DEFAULT_LOCALE);
  return [
    ...others.map((l) => rule(home.path, localeUrl(home.path, l), '302!', `Language=${l}`)),
    ...locales.flatMap((l) =>
      OLD_PATHS.map(([from, to]) => rule(`${localePrefix(l)}${from}`, localeUrl(pathOf(to), l), '301')),
    ),
    ...locales.flatMap((l) =>
      movedPages().flatMap(([id, to]) => [
        rule(`${localePrefix(l)}/${id}`, localeUrl(to, l), '301'),
        rule(`${localePrefix(l)}/${id}/*`, `${localeUrl(to, l)}:splat`, '301'),
      ]),
    ),
    // An unknown article's url is under the articles' section, which is their list (special-pages.ts holds it).
    ...locales.map((l) => rule(`${localeUrl(articleList.path, l)}:slug`, localeUrl(articleList.path, l), '301')),
    ...others.map((l) => rule(`${localePrefix(l)}/*`, localeUrl(notFound.path, l), '404')),
    rule('/*', notFound.path, '404'),
  ];
}

/** One `_redirects` line, its columns aligned as Netlify's documentation writes them. */
const line = ({ from, to, status, condition }: RedirectRule) =>
  `${from}  ${to}  ${status}${condition ? `  ${condition}` : ''}`;

/** The `_redirects` file of a site in these locales, whose special pages (found by their layout) are these. */
export function redirectsFile(
  locales: readonly Locale[],
  special: Pick<SpecialPages, 'home' | 'articleList' | 'notFound'>,
): string {
  const lines = [
    '# Written by the content step (scripts/content/emit/redirects.ts): edit that file, not this one.',
    ...redirectRules(locales, special).map(line),
  ];
  return `${lines.join('\n')}\n`;
}
