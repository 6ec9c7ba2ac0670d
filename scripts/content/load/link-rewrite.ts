import type { BodyNode, BodyTree } from '../../../src/lib/route-data';
import { valueAt } from './references';

/** What a step makes of a link: the path it names (./content-links.ts), its url in a locale (../page-builders/link-urls.ts). */
export type LinkRewrite = (link: string) => string;

/**
 * The data with the link at each field path rewritten, copying only the objects on the way to a changed one, the
 * rest shared; the data itself when no link changes.
 */
export function dataWithLinks<T>(data: T, fieldPaths: readonly PropertyKey[][], rewrite: LinkRewrite): T {
  return fieldPaths.reduce((node, fieldPath) => {
    const link = valueAt(node, fieldPath) as string;
    const rewritten = rewrite(link);
    return rewritten === link ? node : withValueAt(node, fieldPath, rewritten);
  }, data);
}

function withValueAt<T>(node: T, fieldPath: PropertyKey[], value: unknown): T {
  if (!fieldPath.length) return value as T;
  const [key, ...rest] = fieldPath;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<PropertyKey, unknown>;
  copy[key!] = withValueAt(copy[key!], rest, value);
  return copy as T;
}

/** An MDX body's tree with the `href` of each `<a>` (a Markdown link) rewritten; the tree itself when none changes. */
export function treeWithLinks(tree: BodyTree, rewrite: LinkRewrite): BodyTree {
  const nodes = tree.map((node) => nodeWithLinks(node, rewrite));
  return nodes.some((node, i) => node !== tree[i]) ? nodes : tree;
}

function nodeWithLinks(node: BodyNode, rewrite: LinkRewrite): BodyNode {
  if (typeof node === 'string') return node;
  const [name, properties, ...children] = node;
  const { href } = properties;
  const rewritten = name === 'a' && typeof href === 'string' ? rewrite(href) : undefined;
  const changed = rewritten !== undefined && rewritten !== href;
  const resolved = treeWithLinks(children, rewrite);
  if (!changed && resolved === children) return node;
  return [name, changed ? { ...properties, href: rewritten } : properties, ...resolved];
}
