import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkMdxBody, compileMdxBody, parseBody, type MdxFacts } from '../../scripts/content/mdx/mdx';
import { MdxCache } from '../../scripts/content/mdx/mdx-cache';
import { checkMdxBodies, MdxPool } from '../../scripts/content/mdx/mdx-pool';
import { MDX_COMPONENT_NAMES } from '../../src/schemas/mdx-component-names';
import { removeTempDirs, tempDir } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every MDX file of the real content: its body and the lines before it. */
const REAL = ['content/articles', 'content/pages'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      const raw = readFileSync(join(ROOT, dir, f), 'utf8');
      const front = /^---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/.exec(raw)![0];
      return { name: `${dir}/${f}`, body: raw.slice(front.length), lineOffset: front.split('\n').length - 1 };
    }),
);

/** Bodies without JavaScript in them, which the parse alone judges. */
const PLAIN: Record<string, string> = {
  'links, a reference link and its definition': 'Text with [a link](/contact/) and [ref][r].\n\n[r]: /pergolas/\n',
  'an h1 and headings with inline code and emphasis': '# Title\n\n## A *b* `c` **d**\n\n### Third\n',
  'a Markdown image': '![A pergola](/images/x.svg "t")\n',
  'an unknown component': 'Intro.\n\n<Video src="x" />\n',
  'a lowercase element': '<div>html</div>\n',
  'known components, flow and inline, with children': [
    '<Figure src="/images/a.svg" alt="A" caption="C" />',
    '',
    'Text <Callout title="x">inline [link](/vitrage/)</Callout> more text.',
    '',
    '<Callout title="Good to know">',
    '',
    '## Inside',
    '',
    '- item [l](/x/)',
    '',
    '</Callout>',
    '',
  ].join('\n'),
  'a paragraph of only components, which the compile unravels':
    '<Figure src="/a.svg" /> <Callout title="t">x</Callout>\n',
  'GFM: table with a component, strikethrough, tasks, footnote, autolink literals': [
    '| a | b |',
    '| - | :-: |',
    '| [x](/y/) | <Figure src="/s.svg" /> |',
    '',
    '~~gone~~ and ~one~',
    '',
    '- [ ] todo',
    '- [x] done',
    '',
    'See[^1] www.example.com and https://example.com/a and contact@terraluce.example.',
    '',
    '[^1]: A note with [a link](/note/).',
    '',
  ].join('\n'),
  'code: fenced, inline, and indented (not code in MDX)': '```\n<Video />\n```\n\n`<Video />`\n\n    <Video />\n',
  'escapes and character references': 'a \\<b\\> &amp; &copy; &#123; [x](/a&amp;b/ "t&quot;")\n',
  'an empty body': '',
  'blank lines only': '\n\n\n',
  'CRLF line endings': 'Line\r\n\r\n# H\r\n\r\n[a](/b/)\r\n',
  'Unicode and right-to-left text': 'Bon à savoir « x » — مرحبا [رابط](/contact/)\n',
  'attributes: bare, quoted, empty, with dashes': '<Figure src="/a.svg" alt=\'q\' caption="" data-x="1" hidden />\n',
  'nested lists and block quotes': '> - a\n>   - b [c](/d/)\n>\n> > e\n\n1. x\n2. y\n',
  'a thematic break, a hard break, a setext heading': 'Title\n=====\n\nline  \nnext\n\n***\n',
  'syntax error: an unclosed component': '<Callout title="x">\n\ntext\n',
  'syntax error: a mismatched closing tag': '<Callout>x</Figure>\n',
  'syntax error: an unquoted attribute value': '<Figure src=x />\n',
  'syntax error: an autolink (not MDX)': 'See <https://example.com>.\n',
  'syntax error: an HTML comment (not MDX)': '<!-- note -->\n',
  'syntax error: a lone less-than sign': 'a < b\n',
  'syntax error: an invalid expression': 'Total: {1 + }\n',
  'syntax error: an unclosed expression': 'Total: {1 + 1\n',
  'syntax error: an invalid ESM statement': 'import x from\n',
  'syntax error after valid content': '## Title\n\n[a](/b/)\n\n<Figure src="/a.svg"\n',
};

