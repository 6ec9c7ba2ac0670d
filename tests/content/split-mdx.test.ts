// The loader cuts an MDX file into frontmatter and body once; every later step reads the body it gives. Its cut
// must be the one MDX's own frontmatter extension makes, or a page would show YAML, or lose text, that the
// author cannot see in the file.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { splitMdx } from '../../scripts/content/load/split-mdx';

/** The frontmatter as remark-frontmatter reads it: its YAML, and the line the rest starts on. */
function remarkReading(raw: string): { yaml: string; bodyStartLine: number } | undefined {
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).parse(raw) as Root;
  const first = tree.children[0];
  if (first?.type !== 'yaml') return undefined;
  return { yaml: first.value, bodyStartLine: first.position!.end.line + 1 };
}

/** The text with each line ending (LF, CRLF or a lone CR) written as LF. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

const FILES: Record<string, string> = {
  'an ordinary frontmatter': '---\ntitle: A\n---\n\nText.\n',
  'an empty frontmatter': '---\n---\n\nText.\n',
  'an empty frontmatter with a blank line': '---\n\n---\nText.\n',
  'an opening fence followed by a space': '--- \ntitle: A\n---\nText.\n',
  'an opening fence followed by a tab': '---\t\ntitle: A\n---\nText.\n',
  'a closing fence followed by spaces': '---\ntitle: A\n---  \nText.\n',
  'line ends in CRLF': '---\r\ntitle: A\r\n---\r\n\r\nText.\r\n',
  'an empty frontmatter in CRLF': '---\r\n---\r\nText.\r\n',
  'no body at all': '---\ntitle: A\n---',
  'a byte order mark before the first fence': '\uFEFF---\ntitle: A\n---\nText.\n',
  'lines ended by a lone CR': '---\rtitle: A\rdate: 2026-01-01\r---\rText.\r',
  'line ends of several kinds': '---\ntitle: A\r---\nText.\n',
  'a body that starts with a thematic break': '---\ntitle: A\n---\n---\nText.\n',
};

describe('the loader cuts an MDX file where MDX does', () => {
  for (const [name, raw] of Object.entries(FILES)) {
    it(`for ${name}`, () => {
      const expected = remarkReading(raw);
      expect(expected, 'remark-frontmatter reads a frontmatter here').toBeDefined();
      const split = splitMdx(raw);
      expect(split).not.toHaveProperty('error');
      if ('error' in split) return;
      expect(lines(split.yaml)).toBe(lines(expected!.yaml));
      expect(split.bodyStartLine).toBe(expected!.bodyStartLine);
      // The body as the file ends, each line ended by a line feed, as every later step counts lines.
      expect(lines(raw).endsWith(split.body)).toBe(true);
      expect(split.body).not.toMatch(/^\uFEFF/);
    });
  }

  it('says what to add when the frontmatter is not closed', () => {
    for (const raw of ['---\ntitle: A\n\nText.\n', '---\n', '--- \ntitle: A\n--- x\nText.\n']) {
      expect(remarkReading(raw)).toBeUndefined();
      expect(splitMdx(raw)).toEqual({ error: expect.stringContaining('add a line with "---"') });
    }
  });

  it('says where a file must start when it has no frontmatter', () => {
    for (const raw of ['Text.\n', '----\ntitle: A\n----\nText.\n', '---x\ntitle: A\n---\n']) {
      expect(remarkReading(raw)).toBeUndefined();
      expect(splitMdx(raw)).toEqual({ error: expect.stringContaining('starts with frontmatter') });
    }
  });
});
