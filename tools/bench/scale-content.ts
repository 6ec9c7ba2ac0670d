/**
 * Synthetic content for the build-scale benchmark, written into a throwaway copy of the project:
 * clones of the real articles and products under new slugs and keys with unique titles.
 * A product is its files, so the clones need no code edit.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

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

/** Appends a number to a title, keeping it under `max` characters. */
const numbered = (title: string, n: number, max = 70) => {
  const suffix = ` #${n}`;
  return title.length + suffix.length <= max ? title + suffix : title.slice(0, max - suffix.length).trimEnd() + suffix;
};

function splitFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!m) throw new Error('article without frontmatter');
  return { data: parse(m[1]!) as Record<string, unknown>, body: m[2]! };
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
    for (const [locale, name] of files) {
      const { data, body } = splitFrontmatter(readFileSync(join(dir, name), 'utf8'));
      const seo = data.seo as Record<string, unknown>;
      data.title = numbered(String(data.title), n, 200);
      data.date = date;
      delete data.modified;
      seo.title = numbered(String(seo.title), n);
      writeFileSync(join(dir, `${slug}.${locale}.mdx`), `---\n${stringify(data, { lineWidth: 0 })}---\n${body}`);
    }
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
    for (const [locale, name] of files) {
      const data = parse(readFileSync(join(dir, name), 'utf8')) as {
        navLabel: string;
        heroBanner: { title: string };
        seo: { title: string };
      };
      data.navLabel = numbered(data.navLabel, n, 200);
      data.heroBanner.title = numbered(data.heroBanner.title, n, 200);
      data.seo.title = numbered(data.seo.title, n);
      writeFileSync(join(dir, `${key}.${locale}.yaml`), stringify(data, { lineWidth: 0 }));
    }
    keys.push(key);
  }
  return keys.length;
}
