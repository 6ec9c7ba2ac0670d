// Satteri parses every MDX body in place of remark (scripts/content/mdx/remark-parse-native.ts): the trees the
// content step works on must be remark's, with remark-mdx and remark-gfm.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { splitMdx } from '../../scripts/content/load/split-mdx';
import remarkParseNative from '../../scripts/content/mdx/remark-parse-native';
import { remarkUnravel } from '../../scripts/content/mdx/mdx-tree';

const ROOT = join(import.meta.dirname, '../..');

const byRemark = () => unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const bySatteri = () => byRemark().use(remarkParseNative);

/**
 * The tree as the content step makes HTML of it: after MDX's mark-and-unravel, which satteri does while parsing
 * and scripts/content/mdx/mdx-tree.ts after it. Without parser data, and without the positions of a component's
 * attributes, which satteri does not give and nothing reads. With `positions: false`, no positions at all.
 */
function comparable(tree: Root, positions = true): unknown {
  const unravelled = unified().use(remarkUnravel).runSync(tree) as Root;
  const strip = (value: unknown, parentType?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => strip(v, parentType));
    if (!value || typeof value !== 'object') return value;
    const node = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, v]) => v !== undefined && key !== 'data')
        .filter(([key]) => key !== 'position' || (positions && node.type !== 'mdxJsxAttribute'))
        .map(([key, v]) => [key, strip(v, node.type as string)]),
    );
  };
  return strip(unravelled);
}

/** The tree, or the error the parse throws (an unclosed tag, say). */
function outcome(processor: ReturnType<typeof byRemark>, document: string, positions = true): unknown {
  try {
    return comparable(processor.parse(document), positions);
  } catch (error) {
    return String(error);
  }
}

function mdxFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : mdxFilesIn(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

describe('MDX parsed by satteri', () => {
  it("gives the body of every MDX file of the repository remark's tree, positions included", () => {
    const files = [...mdxFilesIn(join(ROOT, 'content')), ...mdxFilesIn(join(ROOT, 'tests'))];
    let compared = 0;
    for (const path of files) {
      const split = splitMdx(readFileSync(path, 'utf8'));
      // A file the loader refuses reaches no parser.
      if ('error' in split) continue;
      expect(outcome(bySatteri(), split.body), path).toEqual(outcome(byRemark(), split.body));
      compared++;
    }
    expect(compared).toBeGreaterThan(40);
  });

  it("gives documents made of Markdown's, GFM's and MDX's pieces remark's tree or remark's error", () => {
    const pieces = [
      ...[' ', '\n', '\n\n', '  \n', '\t', '    ', '\\', '&amp;', '&#64;', '&#46;', '&nbsp;', 'é', 'ü', 'ﻻ', '«'],
      ...['a', 'ch', '7', '.', ',', '!', '"', "'", '...', '--', '---', ':-', '|', '| a |', '=', '<', '>'],
      ...['*', '**', '_', '~', '~~', '`', '#', '- ', '1. ', '> ', '[x] ', '[^1]', '[', ']', '(', ')'],
      ...['[a](/b)', '[a]: /c', 'www.', 'WwW', 'http', 's', '://', '@', 'x@y.ch', 'www.a.ch', 'http://a.ch'],
      ...['<Callout>', '</Callout>', '<Figure src="x" alt="y" />', '{/* c */}', '{', '}'],
    ];
    // mulberry32: the same documents on every run.
    let seed = 20261130;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const parsed = { trees: 0, refused: 0 };
    for (let n = 0; n < 3000; n++) {
      const length = 1 + Math.floor(random() * 24);
      const document = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const expected = outcome(byRemark(), document, false);
      expect(outcome(bySatteri(), document, false), JSON.stringify(document)).toEqual(expected);
      parsed[typeof expected === 'string' ? 'refused' : 'trees']++;
    }
    // Both kinds are tried: documents parsed, and documents refused with remark's message.
    expect(parsed.trees).toBeGreaterThan(1000);
    expect(parsed.refused).toBeGreaterThan(1000);
  });

  it('leaves to remark what satteri reads otherwise, and what it refuses', () => {
    for (const document of [
      '{/* first */} &#12;\n\nText.\n',
      '<A /> \f <B />\n',
      'See www.a.ch{/* c */} here.\n',
      'Write to x@y.ch/, or x&#64;y.ch.\n',
      'See /x&#64;y.h and /x&commat;y.h.\n',
      '*<Callout>a*</Callout>\n',
      '<Callout>*a</Callout>*\n',
      '[<Callout>a](/b)</Callout>\n',
      'Hello\n\n<Figure src="a"\n\nmore\n',
      '<div>\n\n</span>\n',
    ])
      expect(outcome(bySatteri(), document), JSON.stringify(document)).toEqual(outcome(byRemark(), document));
  });

  it('parses with satteri, which reads ESM without judging its JavaScript (the compile does: mdx.ts)', () => {
    const document = 'import x from\n';
    expect(outcome(byRemark(), document)).toMatch(/Could not parse import\/exports/);
    expect(bySatteri().parse(document).children).toMatchObject([{ type: 'mdxjsEsm', value: 'import x from' }]);
  });

  it('must come after remark-parse, and says so', () => {
    expect(() => unified().use(remarkParseNative).use(remarkParse).freeze()).toThrow(/after remark-parse/);
  });
});
