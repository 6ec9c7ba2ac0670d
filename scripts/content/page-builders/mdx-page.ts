import { DEFAULT_LOCALE, type Locale } from '../../../src/schemas/index';
import type { Page } from '../../../src/lib/page';
import type { ArticleRoute, ProseRoute } from '../../../src/lib/route-data';
import type { Entry } from '../load/load';

/**
 * The page of a route whose text is an MDX file (an article, a prose page): the prerender finds its body and
 * compiled JavaScript by path, and the sitemap lists its English page with the date its text last changed.
 */
export function mdxPage<R extends ArticleRoute | ProseRoute>(
  route: R,
  entry: Pick<Entry<unknown>, 'file' | 'compiled'>,
  path: string,
  translated: Locale[],
  lastmod: string | undefined,
): Page<R> {
  return {
    locale: route.locale,
    path,
    kind: route.kind,
    id: route.id,
    body: `/${entry.file}`,
    compiledBody: entry.compiled?.file,
    route,
    ...(route.locale === DEFAULT_LOCALE ? { sitemap: { path, translated, lastmod } } : {}),
  };
}
