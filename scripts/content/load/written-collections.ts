import { ENTRY_COLLECTIONS } from '../collections';
import type { Collection, Content } from './load';

/**
 * The collections of entries an author writes in each language (../collections.ts: articles, products, pages,
 * prose pages, shared blocks), in the order the checks and the translation report list their files.
 */
export function writtenCollections(content: Content): Collection<unknown>[] {
  return ENTRY_COLLECTIONS.map(({ key }) => content[key] as Collection<unknown>);
}
