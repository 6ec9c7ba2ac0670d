import { pathOfLink } from '../../../src/paths';
import type { BodyNode, BodyTree } from '../../../src/lib/route-data';
import { ENTRY_COLLECTIONS, SINGLE_FILES } from '../collections';
import type { Collection, Content, Entry } from './load';
import { referencesOf } from './references';

/**
 * The content with every site link written as the path it names (`pathOfLink`, src/paths/place.ts): what the
 * content wrote `/conseils/` is `/ratgeber/` on every page once that section is renamed. The links of YAML entries
 * and single files are found by their schema, an MDX body's as its tree's `<a>` elements, so each is resolved once,
 * here: each page then gets their urls in its locale as it is built (../page-builders/link-urls.ts).
 * Entries whose links name no moved page are passed on as they are.
 */
export function resolveContentLinks(content: Content): Content {
  const resolved = { ...content } as Record<string, unknown>;
  for (const { key } of ENTRY_COLLECTIONS)
    resolved[key] = new Map(
      [...(content[key] as Collection<unknown>)].map(([id, byLocale]) => [
        id,
        new Map([...byLocale].map(([locale, entry]) => [locale, withPaths(entry)])),
      ]),
    );
  for (const { key } of SINGLE_FILES) {
    const entry = content[key] as Entry<unknown> | undefined;
    if (entry) resolved[key] = withPaths(entry);
  }
  return resolved as Content;
}

/** The entry with its links as paths, in its data and its body, a copy of it when one of them changes. */
function withPaths<T>(entry: Entry<T>): Entry<T> {
  const data = dataWithPaths(entry);
  const bodyTree = entry.bodyTree && treeWithPaths(entry.bodyTree);
  if (data === entry.data && bodyTree === entry.bodyTree) return entry;
  return { ...entry, data, ...(bodyTree ? { bodyTree } : {}) };
}

/** The entry's data with the fields its schema marks as links as paths, a copy when one changes. */
function dataWithPaths<T>(entry: Entry<T>): T {
  const moved = referencesOf(entry.schema, entry.data).flatMap((ref) => {
    const path = ref.type === 'link' ? pathOfLink(ref.value) : ref.value;
    return path === ref.value ? [] : [{ at: ref.fieldPath, path }];
  });
  if (!moved.length) return entry.data;
  const data = structuredClone(entry.data);
  for (const { at, path } of moved) {
    const parent = at.slice(0, -1).reduce((node, key) => (node as Record<PropertyKey, unknown>)[key], data as unknown);
    (parent as Record<PropertyKey, unknown>)[at.at(-1)!] = path;
  }
  return data;
}

/** An MDX body's tree with the `href` of each `<a>` (a Markdown link) as the path it names; the tree itself when none changes. */
function treeWithPaths(tree: BodyTree): BodyTree {
  const nodes = tree.map(nodeWithPaths);
  return nodes.some((node, i) => node !== tree[i]) ? nodes : tree;
}

function nodeWithPaths(node: BodyNode): BodyNode {
  if (typeof node === 'string') return node;
  const [name, properties, ...children] = node;
  const { href } = properties;
  const path = name === 'a' && typeof href === 'string' ? pathOfLink(href) : undefined;
  const moved = path !== undefined && path !== href;
  const resolved = treeWithPaths(children);
  if (!moved && resolved === children) return node;
  return [name, moved ? { ...properties, href: path } : properties, ...resolved];
}
