/**
 * What the build checks it made, before anything reaches visitors: a file written half, a page
 * missing or a feed that does not parse fails the build with the file's name. Each check returns
 * problems instead of throwing, so one run reports them all (scripts/finish/verify-dist.ts prints them).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { XMLValidator } from 'fast-xml-parser';
import { PDFDocument } from 'pdf-lib';
import { parseAst } from 'rollup/parseAst';
import { islandsInHtml } from '../../src/islands/markup';
import { ISLAND_RULES, type IslandName } from '../../src/islands/registry';
import type { ManifestEntry } from '../../src/lib/route-data';
import { NETLIFY_FILES, SEARCH_BUNDLE, SITE_FILES, fileAt } from '../../src/paths';

export interface DistProblem {
  /** Path inside dist/, e.g. `pagefind/pagefind.js`. */
  file: string;
  message: string;
}

const read = (dist: string, file: string) => readFileSync(join(dist, file), 'utf8');
const missing = (file: string): DistProblem => ({ file, message: 'missing' });

/**
 * Every page of the route manifest has its HTML, every page is whole (a cut file has no closing tag), and every
 * page shows its content: each kind of page has one heading, so a page without an <h1> was rendered as its
 * shell alone. Every island of a page has its data beside it, whole (src/islands/Island.tsx), and is one the
 * browser knows.
 */
export function checkPages(dist: string, pages: readonly Pick<ManifestEntry, 'htmlFile'>[]): DistProblem[] {
  const problems: DistProblem[] = [];
  for (const page of pages) {
    const file = page.htmlFile;
    if (!existsSync(join(dist, file))) {
      problems.push(missing(file));
      continue;
    }
    problems.push(...pageProblems(file, readFileSync(join(dist, file), 'latin1')));
  }
  return problems;
}

/**
 * The problems of one page, read as `latin1`: one character per byte. Decoding a page as UTF-8 costs
 * more than reading it, as every page holds characters outside Latin-1 (each language's
 * name in its own script). Every mark looked for is ASCII, and in UTF-8 no byte of another character is
 * ASCII, so each is found at the same place in the bytes; the few parts read as text (what follows
 * `</html>` and `<h1`, an island's JSON and rule) are decoded as UTF-8 first, so each answer is the one
 * the page's text gives.
 */
export function pageProblems(file: string, bytes: string): DistProblem[] {
  if (!endsWithHtml(bytes)) return [{ file, message: 'does not end with </html>: the page was written only in part' }];
  if (!hasH1(bytes)) return [{ file, message: 'has no <h1>: the prerender wrote the shell without the page' }];
  return islandProblems(file, bytes);
}

const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');

/** Whether the page's text, its trailing white space aside, ends with `</html>`. */
function endsWithHtml(bytes: string): boolean {
  const end = bytes.lastIndexOf('</html>');
  return end >= 0 && utf8(bytes.slice(end + '</html>'.length)).trim() === '';
}

/** Whether the page's text holds `<h1` followed by white space or `>` (a character is at most 4 bytes). */
function hasH1(bytes: string): boolean {
  for (let at = bytes.indexOf('<h1'); at >= 0; at = bytes.indexOf('<h1', at + 1))
    if (/^[\s>]/.test(utf8(bytes.slice(at + 3, at + 7)))) return true;
  return false;
}

function islandProblems(file: string, bytes: string): DistProblem[] {
  const problems: DistProblem[] = [];
  let found = 0;
  for (const [, json, container, name, rule] of islandsInHtml(bytes)) {
    found++;
    if (!container || !name || !(name in ISLAND_RULES)) {
      problems.push({ file, message: `has island data not followed by a known island (src/islands/registry.ts)` });
      continue;
    }
    const when = utf8(rule!);
    if (when !== ISLAND_RULES[name as IslandName].when)
      problems.push({ file, message: `its ${name} island has the rule "${when}", not its registry's` });
    try {
      JSON.parse(utf8(json!));
    } catch {
      problems.push({ file, message: `the data of its ${name} island is not whole JSON` });
    }
  }
  let containers = 0;
  for (let at = bytes.indexOf('data-island="'); at >= 0; at = bytes.indexOf('data-island="', at + 1)) containers++;
  if (containers !== found) problems.push({ file, message: `has ${containers} islands but data for ${found}` });
  return problems;
}

/**
 * The search index: pagefind.js parses as a module; every language in pagefind-entry.json has its
 * metadata file and, where it names one, its wasm; every gzipped index file decompresses whole.
 */
