import type { Collection, Content } from '../../scripts/content/load/load';
import type { PageEntry, BlockPageLayout } from '../../src/schemas/page';

/**
 * `pages` (content/pages/ as loaded) with the layouts given, by page id, in every language: the special pages
 * (scripts/content/page-builders/special-pages.ts) moved to other pages, the content left as it is.
 */
function withLayouts(
  pages: Collection<PageEntry>,
  layouts: Partial<Record<string, BlockPageLayout>>,
): Collection<PageEntry> {
  return new Map(
    [...pages].map(([id, byLocale]) => {
      const layout = layouts[id];
      if (!layout) return [id, byLocale];
      return [id, new Map([...byLocale].map(([l, entry]) => [l, { ...entry, data: { ...entry.data, layout } }]))];
    }),
  );
}

/** The whole content with its pages' layouts changed as `withLayouts` does. */
export function contentWithLayouts(content: Content, layouts: Partial<Record<string, BlockPageLayout>>): Content {
  return { ...content, pages: withLayouts(content.pages, layouts) };
}
