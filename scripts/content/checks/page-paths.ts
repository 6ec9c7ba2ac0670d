import { ENTRY_COLLECTIONS } from '../collections';
import type { Collection, Content } from '../load/load';

/**
 * The path of every page the entries of `content` show on, each from its collection's `pathOf`: the pages the page
 * builders build, in every locale, where links and redirects may lead. A collection with pages brings its own.
 */
export function entryPagePaths(content: Content): Set<string> {
  return new Set(
    ENTRY_COLLECTIONS.flatMap(({ key, pathOf }) =>
      pathOf ? [...(content[key] as Collection<unknown>).keys()].flatMap((id) => pathOf(id) ?? []) : [],
    ),
  );
}
