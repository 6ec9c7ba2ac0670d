/**
 * Writes the search index of an existing build N times and compares every run's files, byte for
 * byte, with the first: the proof that dist/pagefind/ comes out whole every time.
 *   npx tsx tools/search-index-repeat.ts [runs=20] [--pagefind-write-files]
 * `--pagefind-write-files` uses Pagefind's own writeFiles() then close() instead, as the build did
 * before, to see how often that writes a file in part.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { writeSearchIndex } from '../scripts/finish/search-index';

const dist = join(resolve(fileURLToPath(import.meta.url), '../..'), 'dist');
const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 20);
const viaWriteFiles = process.argv.includes('--pagefind-write-files');

function snapshot(): Map<string, string> {
  const dir = join(dist, 'pagefind');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('.'));
  return new Map(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
}

async function pagefindWriteFiles() {
  const { index } = await pagefind.createIndex({});
  await index!.addDirectory({ path: dist });
  await index!.writeFiles({ outputPath: join(dist, 'pagefind') });
  await pagefind.close();
}

let first: Map<string, string> | undefined;
let differing = 0;
for (let run = 1; run <= runs; run++) {
  if (viaWriteFiles) await pagefindWriteFiles();
  else await writeSearchIndex(dist);
  const now = snapshot();
  first ??= now;
  const changed = [...first].filter(([f, h]) => now.get(f) !== h).map(([f]) => f);
  const size = readFileSync(join(dist, 'pagefind/pagefind.js')).length;
  if (changed.length) differing++;
  console.log(
    `run ${run}: ${now.size} files, pagefind.js ${size} bytes, ${changed.length ? `differs: ${changed.join(', ')}` : 'identical to run 1'}`,
  );
}
console.log(`${runs - differing} of ${runs} runs identical to the first`);
process.exit(differing ? 1 : 0);
