import { DEFAULT_LOCALE, type Locale } from '../../../src/schemas/index';
import type { Page } from '../../../src/lib/route-data';
import type { Entry } from '../load/load';

/**
 * The page of a route whose text is an MDX file (an article, a prose page): the prerender finds its body and
 * compiled JavaScript by path, and the sitemap lists its English page with the date its text last changed.
 */
export function mdxPage<K extends 'article' | 'prose'>(
  page: Omit<Page<K>, 'body' | 'compiledBody' | 'sitemap'>,
  entry: Pick<Entry<unknown>, 'file' | 'compiled'>,
  translated: Locale[],
  lastmod: string | undefined,
): Page<K> {
  const { locale, path } = page;
  return {
    ...page,
    body: `/${entry.file}`,
    compiledBody: entry.compiled?.file,
    ...(locale === DEFAULT_LOCALE ? { sitemap: { path, translated, lastmod } } : {}),
  };
}
