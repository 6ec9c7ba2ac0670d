// Some editors end lines with CRLF or a lone CR. The content check must still report a problem of an MDX body at
// its line of the file: MDX reads a lone CR as a line end, and so must every step that counts lines.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterAll(removeTempDirs);

const FILE = 'content/articles/choisir-carport.en.mdx';
const ENDINGS = { LF: '\n', CRLF: '\r\n', CR: '\r' };

describe('a problem in an MDX body is reported at its line of the file', () => {
  const root = copyContent('line-endings-');
  const lines = readFileSync(join(root, FILE), 'utf8').split('\n');
  // A word the English style guide refuses and a link to no page, on one line far into the body.
  const at = lines.findIndex((line, i) => i > 40 && line.trim() !== '' && !line.startsWith('<')) + 1;
  lines[at - 1] = `${lines[at - 1]} Our aluminum posts, see [this](/no-such-page/).`;

  for (const [name, ending] of Object.entries(ENDINGS))
    it(`with lines ended by ${name}`, async () => {
      writeFileSync(join(root, FILE), lines.join(ending));
      const { problems } = await buildContent(root, { write: false });
      const ours = problems.filter((p) => p.file === FILE);
      expect(ours.map((p) => p.line)).toEqual([at, at]);
      expect(ours.some((p) => p.message.includes('aluminium'))).toBe(true);
      expect(ours.some((p) => p.message.includes('/no-such-page/'))).toBe(true);
    });
});