/** Bodies with JavaScript or JSX names the compile handles itself; they get the full compile. */
const COMPILED: Record<string, string> = {
  'an import': 'import x from "y"\n\nText.\n',
  'an export': 'export const a = 1\n\n# Title\n',
  'two default exports (rejected after parsing)': 'export default function A() {}\n\nexport default function B() {}\n',
  'an expression': 'Total: {1 + 1} and {/* a comment */}\n\n{"flow"}\n',
  'a pragma comment (rejected after parsing)': '{/* @jsx h */}\n\nText.\n',
  'an attribute expression': '<Figure src={"/a.svg"} alt="a" />\n',
  'a spread before key (rejected after parsing)': '<Callout {...props} key="k" />\n',
  'a member name': '<Callout.Title>x</Callout.Title>\n',
  'a namespace name and attribute': '<svg:rect xlink:href="#a" />\n',
  'a fragment': '<>text</>\n',
};

/**
 * A full compile, with a tree visitor collecting the same facts: the reference the check, which
 * stops at the parse when it can, must match.
 */
async function reference(body: string, lineOffset: number): Promise<MdxFacts> {
  const facts: MdxFacts = { links: [], images: [], headings: [], components: [], wordCount: 0, errors: [] };
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: node.position?.start.column ?? 1,
  });
  const plainText = (node: unknown): string => {
    const n = node as { value?: string; children?: unknown[] };
    return typeof n.value === 'string' ? n.value : (n.children ?? []).map(plainText).join('');
  };
  const collect = () => (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') facts.links.push({ url: node.url, ...at(node) });
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
        if (name.toLowerCase() === 'script')
          facts.errors.push({
            ...at(node),
            message: '<script> is not allowed in content: nothing in a page may run code',
          });
        for (const attr of node.attributes) {
          let message: string | undefined;
          if (attr.type !== 'mdxJsxAttribute')
            message = `<${name}>: write each attribute as name="…"; a {...} spread is not allowed`;
          else if (/^on/i.test(attr.name))
            message = `<${name}> ${attr.name}: event-handler attributes are not allowed in content`;
          else if (attr.value !== null && typeof attr.value !== 'string')
            message = `<${name}>: write ${attr.name}="…", a value in quotes; {expressions} run when the page is built`;
          if (message) facts.errors.push({ ...at(node), message });
        }
        if (!(MDX_COMPONENT_NAMES as readonly string[]).includes(name) && name.toLowerCase() !== 'script') {
          facts.errors.push({
            ...at(node),
            message: `unknown component <${name}>; available: ${MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ')}`,
          });
        }
        const attributes: Record<string, string | null> = {};
        for (const attr of node.attributes) {
          if (attr.type !== 'mdxJsxAttribute' || (attr.value !== null && typeof attr.value !== 'string')) continue;
          attributes[attr.name] = attr.value;
          if (attr.name === 'src' && typeof attr.value === 'string')
            facts.images.push({ src: attr.value, ...at(node) });
        }
        if ((MDX_COMPONENT_NAMES as readonly string[]).includes(name))
          facts.components.push({ name, attributes, ...at(node) });
      }
      if (
        (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
        node.value.replace(/\/\*[\s\S]*?\*\//g, '').trim() !== ''
      )
        facts.errors.push({
          ...at(node),
          message:
            '{…} expressions are not allowed in content: they run when the page is built. Write the text itself, or a component listed in the README ({/* … */} comments are fine)',
        });
      if (node.type === 'mdxjsEsm')
        facts.errors.push({
          ...at(node),
          message: 'imports and exports are not allowed in content; use the components listed in the README',
        });
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

afterEach(removeTempDirs);

describe('MDX check: the parse alone gives what the full compile gave', () => {
  it.each(REAL)('$name', async ({ body, lineOffset }) => {
    const facts = parseBody(body, lineOffset).facts;
    expect(facts, 'real content is checked from the parse alone').toBeDefined();
    expect(facts).toEqual(await reference(body, lineOffset));
    expect(facts).toEqual(await compileMdxBody(body, lineOffset));
  });

  it.each(Object.entries(PLAIN))('%s', async (_, body) => {
    const facts = parseBody(body, 7).facts;
    expect(facts).toBeDefined();
    expect(facts).toEqual(await reference(body, 7));
    expect(facts).toEqual(await compileMdxBody(body, 7));
  });

  it.each(Object.entries(COMPILED))('%s: left to the compile, with its result', async (_, body) => {
    expect(parseBody(body, 7).facts).toBeUndefined();
    expect(await checkMdxBody(body, 7)).toEqual(await reference(body, 7));
  });

  it('keeps the messages, lines and columns authors see', async () => {
    const body = '## Intro\n\n# Title\n\n![x](/a.svg)\n\n<Video src="/v.svg" />\n\nimport a from "b"\n';
    expect((await checkMdxBody(body, 10)).errors).toEqual([
      { line: 13, column: 1, message: 'start sections at "##": the page title is the only h1' },
      {
        line: 15,
        column: 1,
        message: 'use <Figure src="…" alt="…" caption="…" /> for pictures, so each has alt text and a caption',
      },
      {
        line: 17,
        column: 1,
        message:
          'unknown component <Video>; available: <Figure>, <Callout>, <Estimator>, <SolarEstimator>, <CompanyDetails>, <OfficeDetails>, <Amount>, <EstimateAmount>, <EstimateHours>',
      },
      {
        line: 19,
        column: 1,
        message: 'imports and exports are not allowed in content; use the components listed in the README',
      },
    ]);
    expect((await checkMdxBody('Text\n\n<Callout>x</Figure>\n', 4)).errors).toEqual([
      { line: 7, column: 11, message: expect.stringMatching(/^MDX syntax: Unexpected closing tag `<\/Figure>`/) },
    ]);
    expect((await checkMdxBody('export default 1\n\nexport default 2\n', 4)).errors).toContainEqual({
      line: 7,
      column: 1,
      message: expect.stringMatching(/^MDX syntax: Unexpected duplicate layout/),
    });
  });
});

describe('MDX check in worker threads', () => {
  const pool = new MdxPool(2);
  afterAll(() => pool.close());

  it('refuses work once closed rather than waiting forever', async () => {
    const closed = new MdxPool(1);
    expect(await closed.check('## A\n', 0)).toMatchObject({ headings: [{ depth: 2, text: 'A', line: 1 }] });
    await closed.close();
    await expect(closed.check('## B\n', 0)).rejects.toThrow(/no thread left/);
  });

  it('answers as the check in this thread does, in the order asked', async () => {
    const bodies = [...REAL, ...Object.values(PLAIN), ...Object.values(COMPILED)].map((b, i) =>
      typeof b === 'string' ? { body: b, lineOffset: i } : b,
    );
    const here = await Promise.all(bodies.map((b) => checkMdxBody(b.body, b.lineOffset)));
    expect(await Promise.all(pool.checkAll(bodies))).toEqual(here);
    expect(await Promise.all(bodies.map((b) => pool.check(b.body, b.lineOffset)))).toEqual(here);
  });

  it('gives the same results with threads, in this thread and from the cache', async () => {
    const bodies = REAL.map(({ body, lineOffset }) => ({ body, lineOffset }));
    bodies.push({ body: '# Broken\n\n<Video />\n', lineOffset: 3 });
    const run = async (options: Parameters<typeof checkMdxBodies>[1]) => {
      const { results, done } = checkMdxBodies(bodies, options);
      const facts = await Promise.all(results);
      await done;
      return facts;
    };
    const here = await run({ threads: 0, cache: false });
    expect(await run({ threads: 2, cache: false })).toEqual(here);
    expect(await run({ threads: 0 })).toEqual(here);
    expect(await run({ threads: 0 })).toEqual(here);
  });
});

describe('MDX cache', () => {
  const fileIn = () => {
    return join(tempDir('mdx-cache-'), 'mdx.json');
  };

  it('returns what was stored for the same body at the same line, after a save', async () => {
    const file = fileIn();
    const facts = await checkMdxBody('## A\n\n[b](/c/)\n', 4);
    const first = MdxCache.open(file)!;
    const key = MdxCache.key('## A\n\n[b](/c/)\n', 4, 'check');
    expect(first.get(key)).toBeUndefined();
    first.set(key, facts);
    first.save();
    const second = MdxCache.open(file)!;
    expect(second.get(key)).toEqual(facts);
    expect(second.get(MdxCache.key('## A\n\n[b](/c/)\n', 5, 'check')), 'another line is another key').toBeUndefined();
    expect(second.get(MdxCache.key('## A\n\n[b](/d/)\n', 4, 'check'))).toBeUndefined();
    expect(second.get(MdxCache.key('## A\n\n[b](/c/)\n', 4, 'build')), "a build's facts are its own").toBeUndefined();
  });

  it('does not fail the check when it cannot be written', () => {
    const notAFolder = fileIn();
    writeFileSync(notAFolder, '');
    const cache = MdxCache.open(join(notAFolder, 'cache/mdx.json'))!;
    cache.set('k', { links: [], images: [], headings: [], components: [], wordCount: 1, errors: [] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(() => cache.save()).not.toThrow();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^content: cache .*mdx\.json not written: .*ENOTDIR/));
    } finally {
      warn.mockRestore();
    }
  });

  it('drops entries written by other code, and reads nothing when switched off', () => {
    const file = fileIn();
    const cache = MdxCache.open(file)!;
    cache.set('k', { links: [], images: [], headings: [], components: [], wordCount: 1, errors: [] });
    cache.save();
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { stamp: string; entries: object };
    expect(Object.keys(stored.entries)).toEqual(['k']);
    // A cache from other code is as good as none, and so is a file cut short.
    writeFileSync(file, JSON.stringify({ ...stored, stamp: 'other code' }));
    expect(MdxCache.open(file)!.get('k')).toBeUndefined();
    writeFileSync(file, '{"stamp": "cut sh');
    expect(MdxCache.open(file)!.get('k')).toBeUndefined();
    const before = process.env.CONTENT_CACHE;
    process.env.CONTENT_CACHE = 'off';
    try {
      expect(MdxCache.open(file)).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.CONTENT_CACHE;
      else process.env.CONTENT_CACHE = before;
    }
  });
});

describe("MDX check: a body satteri reads otherwise than MDX's own parser", () => {
  // Satteri departs from CommonMark here: it opens a strong emphasis after a letter and before a `_`, and keeps
  // the space of a task item's empty first line. The build would show what satteri reads.
  it.each([
    ['an emphasis CommonMark does not open', 'Intro.\n\nPrix**_HT_** compris.\n', 3, 5],
    [
      'the same, on the last line of a long paragraph',
      'Une phrase.\nUne autre phrase.\nEncore une.\nPrix**_HT_** compris.\n',
      4,
      5,
    ],
    ['the same, after a character reference', 'Le &laquo;Prix**_HT_**&raquo; compris.\n', 1, 15],
    ['the same, on an indented line', 'Une phrase\n   Prix**_HT_** compris.\n', 2, 8],
    ['a task item whose first line is empty', '## Liste\n\n- [x] \n  Tâche faite\n', 4, undefined],
  ])('is refused at its line: %s', async (_, body, line, column) => {
    const { errors } = await checkMdxBody(body, 10);
    expect(errors).toEqual([
      expect.objectContaining({
        line: line + 10,
        ...(column ? { column } : {}),
        message: expect.stringMatching(/^the site reads this otherwise than MDX/),
      }),
    ]);
  });

  it('is not what the build checks: the build reports nothing for it', async () => {
    const file = join(ROOT, 'content/articles/x.fr.mdx');
    const facts = await checkMdxBody('Prix**_HT_** compris.\n', 0, file);
    expect(facts.errors).toEqual([]);
    expect(facts.tree).toBeDefined();
  });

  it('leaves every body of the site alone', async () => {
    for (const { body, lineOffset, name } of REAL) {
      const { errors } = await checkMdxBody(body, lineOffset);
      expect(errors, name).toEqual([]);
    }
  });
});
