/**
 * GitHub-flavoured Markdown as remark-gfm gives it, each document parsed without the GFM syntax its text
 * cannot contain, and its tree without the search for literal links its text cannot hold. remark-gfm's literal autolinks try to start an e-mail address at every letter and digit
 * of the text, and its tables at the start of every line: about a tenth of an MDX body's compile, spent on
 * articles that mostly hold no URL, no `@` and no table. A document that has those characters is parsed with
 * all of GFM, so every tree is the one remark-gfm makes (tests/content/remark-gfm-where-used.test.ts
 * compiles every article of content/ both ways).
 */
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Extension } from 'micromark-util-types';
import type { Processor } from 'unified';

/** GFM constructs, by micromark's name for them, and what a document holds before one can start in it. */
const OPTIONAL_SYNTAX = [
  // `www.`, `http://` or `https://` in any case, or the `@` of an e-mail address.
  {
    names: ['wwwAutolink', 'protocolAutolink', 'emailAutolink'],
    mayStart: (doc: string) => /www\.|https?:\/\/|@/i.test(doc),
  },
  // A table's delimiter row separates its cells with `|`; without one, it is a single cell that only a
  // colon against its dashes tells from a heading's underline (`:---`, `---:`).
  { names: ['table'], mayStart: (doc: string) => doc.includes('|') || /:-|-:/.test(doc) },
] as const;

/** `extension` without the constructs named. */
export function withoutConstructs(extension: Extension, names: readonly string[]): Extension {
  const kept = (construct: unknown) =>
    !(typeof construct === 'object' && construct && 'name' in construct && names.includes(construct.name as string));
  return Object.fromEntries(
    Object.entries(extension).map(([field, map]) => [
      field,
      Object.fromEntries(
        Object.entries((map ?? {}) as Record<string, unknown>).flatMap(([code, value]) => {
          const list = [value].flat().filter(kept);
          return list.length ? [[code, list]] : [];
        }),
      ),
    ]),
  ) as Extension;
}

/**
 * Whether a document's text can hold a URL or an e-mail address once parsed: remark-gfm also finds them in
 * every text node after the parse, links or not in the syntax (mdast-util-gfm-autolink-literal). Each
 * needs `http`, `www` or `@` in the text, which a character reference (`&#64;`) can write without the
 * character itself; letters cannot be escaped with a backslash, and `\@` holds its `@`.
 */
const mayHoldLiterals = (doc: string) => /http|www|@|&/i.test(doc);

/** remark-gfm's tree extensions, and the same without the pass over every text node for literal links. */
const ALL_GFM_TREE = gfmFromMarkdown();
const GFM_TREE_WITHOUT_LITERALS = ALL_GFM_TREE.map((extension) => {
  const rest = { ...extension };
  delete rest.transforms;
  return rest;
});

/** The GFM syntax extension for each combination of optional syntax, built once. */
const ALL_GFM = gfm();
const variants = new Map<string, Extension>();
function syntaxFor(document: string): Extension {
  const absent = OPTIONAL_SYNTAX.filter((s) => !s.mayStart(document));
  if (!absent.length) return ALL_GFM;
  const key = absent.map((s) => s.names[0]).join();
  let extension = variants.get(key);
  if (!extension)
    variants.set(
      key,
      (extension = withoutConstructs(
        ALL_GFM,
        absent.flatMap((s) => s.names),
      )),
    );
  return extension;
}

/**
 * The plugin: remark-gfm's syntax and tree extensions, the syntax chosen per document. It must come after
 * remark-parse, whose parser reads the processor's extensions each time it parses, as @mdx-js/mdx and
 * scripts/content/mdx/mdx.ts order their plugins.
 */
export default function remarkGfmWhereUsed(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remark-gfm-where-used: add it after remark-parse, which it parses with');
  const data = this.data();
  const syntax = (data.micromarkExtensions ??= []);
  const slot = syntax.push(ALL_GFM) - 1;
  const tree = (data.fromMarkdownExtensions ??= []);
  const treeSlot = tree.push(ALL_GFM_TREE) - 1;
  this.parser = (document, file) => {
    syntax[slot] = syntaxFor(document);
    tree[treeSlot] = mayHoldLiterals(document) ? ALL_GFM_TREE : GFM_TREE_WITHOUT_LITERALS;
    return parse(document, file);
  };
}
