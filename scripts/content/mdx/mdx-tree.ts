/**
 * An MDX file's HTML tree (hast), made as @mdx-js/mdx's own processor makes it before its JavaScript
 * stages: remark-parse with remark-mdx (satteri parsing for it, ./remark-parse-native.ts), mark-and-unravel,
 * the remark plugins, then remark-rehype with MDX's nodes handed on. What the tree keeps is what the prerender renders (src/components/mdx/body-from-tree.ts),
 * written compactly (`BodyTree` in src/lib/route-data.ts): no positions, no parser data, no comments.
 * tests/content/body-tree.test.ts holds every body of the site to the HTML that MDX's full compile gives.
 */
import type { BodyNode, BodyProperties, BodyTree } from '../../../src/lib/route-data';
import type { Paragraph, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
// With its extension: worker threads load this file with Node's own type stripping, no bundler.
import remarkParseNative from './remark-parse-native.ts';
import { unified, type PluggableList } from 'unified';
import type { VFile } from 'vfile';

/**
 * The nodes MDX adds to Markdown's, handed on to the HTML tree as they are, their children made HTML: what
 * remark-rehype's `passThrough` does for MDX's own compile, without its deep copy of every such node (the
 * Markdown tree is not used again).
 */
const MDX_NODE_HANDLERS: NonNullable<RemarkRehypeOptions['handlers']> = Object.fromEntries(
  ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'].map((type) => [
    type,
    (state: { all: (node: unknown) => unknown[] }, node: { children?: unknown[] }) =>
      node.children ? { ...node, children: state.all(node) } : node,
  ]),
);

/** Makes an MDX body's HTML tree; `inspect` is given its Markdown tree as parsed, before any plugin runs. */
export type MdxTreeMaker = (file: VFile, inspect: (mdast: Root) => void) => Promise<BodyTree>;

/**
 * What makes the HTML tree of an MDX body, with `remarkPlugins` run on its Markdown tree, compact (`BodyTree`),
 * the processor built once for every body. The plugins bring the syntax that remark needs for a body satteri
 * refuses (GFM), as @mdx-js/mdx's compile is given it.
 */
export function mdxTreeMaker(remarkPlugins: PluggableList): MdxTreeMaker {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkParseNative)
    .use(remarkUnravel)
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: MDX_NODE_HANDLERS })
    .freeze();
  return async (file, inspect) => {
    const mdast = processor.parse(file);
    inspect(mdast);
    const hast = await processor.run(mdast, file);
    return compact(hast as unknown as TreeNode);
  };
}

/** What the tree will not hold: code to run, or a name that is no element or component. The content check reports all of it too. */
export class RefusedInTree extends Error {
  /** The line of the body where it is, which the content step reports as the file's line. */
  readonly line: number | undefined;
  constructor(reason: string, node: TreeNode) {
    super(reason);
    this.line = node.position?.start?.line;
  }
}

/** True for `{/* … *\/}`: an MDX comment, which renders as nothing. */
export function isCommentOnly(expression: string): boolean {
  return expression.replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}

type MdastParent = Extract<Root | Root['children'][number], { children: unknown[] }>;

/**
 * MDX's mark-and-unravel for HTML's sake: a paragraph that holds only components and comments (and white
 * space) is replaced by them, so a component on a line of its own is not wrapped in a `<p>`.
 */
export function remarkUnravel() {
  return (tree: Root) => unravel(tree);
}

export function unravel(parent: MdastParent): void {
  const children = parent.children as Root['children'];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'paragraph' && holdsOnlyJsx(node)) {
      const lifted = node.children.filter((c) => !(c.type === 'text' && /^[\t\r\n ]+$/.test(c.value)));
      for (const child of lifted as { type: string }[]) {
        if (child.type === 'mdxJsxTextElement') child.type = 'mdxJsxFlowElement';
        if (child.type === 'mdxTextExpression') child.type = 'mdxFlowExpression';
      }
      children.splice(i, 1, ...(lifted as unknown as Root['children']));
      i--; // the first lifted node is looked at next, as a child of this parent
      continue;
    }
    if ('children' in node) unravel(node);
  }
}

/**
 * Components or expressions (only comments reach here: the check refuses the others), at least one, and
 * otherwise only white space as MDX counts it (collapse-white-space's HTML style, vertical tab included).
 */
function holdsOnlyJsx(paragraph: Paragraph): boolean {
  let oneOrMore = false;
  for (const child of paragraph.children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') oneOrMore = true;
    else if (!(child.type === 'text' && /^[\t\n\v\f\r ]*$/.test(child.value))) return false;
  }
  return oneOrMore;
}

interface TreeNode {
  type: string;
  position?: { start?: { line?: number } };
  value?: string;
  tagName?: string;
  properties?: BodyProperties;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: TreeNode[];
}

/**
 * The tree as the page's data file keeps it (`BodyTree`): what the prerender renders, no positions or
 * parser data, no comments. Anything that would run code is refused here too, so that a body the check
 * did not see cannot carry it to the prerender.
 */
function compact(root: TreeNode): BodyTree {
  // MDX's compile leaves out white space at the start and end of a body (hast-util-to-estree's root), where a
  // comment counts as content: so does the tree, before comments are left out.
  const children = root.children ?? [];
  let start = 0;
  let end = children.length;
  while (start < end && isBlankText(children[start]!)) start++;
  while (end > start && isBlankText(children[end - 1]!)) end--;
  return childrenOf({ ...root, children: children.slice(start, end) });
}

/** Text of HTML's white space alone, as hast-util-whitespace tells it. */
const isBlankText = (node: TreeNode) => node.type === 'text' && /^[ \t\n\f\r]*$/.test(node.value ?? '');

function childrenOf(node: TreeNode): BodyNode[] {
  const nodes: BodyNode[] = [];
  for (const child of node.children ?? []) if (!isComment(child)) nodes.push(compactNode(child));
  return nodes;
}

function compactNode(node: TreeNode): BodyNode {
  switch (node.type) {
    case 'text':
      return node.value!;
    case 'element':
      if (!/^[a-z]/.test(node.tagName!)) throw new RefusedInTree(`<${node.tagName}> is no HTML element`, node);
      return [node.tagName!, node.properties ?? {}, ...childrenOf(node)];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (!node.name || !/^[A-Z]/.test(node.name))
        throw new RefusedInTree(`<${node.name ?? ''}> is no component; the content check names them`, node);
      return [node.name, attributesOf(node), ...childrenOf(node)];
    default:
      throw new RefusedInTree(
        'imports, exports and {expressions} are not allowed in content; the content check names them',
        node,
      );
  }
}

/** A component's attributes as written: a quoted value, or `true` for a name alone. */
function attributesOf(node: TreeNode): BodyProperties {
  const attributes: BodyProperties = {};
  for (const { type, name, value } of node.attributes ?? []) {
    if (type !== 'mdxJsxAttribute' || (value !== null && typeof value !== 'string'))
      throw new RefusedInTree(`<${node.name}>: write each attribute as name="…"`, node);
    attributes[name!] = value ?? true;
  }
  return attributes;
}

const isComment = (node: TreeNode) =>
  (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && isCommentOnly(node.value ?? '');
