/**
 * MDX bodies compiled once for the whole build. The content step compiles each body, collecting
 * the check's facts from the same tree, into the HTML tree (hast) that the page's data file carries and
 * the prerender renders (src/components/mdx/body-from-tree.ts). The compile stops at that tree: the content
 * check refuses everything in a body that would need JavaScript (imports, exports, {expressions}), so the
 * stages that would turn the tree into a JavaScript module have nothing to add but work.
 */
import type { BodyTree } from '../../../src/lib/route-data';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
// With their extensions: worker threads load these files with Node's own type stripping, no bundler.
import remarkTypography from './remark-typography.ts';
import { mdxTreeMaker } from './mdx-tree.ts';
import type { MdxFacts } from './mdx-facts.ts';

/**
 * The remark plugins of every MDX body, in the build and in the content step alike. A body comes without its
 * frontmatter, which the loader splits off (scripts/content/load/load.ts).
 */
export const MDX_REMARK_PLUGINS = [remarkGfm, remarkTypography] as const;

const treeOf = mdxTreeMaker([...MDX_REMARK_PLUGINS]);

/**
 * Compiles an MDX body as the production build does, into its HTML tree, with `collect` run on the tree
 * the author wrote, as parsed. Positions are the body's.
 * @param file its file, absolute: its name gives the language of its typography.
 */
export async function compileMdxBodyTree(
  body: string,
  file: string,
  collect: (tree: Root) => void,
): Promise<{ tree?: BodyTree; error?: unknown }> {
  try {
    const tree = await treeOf(new VFile({ path: file, value: body }), collect);
    return { tree };
  } catch (error) {
    return { error };
  }
}

export type CompiledFacts = MdxFacts & { tree?: BodyTree };

/** What the check found, without the tree (which the cache keeps apart, for builds only). */
export function factsOnly(facts: CompiledFacts): MdxFacts {
  const found = { ...facts };
  delete found.tree;
  return found;
}
