/**
 * MDX read into its Markdown tree by satteri, a parser written in Rust: the tree that remark-parse with
 * remark-mdx and remark-gfm makes of a body (the loader splits each file's frontmatter off,
 * scripts/content/load/load.ts), positions included, many times faster: on a site of many articles, remark's
 * parse would be most of the content step.
 *
 * A document satteri refuses is parsed again by remark, MDX's own parser, with the extensions the processor
 * holds: the author reads the message and position that @mdx-js/mdx gives, and a document remark accepts is
 * never refused. tests/content/remark-parse-native.test.ts holds every MDX file of the repository, and
 * documents written to probe the syntax, to remark's trees.
 */
import type { Root } from 'mdast';
import { mdxToMdast } from 'satteri';
import type { Processor } from 'unified';

/**
 * What satteri reads otherwise, so such a document goes to remark:
 * - a form feed, written or by reference: satteri lifts components out of a paragraph that holds nothing
 *   else while parsing (as MDX's compile does later, ./mdx-tree.ts) and leaves a form feed out with the
 *   white space, where remark keeps it as text;
 * - a literal URL that runs into a `{`: remark ends the link's text there, satteri starts an expression;
 * - an `@`: GFM's literal e-mail addresses, which the two find differently after a `/` or inside a literal URL.
 */
const READ_OTHERWISE = /\f|&#(?:0*12|x0*c);|(?:www\.|https?:\/\/)[^\s{]*\{|@|&(?:#0*64|#x0*40|commat);/i;

/** The plugin: it must come after remark-parse and remark-mdx, whose parser reads what satteri refuses. */
export default function remarkParseNative(this: Processor) {
  const reference = this.parser;
  if (!reference) throw new Error('remark-parse-native: add it after remark-parse, whose parser it falls back on');
  const features = { gfm: true, frontmatter: false };
  this.parser = (document, file) => {
    if (READ_OTHERWISE.test(document)) return reference(document, file);
    let tree: Root;
    try {
      tree = mdxToMdast(document, { features }) as Root;
    } catch {
      return reference(document, file);
    }
    return settled(tree, document) ? tree : reference(document, file);
  };
}

type Parent = Extract<Root | Root['children'][number], { children: unknown[] }>;

/**
 * Whether the tree is remark's once its texts are joined (in place). Satteri ends a text where it found a
 * literal URL and left out its last punctuation (`www.a.ch.`): the two texts are joined into one, as
 * remark makes it, so that the rules that read a text (typography, word counts) read the same runs.
 * A component that crosses an emphasis or a link (`*<Callout>a*</Callout>`) is one that remark refuses and
 * satteri mends: such a component does not end with its own closing tag, and the tree is not remark's.
 */
function settled(parent: Parent, document: string): boolean {
  const children = parent.children as Root['children'];
  for (let i = children.length - 1; i >= 0; i--) {
    const node = children[i]!;
    const next = children[i + 1];
    if (node.type === 'text' && next?.type === 'text') {
      node.value += next.value;
      if (node.position && next.position) node.position.end = next.position.end;
      children.splice(i + 1, 1);
      continue;
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !closesItself(node, document))
      return false;
    if ('children' in node && !settled(node, document)) return false;
  }
  return true;
}

function closesItself(node: { name: string | null; position?: Root['position'] }, document: string): boolean {
  const source = document.slice(node.position?.start.offset, node.position?.end.offset).trimEnd();
  return source.endsWith('/>') || source.endsWith(`</${node.name ?? ''}>`);
}
