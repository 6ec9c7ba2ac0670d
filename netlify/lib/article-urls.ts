/**
 * Which articles may get a comment, and where a comment sent without JavaScript goes back to. The articles are
 * the built ones: the content step lists every page in src/generated/route-manifest.json,
 * bundled with the function, so a comment on a slug no article has (in the comment's language) is refused
 * instead of stored, and the answer without JavaScript goes back to the url the manifest gives the page.
 */
import type { Locale } from '../../src/forms/common';
import manifest from '../../src/generated/route-manifest.json';
import type { ManifestEntry } from '../../src/lib/route-data';

const pages = manifest as Pick<ManifestEntry, 'locale' | 'kind' | 'id' | 'layout' | 'url'>[];
const ARTICLES = new Map(
  pages.filter((page) => page.kind === 'article').map((page) => [`${page.locale}/${page.id}`, page.url]),
);
const ARTICLE_LISTS = new Map(pages.filter((page) => page.layout === 'article-list').map((p) => [p.locale, p.url]));

/** The url of the article `slug` in `locale`, none when the site has no such article. */
export function articleUrl(slug: string, locale: Locale): string | undefined {
  return ARTICLES.get(`${locale}/${slug}`);
}

/** The url of the list of every article in `locale`. */
export function articleListUrl(locale: Locale): string {
  const url = ARTICLE_LISTS.get(locale);
  if (!url)
    throw new Error(
      `src/generated/route-manifest.json lists no article list in ${locale}: give a page of content/pages/ the layout article-list`,
    );
  return url;
}
