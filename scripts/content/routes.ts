import { PAGE_PATHS, PRODUCT_KEYS } from '../../src/schemas/index';
import type { Content } from './load';

/** Every locale-neutral page path of the site (404 included), as content links may name them. */
export function neutralPaths(content: Content): string[] {
  return [
    ...Object.values(PAGE_PATHS),
    ...PRODUCT_KEYS.map((k) => `/products/${k}/`),
    ...[...content.articles.keys()].map((slug) => `/conseils/${slug}/`),
  ];
}
