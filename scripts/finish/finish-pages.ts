/**
 * Each page finished as the prerender renders it (vite-react-ssg's onPageRendered), so it is written to
 * dist/ once, whole: checked to hold no inline script the build did not write (csp.ts), its content
 * added to the search index (search-index.ts) and its stylesheet inlined (withInlineStylesheets). Once every page
 * is done (onFinished), the search index and the Content-Security-Policy are written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../../src/lib/route-data.ts';
import { routeManifest } from '../../src/app/route-manifest.ts';
import { LOCALES } from '../../src/schemas/locales.ts';
import { contentSecurityPolicy, headersFile, INLINE_SCRIPT_HASHES, unexpectedInlineScripts } from './csp.ts';
import { openSearchIndex, searchableHtml } from './search-index.ts';

/**
 * The pages in the order the prerender starts them (locale by locale, each in the route manifest's
 * order). Pagefind's index depends on the order pages are added, and pages finish rendering a few at
 * a time in any order: they are added in this one, so the same site always gives the same index.
 */
export function indexOrder(manifest: readonly Pick<ManifestEntry, 'locale' | 'htmlFile'>[]): string[] {
  return LOCALES.flatMap((locale) => manifest.filter((r) => r.locale === locale).map((r) => r.htmlFile));
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

/*
 * The stylesheet goes into each page's <head> instead of being linked: small as it is, it costs less than
 * the round trip a linked, render-blocking stylesheet costs before the first paint on a mobile connection.
 * Each page is a document of its own (no client-side navigation), so each carries its copy. The CSP
 * already allows inline styles (style-src, see csp.ts); scripts stay strict.
 */
const LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** Each stylesheet's <style> element as bytes, made once: the same few stylesheets go into every page. */
const elements = new Map<string, Buffer>();
const styleElement = (css: string) => {
  let element = elements.get(css);
  if (element === undefined)
    elements.set(css, (element = Buffer.from(`<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)));
  return element;
};

/**
 * `html` with every linked stylesheet under /assets/ replaced by a <style> holding `read(href)`, as the
 * bytes of the page in order, which the prerender writes one after another (patches/README.md). Joined
 * into one string, the page would be built again whole for every page, stylesheet included, then encoded
 * again to be written.
 */
export function withInlineStylesheets(html: string, read: (href: string) => string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (const link of html.matchAll(LINK)) {
    parts.push(Buffer.from(html.slice(from, link.index)), styleElement(read(link[1]!)));
    from = link.index + link[0].length;
  }
  parts.push(Buffer.from(html.slice(from)));
  return parts;
}

export function pageFinisher(root: string) {
  const dist = join(root, 'dist');
  let started: ReturnType<typeof start> | undefined;
  let count = 0;

  async function start() {
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    const stylesheets = new Map<string, string>();
    const stylesheet = (href: string) => {
      if (!stylesheets.has(href)) stylesheets.set(href, read(href).trim());
      return stylesheets.get(href)!;
    };
    // The prerender renders each page at its url (src/main.tsx) and writes it to its HTML file.
    const manifest = routeManifest(root);
    const search = await openSearchIndex();
    return { stylesheets, stylesheet, search, manifest, pages: inOrder(indexOrder(manifest.pages), search.add) };
  }

  return {
    async onPageRendered(url: string, html: string): Promise<Buffer[]> {
      // Checked before the stylesheet goes in: it is no script, and the page is then half the size to search.
      const unexpected = unexpectedInlineScripts(html);
      if (unexpected.length)
        throw new Error(
          `${url} holds inline scripts the build does not write: ${unexpected.join(' … ')}. Write a page's ` +
            'behaviour as an island (src/islands/registry.ts), or add the script to scripts/finish/csp.ts.',
        );
      const { stylesheet, pages, manifest } = await (started ??= start());
      const file = manifest.byUrl.get(url)?.htmlFile;
      if (!file) throw new Error(`the prerender rendered ${url}, which is no page of the route manifest`);
      pages.push(file, searchableHtml(html));
      count++;
      return withInlineStylesheets(html, stylesheet);
    },
    async onFinished(): Promise<void> {
      if (!started) throw new Error('the prerender rendered no page');
      const { search, stylesheets, pages } = await started;
      await pages.end();
      const index = await search.write(dist);
      console.log(`prerender: search index (pages per language: ${index.languages}) in ${index.ms} ms`);
      console.log(`prerender: ${[...stylesheets.keys()].join(', ')} inlined into ${count} pages`);
      writeFileSync(join(dist, '_headers'), headersFile(contentSecurityPolicy(INLINE_SCRIPT_HASHES)));
      console.log(`prerender: _headers (CSP with ${INLINE_SCRIPT_HASHES.length} inline script hashes)`);
    },
  };
}
