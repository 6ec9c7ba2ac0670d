/**
 * The site's Content-Security-Policy, written at build into `dist/_headers` (Netlify reads it beside
 * netlify.toml, and so does `netlify dev`).
 *
 * It is built here rather than kept in netlify.toml because script-src lists the SHA-256 of the one
 * inline script the pages execute, the Speculation Rules, whose text is the site's code. The build knows
 * every inline script it writes, and a page holding any other fails the build (unexpectedInlineScripts()):
 * no 'unsafe-inline' for scripts, no origin but our own, and nothing allowed only because it was found.
 */
import { createHash } from 'node:crypto';
import { SPECULATION_RULES_SCRIPT } from '../../src/lib/speculation-rules.ts';
import { islandDataScript } from '../../src/islands/markup.ts';

/** The CSP source expression of a script body: `'sha256-…'` over its exact UTF-8 bytes. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The inline scripts the browser executes, as every page carries them: the Speculation Rules. */
const EXECUTED = [{ open: '<script type="speculationrules">', body: SPECULATION_RULES_SCRIPT }];

/**
 * The opening tags of the data blocks the build writes, which the browser never executes: an island's
 * props and strings (src/islands/Island.tsx) and the JSON-LD of the page's head (src/components/Seo.tsx,
 * as react-helmet-async writes it).
 */
const DATA_BLOCKS = [islandDataScript(), '<script data-rh="true" type="application/ld+json">'];

/** The hashes script-src allows: those of the inline scripts the build writes to execute. */
export const INLINE_SCRIPT_HASHES = EXECUTED.map((script) => scriptHash(script.body));

/**
 * Every inline script of a page the build did not write (its first 80 characters): neither a data block
 * of DATA_BLOCKS nor, byte for byte, one of the scripts whose hash the policy allows. A script loaded by
 * its `src` is governed by 'self'.
 */
export function unexpectedInlineScripts(html: string): string[] {
  const unexpected: string[] = [];
  for (const match of html.matchAll(/(<script\b([^>]*)>)([\s\S]*?)<\/script>/gi)) {
    const [script, open = '', attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) && !body.trim()) continue;
    if (DATA_BLOCKS.includes(open)) continue;
    if (EXECUTED.some((known) => known.open === open && known.body === body)) continue;
    unexpected.push(script.slice(0, 80));
  }
  return unexpected;
}

/** The policy for pages whose executed inline scripts have these hashes. */
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
  return `# Written by the prerender's last step (scripts/finish/finish-pages.ts, csp.ts): the hashes change with every build.\n/*\n  Content-Security-Policy: ${policy}\n`;
}
