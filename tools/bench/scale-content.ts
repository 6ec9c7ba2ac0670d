/**
 * Synthetic content for the build-scale benchmark, written into a throwaway copy of the project:
 * clones of the real articles and products under new slugs and keys with unique titles.
 * A product is its files, so the clones need no code edit.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { sourceHash, translatableFields } from '../../scripts/content/checks/freshness';
import { splitMdx } from '../../scripts/content/load/split-mdx';

const LOCALE_FILE = /^(.+)\.(en|fr|de|it|es|ar)\.(mdx|yaml)$/;

/** Files of a collection grouped by id: id -> [locale, file name][]. */
function byId(dir: string, ext: string): Map<string, [string, string][]> {
  const out = new Map<string, [string, string][]>();
  for (const name of readdirSync(dir).sort()) {
    const m = LOCALE_FILE.exec(name);
    if (!m || m[3] !== ext) continue;
    out.set(m[1]!, [...(out.get(m[1]!) ?? []), [m[2]!, name]]);
  }
  return out;
}

/**
 * The clones' English titles differ from the originals', so each translation records the fingerprint
 * of its new English file, as an author's `npm run content:translated` would: the copy measures a
 * site whose translations are up to date, not a warning per file.
 */
function recordSources(files: [string, string, Record<string, unknown>, (d: Record<string, unknown>) => string][]) {
  const english = files.find(([locale]) => locale === 'en');
  if (!english) return;
  const hash = sourceHash(translatableFields(english[3](english[2]), english[1]));
  for (const [locale, file, data, write] of files) {
    if (locale !== 'en' && 'source' in data) data.source = hash;
    writeFileSync(file, write(data));
  }
}

/**
 * A copy's mark, "b1000": a letter before the digits, because a bare number of four digits in a title
 * breaks the style guides' digit grouping ("1000" → "1 000"), each language's its own.
 */
export const copyMark = (n: number) => `b${n}`;

/** Appends a copy's mark to a title, keeping it under `max` characters. */
const numbered = (title: string, n: number, max = 70) => {
  const suffix = ` (${copyMark(n)})`;
  return title.length + suffix.length <= max ? title + suffix : title.slice(0, max - suffix.length).trimEnd() + suffix;
};

function splitFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const split = splitMdx(source);
  if ('error' in split) throw new Error(`an article of the copy: ${split.error}`);
  return { data: parse(split.yaml) as Record<string, unknown>, body: split.body };
}

/** Adds articles until there are `total` article slugs. Returns how many were added. */
export function addArticles(root: string, total: number): number {
  const dir = join(root, 'content/articles');
  const originals = [...byId(dir, 'mdx')];
  let added = 0;
  for (let n = originals.length + 1; n <= total; n++) {
    const [id, files] = originals[(n - 1) % originals.length]!;
    const slug = `${id}-bench-${n}`;
    // Spread the dates so the list's sort and "related articles" see distinct values.
    const date = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const clones: Parameters<typeof recordSources>[0] = [];
    for (const [locale, name] of files) {
      const { data, body } = splitFrontmatter(readFileSync(join(dir, name), 'utf8'));
      const seo = data.seo as Record<string, unknown>;
      data.title = numbered(String(data.title), n, 200);
      data.date = date;
      delete data.modified;
      seo.title = numbered(String(seo.title), n);
      const write = (d: Record<string, unknown>) => `---\n${stringify(d, { lineWidth: 0 })}---\n${body}`;
      clones.push([locale, join(dir, `${slug}.${locale}.mdx`), data, write]);
    }
    recordSources(clones);
    added++;
  }
  return added;
}

/** Adds products until there are `total`: their files are all a product needs. */
export function addProducts(root: string, total: number): number {
  const dir = join(root, 'content/products');
  const originals = [...byId(dir, 'yaml')];
  const keys: string[] = [];
  for (let n = originals.length + 1; n <= total; n++) {
    const [id, files] = originals[(n - 1) % originals.length]!;
    const key = `${id}-bench-${n}`;
    const clones: Parameters<typeof recordSources>[0] = [];
    for (const [locale, name] of files) {
      const data = parse(readFileSync(join(dir, name), 'utf8')) as {
        navLabel: string;
        heroBanner: { title: string };
        seo: { title: string };
      };
      data.navLabel = numbered(data.navLabel, n, 200);
      data.heroBanner.title = numbered(data.heroBanner.title, n, 200);
      data.seo.title = numbered(data.seo.title, n);
      const write = (d: Record<string, unknown>) => stringify(d, { lineWidth: 0 });
      clones.push([locale, join(dir, `${key}.${locale}.yaml`), data, write]);
    }
    recordSources(clones);
    keys.push(key);
  }
  return keys.length;
}
