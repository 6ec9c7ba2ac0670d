import { pathOfLink } from '../../../src/paths';
import { ENTRY_COLLECTIONS, SINGLE_FILES } from '../collections';
import type { MdxFacts } from '../mdx/mdx-facts';
import type { Collection, Content, Entry } from './load';
import { dataWithLinks, treeWithLinks, type LinkRewrite } from './link-rewrite';

/**
 * The content with every site link written as the path it names (`pathOfLink`, src/paths/place.ts): what the
 * content wrote `/conseils/` is `/ratgeber/` on every page once that section is renamed. The content step does it
 * once, before its checks, which read the links so (../checks/checks.ts), and the pages are built from the same
 * content, each page then giving the links their urls in its locale (../page-builders/link-urls.ts).
 * The links of YAML entries and single files are the link references the loader found by their schema (`references`,
 * ./load.ts); an MDX body's are its facts' links, for the checks, and its tree's `<a>` elements, for the page: the same
 * links, each resolved once.
 * Entries whose links name no moved page are passed on as they are.
 */
export function resolveContentLinks(content: Content): Content {
  const known = new Map<string, string>();
  const pathOf = (link: string) => {
    let path = known.get(link);
    if (path === undefined) known.set(link, (path = pathOfLink(link)));
    return path;
  };
  const resolved = { ...content } as Record<string, unknown>;
  for (const { key } of ENTRY_COLLECTIONS)
    resolved[key] = new Map(
      [...(content[key] as Collection<unknown>)].map(([id, byLocale]) => [
        id,
        new Map([...byLocale].map(([locale, entry]) => [locale, withPaths(entry, pathOf)])),
      ]),
    );
  for (const { key } of SINGLE_FILES) {
    const entry = content[key] as Entry<unknown> | undefined;
    if (entry) resolved[key] = withPaths(entry, pathOf);
  }
  return resolved as Content;
}

type PathOf = LinkRewrite;

/** The entry with its links as paths, in its data and its body, a copy of it when one of them changes. */
function withPaths<T>(entry: Entry<T>, pathOf: PathOf): Entry<T> {
  const links = entry.references.filter((ref) => ref.type === 'link');
  const data = dataWithLinks(
    entry.data,
    links.map((ref) => ref.fieldPath),
    pathOf,
  );
  const mdx = entry.mdx && factsWithPaths(entry.mdx, pathOf);
  const bodyTree = entry.bodyTree && treeWithLinks(entry.bodyTree, pathOf);
  if (data === entry.data && mdx === entry.mdx && bodyTree === entry.bodyTree) return entry;
  return { ...entry, data, ...(mdx ? { mdx } : {}), ...(bodyTree ? { bodyTree } : {}) };
}

/** An MDX body's facts with its links as paths, each at its place in the file; the facts themselves when none moves. */
function factsWithPaths(mdx: MdxFacts, pathOf: PathOf): MdxFacts {
  const links = mdx.links.map((link) => {
    const url = pathOf(link.url);
    return url === link.url ? link : { ...link, url };
  });
  return links.some((link, i) => link !== mdx.links[i]) ? { ...mdx, links } : mdx;
}
