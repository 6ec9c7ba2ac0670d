/**
 * Which articles may get a comment, and where a comment sent without JavaScript goes back to. The articles are
 * the built ones: the content step writes each locale's article urls and its article list's url in
 * src/generated/article-urls.json, bundled with the function, so a comment on a slug no article has (in the
 * comment's language) is refused instead of stored, and the answer without JavaScript goes back to the url the
 * content step built the page at.
 */
import type { Locale } from '../../src/forms/common';
import urls from '../../src/generated/article-urls.json';

const ARTICLE_URLS = urls as Partial<Record<Locale, { list: string; articles: Partial<Record<string, string>> }>>;

/** The url of the article `slug` in `locale`, none when the site has no such article. */
export function articleUrl(slug: string, locale: Locale): string | undefined {
  return ARTICLE_URLS[locale]?.articles[slug];
}

/** The url of the list of every article in `locale`. */
export function articleListUrl(locale: Locale): string {
  const url = ARTICLE_URLS[locale]?.list;
  if (!url)
    throw new Error(
      `src/generated/article-urls.json gives no article list in ${locale}: give a page of content/pages/ the layout article-list, then run \`npm run content\``,
    );
  return url;
}
