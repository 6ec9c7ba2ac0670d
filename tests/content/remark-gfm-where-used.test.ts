// Every MDX body is parsed with GFM minus the syntax its text cannot contain
// (scripts/content/mdx/remark-gfm-where-used.ts): the trees and the compiled JavaScript must be remark-gfm's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { gfm } from 'micromark-extension-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import type { Root } from 'mdast';
import { unified, type Plugin } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkGfmWhereUsed, { withoutConstructs } from '../../scripts/content/mdx/remark-gfm-where-used';
import remarkTypography from '../../scripts/content/mdx/remark-typography';

const ROOT = join(import.meta.dirname, '../..');
const articles = readdirSync(join(ROOT, 'content/articles'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => join(ROOT, 'content/articles', f));

const treeWith = (gfmPlugin: Plugin<[], Root>, document: string) =>
  unified().use(remarkParse).use(remarkMdx).use(gfmPlugin).parse(document);

/** The tree, or the error the parse throws (an unclosed JSX tag, say). */
function outcome(gfmPlugin: Plugin<[], Root>, document: string): unknown {
  try {
    return treeWith(gfmPlugin, document);
  } catch (error) {
    return String(error);
  }
}

const compileWith = async (gfmPlugin: Plugin<[], Root>, path: string, source: string) =>
  String(
    await compile(new VFile({ path, value: source }), {
      remarkPlugins: [remarkFrontmatter, gfmPlugin, remarkTypography],
      development: false,
    }),
  );

/** The names of every construct of a micromark extension. */
const constructNames = (extension: object) =>
  Object.values(extension).flatMap((map: Record<string, unknown>) =>
    Object.values(map ?? {}).flatMap((value) =>
      [value].flat().flatMap((c) => (c && typeof c === 'object' && 'name' in c ? [c.name as string] : [])),
    ),
  );

describe('GFM parsed where a document can use it', () => {
  it("compiles every article of the site to remark-gfm's JavaScript", async () => {
    expect(articles.length).toBeGreaterThan(30);
    // The site's articles have tables in some and no literal URL or address in any: both paths are taken.
    const sources = articles.map((path) => [path, readFileSync(path, 'utf8')] as const);
    expect(sources.some(([, s]) => s.includes('|'))).toBe(true);
    expect(sources.some(([, s]) => !s.includes('|'))).toBe(true);
    for (const [path, source] of sources) {
      expect(await compileWith(remarkGfmWhereUsed, path, source), path).toBe(
        await compileWith(remarkGfm, path, source),
      );
    }
  });

  it.each([
    ['a www. link', 'See www.example.ch for the catalogue.'],
    ['a WWW. link in capitals', 'See WWW.EXAMPLE.CH today.'],
    ['an http:// link', 'Read http://example.ch/a?b=c and rest.'],
    ['an HTTPS:// link in capitals', 'Read HTTPS://EXAMPLE.CH/PATH.'],
    ['an e-mail address', 'Write to info@example.ch, we answer.'],
    ['a mailto: address', 'Write to mailto:info@example.ch.'],
    ['an address whose @ is a character reference', 'Write to info&#64;example.ch, we answer.'],
    ['a www. link whose dot is a character reference', 'See www&#46;example.ch for the catalogue.'],
    ['an http:// link spelt with character references', 'Read &#104;ttps&#58;//example.ch/a today.'],
    ['a www. link with an escaped dot', 'See www\\.example.ch for the catalogue.'],
    ['a table', '| Power | Time |\n| ----- | ---- |\n| 7 kW | 6 h |'],
    ['a one-column table', '| Power |\n| - |\n| 7 kW |'],
    ['a table without outer pipes', 'Power | Time\n--- | ---\n7 kW | 6 h'],
    ['a pipe outside any table', 'Either this | or that.'],
    ['a one-column table without pipes, aligned left', 'Power\n:---\n7 kW'],
    ['a one-column table without pipes, aligned right', 'Power\n---:\n7 kW'],
    ['a one-column table without pipes, centred', 'a\n:-:'],
    ['no pipe, a setext heading', 'Power\n-----\n\ntext'],
    ['strikethrough, a footnote and a task list', '~~old~~ new[^1]\n\n- [x] done\n- [ ] to do\n\n[^1]: Note.'],
    ['plain text with letters, digits and dots', 'Model 3.5 kW, 12 panels and a 7.4 kW charger.'],
    ['JSX with an attribute', '<Figure src="/images/a.jpg" alt="A pergola" caption="Lausanne, 2024" />'],
  ])('parses %s into the tree remark-gfm gives', (_, document) => {
    expect(treeWith(remarkGfmWhereUsed, document)).toEqual(treeWith(remarkGfm, document));
  });

  it('parses documents pieced together from GFM syntax as remark-gfm does', () => {
    // Pieces that start, nearly start or break the optional syntax, joined at random (a fixed seed).
    const pieces = [
      '|',
      ':',
      '-',
      '---',
      ':-',
      '-:',
      ' ',
      '\n',
      '\n\n',
      'www.',
      'WwW',
      '.',
      'http',
      's',
      '://',
      '@',
      'a',
      'ch',
      '7',
      '_',
      '+',
      '~',
      '~~',
      '[^1]',
      '[x] ',
      '- ',
      '> ',
      '`',
      '*',
      '<b>',
      '#',
      '\\',
      'é',
      'x@y.ch',
      'www.a.ch',
      'http://a.ch',
      '&#64;',
      '&amp;',
      '&#46;',
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 3000; n++) {
      const length = 1 + Math.floor(random() * 24);
      const document = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(outcome(remarkGfmWhereUsed, document), JSON.stringify(document)).toEqual(outcome(remarkGfm, document));
    }
  });

  it('leaves out exactly the constructs named, from every field', () => {
    const all = gfm();
    const without = withoutConstructs(all, ['table', 'emailAutolink']);
    expect(constructNames(all)).toEqual(expect.arrayContaining(['table', 'emailAutolink', 'wwwAutolink']));
    expect(constructNames(without)).not.toContain('table');
    expect(constructNames(without)).not.toContain('emailAutolink');
    expect(constructNames(without).sort()).toEqual(
      constructNames(all)
        .filter((n) => n !== 'table' && n !== 'emailAutolink')
        .sort(),
    );
  });

  it('must come after remark-parse, and says so', () => {
    expect(() => unified().use(remarkGfmWhereUsed).use(remarkParse).freeze()).toThrow(/after remark-parse/);
  });
});
