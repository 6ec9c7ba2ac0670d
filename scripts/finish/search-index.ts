/**
 * The site search index: Pagefind's command line reads the prerendered pages in dist/ and writes its
 * files to dist/pagefind/ (`tsx scripts/finish/search-index.ts`, run by scripts/build.sh after the
 * prerender). Only page content marked data-pagefind-body (PageFrame, on indexable pages) is read, and
 * only inside <main>: the header, menus and footer around it would only be parsed to be skipped, and a
 * page whose content has no picture would get the first flag of the language menu as its search result
 * image. Left out inside it: blocks repeated on many pages (every page would match their words), forms,
 * and date/author lines, whose inline pieces would run together in excerpts.
 *
 * The command line, not the Node API: the API sends every page to the indexer and every file back as
 * base64 in JSON, which costs more CPU than the indexing it carries. Pagefind numbers the pages in the
 * order the file system lists dist/, which another machine may list otherwise; results of equal score are
 * therefore put in order by the search page itself (ranked() in src/lib/search.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_BUNDLE, fileAt } from '../../src/paths';

const EXCLUDED = [
  'form',
  '.banner',
  '.quality',
  '.services',
  '.showcase',
  '.reviews',
  '.share-row',
  '.related',
  '.article__meta',
  '.article-card__meta',
];

/** The search page is our own React UI: Pagefind's ready-made UI bundles would only be dead weight. */
const isUnusedPagefindFile = (name: string) => /-ui\.(js|css)$|^pagefind-highlight\.js$/.test(name);

interface SearchIndexWritten {
  /** Pages per language, `ar 29, de 29, …`. */
  languages: string;
  pages: number;
  ms: number;
}

interface PagefindEntry {
  version: string;
  languages: Record<string, { page_count: number }>;
}

/** Pagefind's npm command, which runs the indexer binary installed for this platform. */
const PAGEFIND_COMMAND = fileURLToPath(new URL('../../node_modules/pagefind/lib/runner/bin.cjs', import.meta.url));

/** Indexes the pages of a built dist/ into dist/pagefind/, replacing what is there. */
export function writeSearchIndex(dist: string): SearchIndexWritten {
  const started = performance.now();
  const out = join(dist, fileAt(SEARCH_BUNDLE));
  rmSync(out, { recursive: true, force: true });
  const args = ['--site', dist, '--output-subdir', fileAt(SEARCH_BUNDLE), '--root-selector', 'main', '--quiet'];
  for (const selector of EXCLUDED) args.push('--exclude-selectors', selector);
  const run = spawnSync(process.execPath, [PAGEFIND_COMMAND, ...args], { encoding: 'utf8' });
  if (run.status !== 0 || run.error)
    throw new Error(
      `Pagefind failed (exit ${run.status ?? run.signal ?? run.error?.message}): ${run.stderr}${run.stdout}`.trim() +
        '\nRun `npx pagefind --site dist --root-selector main` to see its whole output.',
    );
  for (const name of readdirSync(out)) if (isUnusedPagefindFile(name)) rmSync(join(out, name));
  const entryFile = join(out, 'pagefind-entry.json');
  if (!existsSync(entryFile))
    throw new Error('Pagefind wrote no pagefind-entry.json: does any page of dist/ have data-pagefind-body?');
  // Pagefind lists the languages in a random order; sorted, the same site gives the same file.
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as PagefindEntry;
  const sorted = Object.entries(entry.languages).sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(entryFile, JSON.stringify({ ...entry, languages: Object.fromEntries(sorted) }));
  return {
    languages: sorted.map(([lang, { page_count }]) => `${lang} ${page_count}`).join(', '),
    pages: sorted.reduce((sum, [, { page_count }]) => sum + page_count, 0),
    ms: Math.round(performance.now() - started),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(fileURLToPath(import.meta.url), '../../../dist');
  const index = writeSearchIndex(dist);
  console.log(`search: ${index.pages} pages indexed (per language: ${index.languages}) in ${index.ms} ms`);
}
