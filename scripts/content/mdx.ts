import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { MDX_COMPONENT_NAMES } from '../../src/components/mdx/names';

/** What an MDX body refers to, with positions in its file, for the cross-file checks. */
export interface MdxFacts {
  links: { url: string; line: number; column: number }[];
  images: { src: string; line: number; column: number }[];
  headings: { depth: number; text: string; line: number }[];
  wordCount: number;
  errors: { line: number; column: number; message: string }[];
}

/**
 * Compiles an MDX body once, as the site build will, to report syntax errors with their line,
 * and collects its links, images and headings.
 * @param lineOffset lines of the file before the body (the frontmatter).
 */
export async function compileMdxBody(body: string, lineOffset: number): Promise<MdxFacts> {
  const facts: MdxFacts = { links: [], images: [], headings: [], wordCount: 0, errors: [] };
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: node.position?.start.column ?? 1,
  });
  const collect = () => (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'link') facts.links.push({ url: node.url, ...at(node) });
      if (node.type === 'image')
        facts.errors.push({
          ...at(node),
          message: 'use <Figure src="…" alt="…" caption="…" /> for pictures, so each has alt text and a caption',
        });
      if (node.type === 'heading') {
        const text = plainText(node);
        facts.headings.push({ depth: node.depth, text, line: at(node).line });
        if (node.depth === 1)
          facts.errors.push({ ...at(node), message: 'start sections at "##": the page title is the only h1' });
      }
      if (node.type === 'text') facts.wordCount += node.value.split(/\s+/).filter(Boolean).length;
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? '';
        if (!(MDX_COMPONENT_NAMES as readonly string[]).includes(name)) {
          facts.errors.push({
            ...at(node),
            message: `unknown component <${name}>; available: ${MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ')}`,
          });
        }
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && attr.name === 'src' && typeof attr.value === 'string')
            facts.images.push({ src: attr.value, ...at(node) });
        }
      }
      if (node.type === 'mdxjsEsm')
        facts.errors.push({ ...at(node), message: 'imports and exports are not allowed in content; use the components listed in the README' });
    });
  };
  try {
    await compile(body, { remarkPlugins: [remarkGfm, collect] });
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string };
    facts.errors.push({
      line: (e.line ?? 1) + lineOffset,
      column: e.column ?? 1,
      message: `MDX syntax: ${e.reason ?? e.message}`,
    });
  }
  return facts;
}

function plainText(node: unknown): string {
  const n = node as { value?: string; children?: unknown[] };
  if (typeof n.value === 'string') return n.value;
  return (n.children ?? []).map(plainText).join('');
}
