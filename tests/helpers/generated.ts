/**
 * What the content step wrote under src/generated/, for tests that render or check with the site's own data, or
 * with what it wrote in a copy of the project (tests/helpers/content-copy.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CHECKOUT = join(import.meta.dirname, '../..');

/**
 * A JSON file of src/generated/, parsed: the checkout's, or that of the copy at `root`. Says what to run when the
 * content step has not written it.
 */
export function readGenerated<T>(file: string, root: string = CHECKOUT): T {
  let text: string;
  try {
    text = readFileSync(join(root, 'src/generated', file), 'utf8');
  } catch {
    throw new Error(
      root === CHECKOUT
        ? `src/generated/${file} is missing: run \`npm run content\` first, then the tests again.`
        : `src/generated/${file} is missing in ${root}: the content step did not write it there.`,
    );
  }
  return JSON.parse(text) as T;
}
