import type { Collection, Content } from './load';

/**
 * The collections of entries an author writes in each language (pages, prose pages, products, articles,
 * shared blocks), in the order the checks and the translation report list their files.
 */
export function writtenCollections(content: Content): Collection<unknown>[] {
  return [content.pages, content.prose, content.products, content.articles, content.blocks] as Collection<unknown>[];
}
