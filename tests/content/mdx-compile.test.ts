// The content step compiles each MDX body once for the build: the facts it collects on the way must be the
// ones the check of the body alone finds, and a body that does not compile gives no tree.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitMdx } from '../../scripts/content/load/split-mdx';
import { checkMdxBody } from '../../scripts/content/mdx/mdx';
import { factsOnly } from '../../scripts/content/mdx/mdx-compile';

const ROOT = join(import.meta.dirname, '../..');
const files = ['content/articles', 'content/pages'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `${dir}/${f}`),
);
const bodyOf = (source: string) => {
  const split = splitMdx(source);
  if ('error' in split) throw new Error(split.error);
  return { body: split.body, lineOffset: split.bodyStartLine - 1 };
};

describe('MDX compiled once, by the content step', () => {
  it('finds what the check of the body alone finds, at the same lines', async () => {
    for (const file of files) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      const { body, lineOffset } = bodyOf(source);
      const compiled = await checkMdxBody(body, lineOffset, join(ROOT, file));
      expect(factsOnly(compiled), file).toEqual(await checkMdxBody(body, lineOffset));
    }
  });

  it('reports what would run once, as the check of the body alone does, with no tree', async () => {
    for (const code of [
      'In {2026 + 1}.',
      'export const a = 1',
      '<Callout title={x}>b</Callout>',
      '<Callout {...x}>b</Callout>',
    ]) {
      const source = `---\ntitle: x\n---\n\nA paragraph.\n\n${code}\n`;
      const { body, lineOffset } = bodyOf(source);
      const compiled = await checkMdxBody(body, lineOffset, '/site/content/articles/x.fr.mdx');
      expect(compiled.tree, code).toBeUndefined();
      expect(compiled.errors, code).toEqual((await checkMdxBody(body, lineOffset)).errors);
      expect(compiled.errors, code).toHaveLength(1);
    }
  });

  it('reports a syntax error at its line of the file, with no tree', async () => {
    const source = '---\ntitle: x\n---\n\nA paragraph.\n\n<Figure src="/a.svg" alt="a" caption="b"\n';
    const { body, lineOffset } = bodyOf(source);
    const compiled = await checkMdxBody(body, lineOffset, '/site/content/articles/x.fr.mdx');
    expect(compiled.tree).toBeUndefined();
    expect(compiled.errors).toEqual([
      expect.objectContaining({ line: (await checkMdxBody(body, lineOffset)).errors[0]!.line }),
    ]);
  });
});
