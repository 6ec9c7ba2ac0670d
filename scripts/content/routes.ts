import { PAGE_PATHS, PRODUCT_KEYS } from '../../src/schemas/index';
import type { Content } from './load';
import { articlePath, productPath } from '../../src/paths/place';

/** The products of the content: the catalogue's own first, in its order, then any other by key. */
export function productKeysOf(content: Pick<Content, 'products'>): string[] {
  const catalogue: readonly string[] = PRODUCT_KEYS;
  const added = [...content.products.keys()].filter((k) => !catalogue.includes(k)).sort();
  return [...catalogue.filter((k) => content.products.has(k)), ...added];
}

/** Every locale-neutral page path of the site (404 included), as content links may name them. */
export function neutralPaths(content: Content): string[] {
  return [
    ...Object.values(PAGE_PATHS),
    ...productKeysOf(content).map(productPath),
    ...[...content.articles.keys()].map(articlePath),
  ];
}
