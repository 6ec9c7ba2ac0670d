import { DEFAULT_LOCALE } from '../../../src/schemas/index';
import type { Page } from '../../../src/lib/route-data';
import type { PageTranslations } from '../../../src/lib/seo';
import type { Entry } from '../load/load';

/**
 * A page whose text is an MDX file (an article, a prose page), with its body's file and HTML
 * tree, and the sitemap lists its English page with the date its text last changed.
 */
export function mdxPage<K extends 'article' | 'prose'>(
  page: Omit<Page<K>, 'bodyFile' | 'bodyTree' | 'sitemap'>,
  entry: Pick<Entry<unknown>, 'file' | 'bodyTree'>,
  translations: PageTranslations,
  lastmod: string | undefined,
): Page<K> {
  const { locale } = page;
  return {
    ...page,
    bodyFile: entry.file,
    bodyTree: entry.bodyTree,
    ...(locale === DEFAULT_LOCALE ? { sitemap: { translations, lastmod } } : {}),
  };
}
