import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The number (from 1) of the first line of `file` in the copy of the repository at `dir` that holds `text`, as a
 * problem's location names it (`content/estimator.yaml:12:5`); 0 when no line does.
 */
export function lineOf(dir: string, file: string, text: string): number {
  return (
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  );
}
