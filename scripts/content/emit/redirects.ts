/**
 * Every redirect of the site, for every locale, written by the content step into src/generated/_redirects,
 * which the build copies to dist/_redirects (Netlify reads it before netlify.toml, and so does `netlify dev`).
 * Each rule leads to a page's url, read from its place, or to a pattern of them, all made in src/paths/, so a locale
 * added or a section renamed changes the rules with it; the content check holds that each leads to a page the build
 * makes (../checks/redirect-checks.ts). In this order, the first rule that matches winning:
 *
 * - the first visit to `/` (and only `/`: deep links are never redirected) lands in the visitor's language.
 *   Netlify matches `Language` on the browser's Accept-Language, or on the nf_lang cookie that the language
 *   menu sets (/api/language), which wins; the default language, others and no header (crawlers) get `/`
 *   itself. Forced (`302!`), because `/` has its own page;
 * - the old paths (`oldPaths()`, src/paths/old-paths.ts), one 301 each under every locale prefix: the spec's,
 *   then each fixed page or section moved from its first path, `/<name>/` (content still names it so:
 *   src/paths/place.ts `pathOfLink`), to another in src/paths/pages.ts: a 301 from there (a page's) and from each
 *   url under it, so a section renamed in its one line keeps the visitors and links of its old name;
 * - an unknown article slug goes back to the article list, the page of layout `article-list`, which is the articles'
 *   section (spec). Unforced, so real article pages shadow it.
 *   Written with `:slug`, not a splat: `netlify dev` drops a splat rule whose target its own pattern matches;
 * - any other unknown url gets its locale's 404 page, the page of layout `not-found`, with status 404.
 */
import { everyUrlOf, oldPaths, patternUrl, type OldPath, type PageLocation } from '../../../src/paths/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../src/schemas/locales.ts';
import type { PlaceAt } from '../page-builders/places.ts';
import type { SpecialPages } from '../page-builders/special-pages.ts';

/**
 * One rule of `_redirects`: the url it matches, where it leads, its status and the condition it needs, if any; and,
 * for the content check (../checks/redirect-checks.ts), what it answers for in every locale (`source`: an old path,
 * `/`, …) and the locale and path (or pattern of paths) it leads to.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: string;
  condition?: string;
  source: string;
  target: PageLocation;
}

/** The rule that sends a locale's url of the old path to where it leads now, its url read from the page's place. */
function oldPathRule({ from, to, leads }: OldPath, locale: Locale, placeAt: PlaceAt): RedirectRule {
  const target = { locale, path: leads === 'under' ? `${to}:splat` : to };
  // A pattern or a section is no page, and has no place: its url is the pattern under the locale's prefix.
  const url = leads === 'page' ? placeAt({ locale, path: to }).url : patternUrl(to, locale);
  return {
    from: patternUrl(from, locale),
    to: leads === 'under' ? `${url}:splat` : url,
    status: '301',
    source: from,
    target,
  };
}

/**
 * The rules of a site in these locales, whose special pages (found by their layout) are these, in their order; each
 * page's url read from its place (`placeAt`, ../page-builders/places.ts), the one its builder builds it at.
 */
export function redirectRules(
  locales: readonly Locale[],
  { home, articleList, notFound }: Pick<SpecialPages, 'home' | 'articleList' | 'notFound'>,
  placeAt: PlaceAt,
): RedirectRule[] {
  const others = locales.filter((l) => l !== DEFAULT_LOCALE);
  const old = oldPaths();
  const urlOf = (locale: Locale, path: string) => placeAt({ locale, path }).url;
  const toPage = (from: string, locale: Locale, path: string, status: string, source: string): RedirectRule => ({
    from,
    to: urlOf(locale, path),
    status,
    source,
    target: { locale, path },
  });
  return [
    ...others.map((l) => ({
      ...toPage(urlOf(DEFAULT_LOCALE, home.path), l, home.path, '302!', home.path),
      condition: `Language=${l}`,
    })),
    ...locales.flatMap((l) => old.map((path) => oldPathRule(path, l, placeAt))),
    // An unknown article's url is under the articles' section, which is their list (special-pages.ts holds it).
    ...locales.map((l) =>
      toPage(`${urlOf(l, articleList.path)}:slug`, l, articleList.path, '301', `${articleList.path}:slug`),
    ),
    ...[...others, DEFAULT_LOCALE].map((l) =>
      toPage(everyUrlOf(l), l, notFound.path, '404', everyUrlOf(DEFAULT_LOCALE)),
    ),
  ];
}

/** One `_redirects` line, its columns aligned as Netlify's documentation writes them. */
const line = ({ from, to, status, condition }: RedirectRule) =>
  `${from}  ${to}  ${status}${condition ? `  ${condition}` : ''}`;

/** The `_redirects` file of a site in these locales, whose special pages (found by their layout) are these. */
export function redirectsFile(
  locales: readonly Locale[],
  special: Pick<SpecialPages, 'home' | 'articleList' | 'notFound'>,
  placeAt: PlaceAt,
): string {
  const lines = [
    '# Written by the content step (scripts/content/emit/redirects.ts): edit that file, not this one.',
    ...redirectRules(locales, special, placeAt).map(line),
  ];
  return `${lines.join('\n')}\n`;
}