export function checkSearchIndex(dist: string): DistProblem[] {
  const problems: DistProblem[] = [];
  const bundle = fileAt(SEARCH_BUNDLE);
  const js = `${bundle}pagefind.js`;
  if (!existsSync(join(dist, js))) problems.push(missing(js));
  else {
    try {
      parseAst(read(dist, js));
    } catch (error) {
      problems.push({ file: js, message: `does not parse as JavaScript (${(error as Error).message})` });
    }
  }
  const entryFile = `${bundle}pagefind-entry.json`;
  let entry: { languages?: Record<string, { hash: string; wasm?: string | null; page_count: number }> } = {};
  if (!existsSync(join(dist, entryFile))) problems.push(missing(entryFile));
  else {
    try {
      entry = JSON.parse(read(dist, entryFile));
    } catch (error) {
      problems.push({ file: entryFile, message: `is not valid JSON (${(error as Error).message})` });
    }
  }
  const languages = Object.entries(entry.languages ?? {});
  if (existsSync(join(dist, entryFile)) && !languages.length)
    problems.push({ file: entryFile, message: 'lists no language: no page was indexed' });
  for (const [language, { hash, wasm, page_count }] of languages) {
    const meta = `${bundle}pagefind.${hash}.pf_meta`;
    if (!existsSync(join(dist, meta))) problems.push({ file: meta, message: `missing (index of "${language}")` });
    if (wasm && !existsSync(join(dist, `${bundle}wasm.${wasm}.pagefind`)))
      problems.push(missing(`${bundle}wasm.${wasm}.pagefind`));
    if (page_count < 1) problems.push({ file: entryFile, message: `language "${language}" has no page` });
  }
  for (const folder of [bundle, `${bundle}fragment/`, `${bundle}index/`]) {
    if (!existsSync(join(dist, folder))) continue;
    for (const name of readdirSync(join(dist, folder))) {
      if (!/\.pf_(meta|fragment|index|filter)$/.test(name)) continue;
      try {
        gunzipSync(readFileSync(join(dist, folder, name)));
      } catch {
        problems.push({
          file: `${folder}${name}`,
          message: 'is not a whole gzip file: the index was written only in part',
        });
      }
    }
  }
  return problems;
}

/** XML files that must parse: sitemap.xml and the feeds. */
export function checkXml(dist: string, files: string[]): DistProblem[] {
  return files.flatMap((file) => {
    if (!existsSync(join(dist, file))) return [missing(file)];
    const result = XMLValidator.validate(read(dist, file));
    return result === true
      ? []
      : [{ file, message: `is not well-formed XML (line ${result.err.line}: ${result.err.msg})` }];
  });
}

/** robots.txt: only known directives, and the sitemap's absolute URL. */
export function checkRobots(dist: string): DistProblem[] {
  const file = fileAt(SITE_FILES.robots);
  if (!existsSync(join(dist, file))) return [missing(file)];
  const lines = read(dist, file)
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
  const bad = lines.find((l) => !/^(User-agent|Allow|Disallow|Sitemap):\s*\S/i.test(l));
  if (bad) return [{ file, message: `has a line robots do not understand: "${bad}"` }];
  const sitemaps = lines.flatMap((l) => /^Sitemap:\s*(https?:\/\/\S+)$/i.exec(l)?.[1] ?? []);
  if (!sitemaps.some((url) => new URL(url).pathname === SITE_FILES.sitemap))
    return [{ file, message: 'names no sitemap' }];
  return [];
}

/** _headers carries the Content-Security-Policy for every page. */
export function checkHeaders(dist: string): DistProblem[] {
  const file = fileAt(NETLIFY_FILES.headers);
  if (!existsSync(join(dist, file))) return [missing(file)];
  return /^\/\*\s*$[\s\S]*^\s+Content-Security-Policy: default-src/m.test(read(dist, file))
    ? []
    : [{ file, message: 'holds no Content-Security-Policy for /*' }];
}

/** A PDF that must exist and parse (the colour chart). */
export async function checkPdf(dist: string, file: string): Promise<DistProblem[]> {
  if (!existsSync(join(dist, file))) return [missing(file)];
  if (statSync(join(dist, file)).size === 0) return [{ file, message: 'is empty' }];
  try {
    const pdf = await PDFDocument.load(readFileSync(join(dist, file)));
    return pdf.getPageCount() > 0 ? [] : [{ file, message: 'has no page' }];
  } catch (error) {
    return [{ file, message: `does not parse as a PDF (${(error as Error).message})` }];
  }
}
