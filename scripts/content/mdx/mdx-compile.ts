/**
 * MDX bodies compiled once for the whole build. The content step compiles each body's file, collecting
 * the check's facts from the same tree, and puts the JavaScript in the page's data file, where the
 * prerender takes it (src/app/prerender.tsx).
 */
import type { Root } from 'mdast';
import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { VFile } from 'vfile';
// With their extensions: worker threads load these files with Node's own type stripping, no bundler.
import remarkGfmWhereUsed from './remark-gfm-where-used.ts';
import remarkTypography from './remark-typography.ts';
import type { MdxFacts } from './mdx-facts.ts';

/** The remark plugins of every MDX body, in the build and in the content step alike. */
export const MDX_REMARK_PLUGINS = [remarkFrontmatter, remarkGfmWhereUsed, remarkTypography] as const;

/**
 * Compiles an MDX file as the production build does (no development runtime, no source map), with
 * `collect` run on the tree the author wrote, after the syntax plugins and before typography.
 * @param path the file's absolute path: its name gives the language of its typography.
 */
export async function compileMdxFile(
  source: string,
  path: string,
  collect: (tree: Root) => void,
): Promise<{ js?: string; error?: unknown }> {
  const { compile } = await import('@mdx-js/mdx');
  const [frontmatter, gfm, typography] = MDX_REMARK_PLUGINS;
  const options: CompileOptions = {
    remarkPlugins: [frontmatter, gfm, () => collect, typography],
    development: false,
  };
  try {
    return { js: String(await compile(new VFile({ path, value: source }), options)) };
  } catch (error) {
    return { error };
  }
}

export type CompiledFacts = MdxFacts & { js?: string };

/** What the check found, without the JavaScript (which the cache keeps apart, for builds only). */
export function factsOnly(facts: CompiledFacts): MdxFacts {
  const found = { ...facts };
  delete found.js;
  return found;
}
