import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
// With its extension: worker threads load this file with Node's own type stripping, no bundler.
import { MDX_COMPONENT_NAMES } from '../../../src/schemas/mdx-component-names.ts';
import { compileMdxBodyTree, type CompiledFacts } from './mdx-compile.ts';
import { isCommentOnly, RefusedInTree } from './mdx-tree.ts';
import { whereTreesDiffer } from './where-trees-differ.ts';
import type { MdxFacts } from './mdx-facts.ts';
import remarkParseNative from './remark-parse-native.ts';

export type { MdxFacts } from './mdx-facts.ts';

/**
 * MDX's own parser, which `compile` below starts with: remark-parse, then remark-mdx, then GFM (the order
 * sets which syntax extension wins), so both read a body into the same tree.
 */
const remark = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
/** The build's parser: satteri, with remark for what satteri refuses or reads otherwise (./remark-parse-native.ts). */
const satteri = remark().use(remarkParseNative).freeze();

/**
 * Checks an MDX body, and collects its links, images and headings. With `file`, as the build does: the
 * body compiled into its HTML tree, from satteri's parse. Without, as a pull request's check does (`--check`):
 * the body read by remark, MDX's own parser, and held to satteri's reading, so that no body reaches a build
 * that satteri would show otherwise (where satteri departs from CommonMark, say).
 *
 * Parsing is most of a compile's work but not all of it: a tree without JavaScript in it (no import/export,
 * no {expression}, no attribute={value}, no member or namespace names, no fragment) has nothing the later
 * steps reject, so the parse alone decides. Other bodies get the full compile. tests/content/mdx.test.ts
 * holds both ways to the same results.
 * @param lineOffset lines of the file before the body (the frontmatter).
 */
export async function checkMdxBody(body: string, lineOffset: number, file?: string): Promise<CompiledFacts> {
  if (file) return compileForBuild(body, lineOffset, file);
  const parsed = parseBody(body, lineOffset);
  if (!parsed.tree) return parsed.facts!;
  const { tree } = parsed;
  const facts = parsed.facts ?? (await compileMdxBody(body, lineOffset));
  const differs = whereTreesDiffer(tree, satteri.parse(body), body);
  if (!differs) return facts;
  const at = { line: differs.line + lineOffset, column: differs.column };
  return { ...facts, errors: [...facts.errors, { ...at, message: SATTERI_DIFFERS }] };
}

const SATTERI_DIFFERS =
  'the site reads this otherwise than MDX does, so the page would not show what you wrote as Markdown means it: write it another way here (a space, or a backslash before a * or _, often settles it)';

/** The facts of a body from the compile the build needs (./mdx-compile.ts), and its HTML tree. */
async function compileForBuild(body: string, lineOffset: number, file: string): Promise<CompiledFacts> {
  let facts = emptyFacts();
  const { tree, error } = await compileMdxBodyTree(body, file, (mdast) => {
    facts = collectFacts(mdast, lineOffset, false)!;
  });
  // A tree refused for what the check reports (an {expression}, say) is reported once, by the check.
  if (error instanceof RefusedInTree && facts.errors.length) return facts;
  if (error) return { ...facts, errors: [...facts.errors, syntaxError(error, lineOffset)] };
  return { ...facts, tree };
}

/**
 * Remark's tree of a body and the facts it alone gives; no tree for a body remark refuses, and its error. No
 * facts when only a full compile can judge the body.
 */
export function parseBody(body: string, lineOffset: number): { tree?: Root; facts?: MdxFacts } {
  let tree: Root;
  try {
    tree = remark.parse(body);
  } catch (error) {
    // The error the compile would throw: it parses first, with the same parser.
    return { facts: { ...emptyFacts(), errors: [syntaxError(error, lineOffset)] } };
  }
  return { tree, facts: collectFacts(tree, lineOffset, true) };
}

/**
 * Compiles an MDX body once, as the site build will, to report syntax errors with their line,
 * and collects its links, images and headings.
 * @param lineOffset lines of the file before the body (the frontmatter).
 */
export async function compileMdxBody(body: string, lineOffset: number): Promise<MdxFacts> {
  let facts = emptyFacts();
  const collect = () => (tree: Root) => {
    facts = collectFacts(tree, lineOffset, false)!;
  };
  // Loaded on first use: most runs never need it, and it is many modules to load.
  const { compile } = await import('@mdx-js/mdx');
  try {
    await compile(body, { remarkPlugins: [remarkGfm, collect] });
  } catch (error) {
    facts.errors.push(syntaxError(error, lineOffset));
  }
  return facts;
}

const emptyFacts = (): MdxFacts => ({ links: [], images: [], headings: [], components: [], wordCount: 0, errors: [] });

