/** What the content step wrote under src/generated/, for tests that render or check with the site's own data. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const generated = join(import.meta.dirname, '../../src/generated');

/** A JSON file of src/generated/, parsed; says what to run when the content step has not. */
export function readGenerated<T>(file: string): T {
  let text: string;
  try {
    text = readFileSync(join(generated, file), 'utf8');
  } catch {
    throw new Error(`src/generated/${file} is missing: run \`npm run content\` first, then the tests again.`);
  }
  return JSON.parse(text) as T;
}
