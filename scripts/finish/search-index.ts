/**
 * The site search index: Pagefind reads the prerendered pages and its files are written to
 * dist/pagefind/. Only page content marked data-pagefind-body (PageFrame, on indexable pages) is
 * read. Left out inside it: blocks repeated on many pages (every page would match their words),
 * forms, and date/author lines, whose inline pieces would run together in excerpts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';

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

/**
 * What Pagefind needs of a page: its <html> element (the language) and its <main>, where PageFrame puts
 * data-pagefind-body and the page's metadata. The header, menus and footer around it would only be parsed
 * to be skipped; and without them, a page whose content has no picture does not get the first flag of the
 * language menu as its search result image. A page with
 * any data-pagefind attribute outside <main> is given whole.
 */
export function searchableHtml(html: string): string {
  const open = /<html[^>]*>/.exec(html)?.[0];
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (!open || start < 0 || end < 0) return html;
  const main = html.slice(start, end + '</main>'.length);
  const attributes = (text: string) => text.split('data-pagefind').length;
  if (attributes(main) !== attributes(html)) return html;
  return `<!doctype html>${open}<head></head><body>${main}</body></html>`;
}

/** The search page is our own React UI: Pagefind's ready-made UI bundles would only be dead weight. */
export const isUnusedPagefindFile = (path: string) => /-ui\.(js|css)$|^pagefind-highlight\.js$/.test(path);

export interface SearchIndexWritten {
  /** Pages per language, `ar 29, de 29, …`. */
  languages: string;
  pages: number;
  files: number;
  ms: number;
}

/**
 * An index pages are added to one by one, as the prerender renders them (scripts/finish/finish-pages.ts),
 * then written whole to dist/pagefind/.
 */
export async function openSearchIndex() {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const problems: string[] = [];
  let pages = 0;
  return {
    /** A page as `file` of dist/ (`fr/contact/index.html`), so its URL is the one Pagefind gives that file. */
    async add(file: string, html: string) {
      const added = await index.addHTMLFile({ sourcePath: file, content: html });
      problems.push(...added.errors);
      pages++;
    },
    /** Every page of a built dist/, read from the disk. */
    async addDirectory(dist: string) {
      const added = await index.addDirectory({ path: dist });
      problems.push(...added.errors);
      pages += added.page_count;
    },
    async write(dist: string): Promise<SearchIndexWritten> {
      // Pagefind's writeFiles() answers before its last writes reach the disk (its backend writes through
      // tokio files it never flushes), and close() then kills the backend: pagefind.js came out cut short
      // in one clean build of two. The files are taken in memory instead and written here, each whole.
      const built = await index.getFiles();
      // Resolves once the indexer has exited and been reaped (patches/README.md), so it never outlives the build.
      await pagefind.close();
      problems.push(...built.errors);
      if (problems.length) throw new Error(`Pagefind failed: ${problems.join('; ')}`);
      const out = join(dist, 'pagefind');
      rmSync(out, { recursive: true, force: true });
      let entry: { version: string; languages: Record<string, { page_count: number }> } | undefined;
      for (const { path, content } of built.files) {
        if (isUnusedPagefindFile(path)) continue;
        const file = join(out, path);
        mkdirSync(dirname(file), { recursive: true });
        if (path === 'pagefind-entry.json') {
          // Pagefind lists the languages in a random order; sorted, the same site gives the same file.
          entry = JSON.parse(Buffer.from(content).toString('utf8')) as NonNullable<typeof entry>;
          const languages = Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => a.localeCompare(b)));
          writeFileSync(file, JSON.stringify({ ...entry, languages }));
        } else writeFileSync(file, content);
      }
      if (!entry) throw new Error('Pagefind wrote no pagefind-entry.json');
      const languages = Object.entries(entry.languages)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([lang, { page_count }]) => `${lang} ${page_count}`)
        .join(', ');
      return { languages, pages, files: built.files.length, ms: Math.round(performance.now() - started) };
    },
  };
}

/** The index of an existing build's pages, read from dist/. */
export async function writeSearchIndex(dist: string): Promise<SearchIndexWritten> {
  const index = await openSearchIndex();
  await index.addDirectory(dist);
  return index.write(dist);
}