function syntaxError(error: unknown, lineOffset: number): MdxFacts['errors'][number] {
  const e = error as { line?: number; column?: number; reason?: string; message: string };
  return { line: (e.line ?? 1) + lineOffset, column: e.column ?? 1, message: `MDX syntax: ${e.reason ?? e.message}` };
}

type Node = Root | Root['children'][number];

/** Nodes that carry JavaScript, or JSX names the compile turns into code of its own. */
function needsCompile(node: Node): boolean {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return true;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return (
        !node.name ||
        /[.:]/.test(node.name) ||
        node.attributes.some(
          (a) =>
            a.type !== 'mdxJsxAttribute' || a.name.includes(':') || (a.value !== null && typeof a.value !== 'string'),
        )
      );
    default:
      return false;
  }
}

/**
 * What a body refers to and what is wrong in it. With `parseOnly`, undefined as soon as a node
 * needs the full compile. One walk in document order, as unist-util-visit goes, without the list
 * of parents it builds for every node.
 */
function collectFacts(tree: Root, lineOffset: number, parseOnly: boolean): MdxFacts | undefined {
  const facts = emptyFacts();
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: node.position?.start.column ?? 1,
  });
  const walk = (node: Node): boolean => {
    if (parseOnly && needsCompile(node)) return false;
    switch (node.type) {
      // A reference-style link's address is its definition's (`[text][x]` … `[x]: /contact/`).
      case 'link':
      case 'definition':
        facts.links.push({ url: node.url, ...at(node) });
        break;
      case 'image':
        facts.errors.push({
          ...at(node),
          message: 'use <Figure src="…" alt="…" caption="…" /> for pictures, so each has alt text and a caption',
        });
        break;
      case 'heading':
        facts.headings.push({ depth: node.depth, text: plainText(node), line: at(node).line });
        if (node.depth === 1)
          facts.errors.push({ ...at(node), message: 'start sections at "##": the page title is the only h1' });
        break;
      case 'text':
        facts.wordCount += wordsIn(node.value);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const known = (MDX_COMPONENT_NAMES as readonly string[]).includes(name);
        facts.errors.push(...executableParts(node).map((message) => ({ ...at(node), message })));
        if (!known && name.toLowerCase() !== 'script') {
          facts.errors.push({
            ...at(node),
            message: `unknown component <${name}>; available: ${MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ')}`,
          });
        }
        const attributes: Record<string, string | null> = {};
        for (const attr of node.attributes) {
          // An {expression} value is reported by executableParts() already.
          if (attr.type !== 'mdxJsxAttribute' || (attr.value !== null && typeof attr.value !== 'string')) continue;
          attributes[attr.name] = attr.value;
          if (attr.name === 'src' && typeof attr.value === 'string')
            facts.images.push({ src: attr.value, ...at(node) });
        }
        if (known) facts.components.push({ name, attributes, ...at(node) });
        break;
      }
      case 'mdxjsEsm':
        facts.errors.push({
          ...at(node),
          message: 'imports and exports are not allowed in content; use the components listed in the README',
        });
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isCommentOnly(node.value))
          facts.errors.push({
            ...at(node),
            message:
              '{…} expressions are not allowed in content: they run when the page is built. Write the text itself, or a component listed in the README ({/* … */} comments are fine)',
          });
        break;
    }
    if ('children' in node) for (const child of node.children) if (!walk(child)) return false;
    return true;
  };
  return walk(tree) ? facts : undefined;
}

/** Runs of characters other than white space, as `split(/\s+/)` parts them, counted without making the words. */
const WORD = /\S+/g;
function wordsIn(text: string): number {
  let n = 0;
  WORD.lastIndex = 0;
  while (WORD.test(text)) n++;
  return n;
}

type JsxElement = Extract<Node, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/**
 * What in an element would run: a `<script>`, an event-handler attribute (`onClick="…"`), an attribute
 * whose value is an {expression}, a {...spread}. Attributes are literal strings in quotes, nothing else.
 */
function executableParts(node: JsxElement): string[] {
  const name = node.name ?? '';
  const found: string[] = [];
  if (name.toLowerCase() === 'script') found.push('<script> is not allowed in content: nothing in a page may run code');
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') {
      found.push(`<${name}>: write each attribute as name="…"; a {...} spread is not allowed`);
      continue;
    }
    if (/^on/i.test(attr.name))
      found.push(`<${name}> ${attr.name}: event-handler attributes are not allowed in content`);
    else if (attr.value !== null && typeof attr.value !== 'string')
      found.push(`<${name}>: write ${attr.name}="…", a value in quotes; {expressions} run when the page is built`);
  }
  return found;
}

function plainText(node: unknown): string {
  const n = node as { value?: string; children?: unknown[] };
  if (typeof n.value === 'string') return n.value;
  return (n.children ?? []).map(plainText).join('');
}
