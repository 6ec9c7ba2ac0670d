/**
 * Each page finished as the prerender renders it (vite-react-ssg's onPageRendered), so it is written to
 * dist/ once, whole: the prerenderer's own inline scripts removed (unused-inline-scripts.ts), the page's
 * content added to the search index (search-index.ts), the stylesheet inlined (inline-css.ts), and no
 * island's code preloaded (preloads.ts: islands load their code on their own rule). Once every page is
 * done (onFinished), the search index and the Content-Security-Policy, which allows exactly the inline
 * scripts the finished pages hold, are written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../../src/lib/page.ts';
import { htmlFileOf } from '../../src/lib/route-files.ts';
import { LOCALES } from '../../src/schemas/locales.ts';
import { contentSecurityPolicy, headersFile, inlineScripts, scriptHash } from './csp.ts';
import { withInlineStylesheets } from './inline-css.ts';
import { withoutIslandPreloads } from './preloads.ts';
import { openSearchIndex, searchableHtml } from './search-index.ts';
import { withoutUnusedInlineScripts } from './unused-inline-scripts.ts';

/** The file of dist/ vite-react-ssg writes a page to (`dirStyle: 'nested'`): `/fr/contact` → `fr/contact/index.html`. */
export const htmlFileOfPage = (path: string) => `${path.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');

/**
 * The pages in the order the prerender starts them (locale by locale, each in the route manifest's
 * order). Pagefind's index depends on the order pages are added, and pages finish rendering a few at
 * a time in any order: they are added in this one, so the same site always gives the same index.
 */
export function indexOrder(manifest: Pick<ManifestEntry, 'locale' | 'path'>[]): string[] {
  return LOCALES.flatMap((locale) => manifest.filter((r) => r.locale === locale).map(htmlFileOf));
}

/**
 * Calls `add` for each page in `order`, as soon as the pages before it have come. Pagefind takes pages
 * more slowly than they render (at 10,000 pages, a third of them were still waiting when the last one
 * rendered), so a waiting page is held as bytes outside V8's heap: as a string, every young-generation
 * collection it lived through copied it, and its slice of the page kept the whole page alive.
 */
export function inOrder(order: string[], add: (file: string, html: string) => Promise<void>) {
  const pages = new Set(order);
  const waiting = new Map<string, Buffer>();
  let next = 0;
  let done: Promise<void> = Promise.resolve();
  return {
    push(file: string, html: string) {
      if (!pages.delete(file)) throw new Error(`${file} is not a page of the route manifest, or came twice`);
      waiting.set(file, Buffer.from(html));
      while (next < order.length && waiting.has(order[next]!)) {
        const page = order[next++]!;
        const bytes = waiting.get(page)!;
        waiting.delete(page);
        done = done.then(() => add(page, bytes.toString()));
      }
    },
    /** Resolves once every page is added; rejects naming the pages that never came. */
    async end() {
      await done;
      if (next < order.length) throw new Error(`pages never rendered: ${order.slice(next, next + 5).join(', ')}`);
    },
  };
}

export function pageFinisher(root: string) {
  const dist = join(root, 'dist');
  let started: ReturnType<typeof start> | undefined;
  let count = 0;
  const hashes = new Set<string>();

  async function start() {
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    const stylesheets = new Map<string, string>();
    const stylesheet = (href: string) => {
      if (!stylesheets.has(href)) stylesheets.set(href, read(href).trim());
      return stylesheets.get(href)!;
    };
    const routes = JSON.parse(readFileSync(join(root, 'src/generated/route-manifest.json'), 'utf8')) as ManifestEntry[];
    const search = await openSearchIndex();
    return { stylesheets, stylesheet, search, pages: inOrder(indexOrder(routes), search.add) };
  }

  return {
    async onPageRendered(path: string, rendered: string): Promise<string> {
      const { stylesheet, pages } = await (started ??= start());
      const html = withoutUnusedInlineScripts(rendered);
      // Hashed before the stylesheet goes in: it is no script, and the page is then half the size to search.
      for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
      const file = htmlFileOfPage(path);
      pages.push(file, searchableHtml(html));
      const page = withoutIslandPreloads(withInlineStylesheets(html, stylesheet));
      count++;
      return page;
    },
    async onFinished(): Promise<void> {
      if (!started) throw new Error('the prerender rendered no page');
      const { search, stylesheets, pages } = await started;
      await pages.end();
      const index = await search.write(dist);
      console.log(`prerender: search index (pages per language: ${index.languages}) in ${index.ms} ms`);
      console.log(`prerender: ${[...stylesheets.keys()].join(', ')} inlined into ${count} pages`);
      writeFileSync(join(dist, '_headers'), headersFile(contentSecurityPolicy(hashes)));
      console.log(`prerender: _headers (CSP with ${hashes.size} inline script hashes)`);
    },
  };
}
