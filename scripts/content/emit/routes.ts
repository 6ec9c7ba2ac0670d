import { PRODUCT_KEYS } from '../../../src/schemas/index';
import type { Content } from '../load/load';

/** The products of the content: the catalogue's own first, in its order, then any other by key. */
export function productKeysOf(content: Pick<Content, 'products'>): string[] {
  const catalogue: readonly string[] = PRODUCT_KEYS;
  const added = [...content.products.keys()].filter((k) => !catalogue.includes(k)).sort();
  return [...catalogue.filter((k) => content.products.has(k)), ...added];
}
