/**
 * Each page finished as the prerender renders it (vite-react-ssg's onPageRendered), so it is written to
 * dist/ once, whole: checked to hold no inline script the build did not write (csp.ts) and its stylesheet
 * inlined (withInlineStylesheets). Once every page is done (onFinished), the Content-Security-Policy is
 * written. The search index is made from the written pages afterwards (search-index.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_FOLDER, NETLIFY_FILES, fileAt } from '../../src/paths/site-files.ts';
import { contentSecurityPolicy, headersFile, INLINE_SCRIPT_HASHES, unexpectedInlineScripts } from './csp.ts';

/*
 * The stylesheet goes into each page's <head> instead of being linked: small as it is, it costs less than
 * the round trip a linked, render-blocking stylesheet costs before the first paint on a mobile connection.
 * Each page is a document of its own (no client-side navigation), so each carries its copy. The CSP
 * already allows inline styles (style-src, see csp.ts); scripts stay strict.
 */
const LINK = new RegExp(`<link rel="stylesheet"[^>]*\\shref="(${ASSETS_FOLDER}/[^"]+\\.css)"[^>]*>`, 'g');

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
  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(dist, href), 'utf8').trim());
    return stylesheets.get(href)!;
  };
  let count = 0;

  return {
    async onPageRendered(url: string, html: string): Promise<Buffer[]> {
      const unexpected = unexpectedInlineScripts(html);
      if (unexpected.length)
        throw new Error(
          `${url} holds inline scripts the build does not write: ${unexpected.join(' … ')}. Write a page's ` +
            'behaviour as an island (src/islands/registry.ts), or add the script to scripts/finish/csp.ts.',
        );
      count++;
      return withInlineStylesheets(html, stylesheet);
    },
    async onFinished(): Promise<void> {
      if (!count) throw new Error('the prerender rendered no page');
      console.log(`prerender: ${[...stylesheets.keys()].join(', ')} inlined into ${count} pages`);
      writeFileSync(
        join(dist, fileAt(NETLIFY_FILES.headers)),
        headersFile(contentSecurityPolicy(INLINE_SCRIPT_HASHES)),
      );
      console.log(`prerender: _headers (CSP with ${INLINE_SCRIPT_HASHES.length} inline script hashes)`);
    },
  };
}
