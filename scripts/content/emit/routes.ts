import type { Content } from '../load/load';

/**
 * The products of the content, in the order of the catalogue: as the Solutions menu lists them
 * (content/navigation.yaml), then those it does not list, by key.
 */
export function productKeysOf(content: Pick<Content, 'products' | 'navigation'>): string[] {
  const menu = (content.navigation?.data.dropdown ?? []).flatMap((column) => column.products);
  const listed = menu.filter((key) => content.products.has(key));
  const others = [...content.products.keys()].filter((key) => !menu.includes(key)).sort();
  return [...new Set([...listed, ...others])];
}
