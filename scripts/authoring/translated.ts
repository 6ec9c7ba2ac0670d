/**
 * `npm run content:translated -- FILE...`: records that each translation FILE now translates the
 * current version of its English file (its `source:` line; see scripts/content/checks/freshness.ts). Run it
 * after bringing a translation up to date. `--all` records every existing translation as current.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash, translatableFields, withSourceLine } from '../content/checks/freshness';
import { ENTRY_FOLDERS } from '../content/collections';

/** Every translation under `root`'s content/: each file not in English of each folder of entries (../content/collections.ts). */
export function translationFiles(root: string): string[] {
  return ENTRY_FOLDERS.flatMap(({ folder }) =>
    readdirSync(join(root, 'content', folder))
      .filter((n) => /\.[a-z]{2}\.(yaml|mdx)$/.test(n) && !/\.en\.(yaml|mdx)$/.test(n))
      .map((n) => `content/${folder}/${n}`),
  );
}

/** Records each of `files` (relative to `root`) as translating its English file as it is now; false if one is none. */
function recordTranslated(root: string, files: string[]): boolean {
  let failed = false;
  for (const file of files) {
    const english = file.replace(/\.[a-z]{2}\.(yaml|mdx)$/, '.en.$1');
    if (english === file || !existsSync(join(root, english)) || !existsSync(join(root, file))) {
      console.error(`${file}: not a translation of an existing English file (expected ${english} beside it)`);
      failed = true;
      continue;
    }
    const hash = sourceHash(translatableFields(readFileSync(join(root, english), 'utf8'), english));
    const raw = readFileSync(join(root, file), 'utf8');
    const next = withSourceLine(raw, file, hash);
    if (next !== raw) writeFileSync(join(root, file), next);
    console.log(`${file}: translates ${english} as of ${hash}`);
  }
  return !failed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  const args = process.argv.slice(2);
  const files = args.includes('--all') ? translationFiles(root) : args.map((f) => relative(root, resolve(f)));
  if (!files.length) {
    console.error(
      'Name the translations to record, e.g. `npm run content:translated -- content/products/carports-v.de.yaml`, or --all.',
    );
    process.exit(1);
  }
  process.exit(recordTranslated(root, files) ? 0 : 1);
}
