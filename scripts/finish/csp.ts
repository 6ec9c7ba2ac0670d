/**
 * The site's Content-Security-Policy, written at build into `dist/_headers` (Netlify reads it beside
 * netlify.toml, and so does `netlify dev`).
 *
 * It is built here rather than kept in netlify.toml because script-src must list the SHA-256 of every
 * inline script left in the pages, which would change with every build: the Speculation Rules every page
 * carries (the prerenderer's own scripts are removed, see unused-inline-scripts.ts), and any added later,
 * allowed by its hash instead of silently blocked. No 'unsafe-inline' for scripts, no origin but our own.
 */
import { createHash } from 'node:crypto';

/**
 * Inline scripts of one HTML page that script-src governs: executable ones and Speculation Rules (JSON-LD,
 * island props and other data blocks are not executed, so not listed).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'speculationrules'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression of a script body: `'sha256-…'` over its exact UTF-8 bytes. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The policy for pages whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the search index (Pagefind) run its WebAssembly; it allows no JS eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...hashes],
    // Style attributes (per-column animation delays) and the toast library's styles are inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** A Netlify `_headers` file giving every path the policy. */
export function headersFile(policy: string): string {
  return `# Written by scripts/finish/postbuild.ts (scripts/finish/csp.ts): the hashes change with every build.\n/*\n  Content-Security-Policy: ${policy}\n`;
}
