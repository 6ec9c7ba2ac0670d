import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  INLINE_SCRIPT_HASHES,
  scriptHash,
  unexpectedInlineScripts,
} from '../../scripts/finish/csp';
import { pageFinisher } from '../../scripts/finish/finish-pages';
import { islandHtml } from '../helpers/island-html';
import { SPECULATION_RULES_SCRIPT } from '../../src/lib/speculation-rules';

/** A page with every inline script the build writes, and `more` in its body. */
const page = (more = '') => `<!doctype html><html><head>
<script data-rh="true" type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><main>
${islandHtml('{"props":{},"locale":"en","strings":{}}', 'gallery', 'interaction')}
</main><script type="speculationrules">${SPECULATION_RULES_SCRIPT}</script>${more}
<script type="module" async crossorigin src="/assets/app-1.js"></script>
</body></html>`;

describe('content security policy', () => {
  it('knows every inline script the build writes: Speculation Rules, island data, JSON-LD', () => {
    expect(unexpectedInlineScripts(page())).toEqual([]);
  });

  it('finds any other inline script: executable, a module, data of another kind, rules of other text', () => {
    expect(unexpectedInlineScripts(page('<script>alert(1)</script>'))).toEqual(['<script>alert(1)</script>']);
    expect(unexpectedInlineScripts(page('<script type="module">import "/x.js";</script>'))).toHaveLength(1);
    expect(unexpectedInlineScripts(page('<script type="text/plain">x</script>'))).toHaveLength(1);
    expect(unexpectedInlineScripts(page('<script src="/a.js">alert(1)</script>'))).toHaveLength(1);
    expect(unexpectedInlineScripts(page('<script type="speculationrules">{"prefetch":[]}</script>'))).toHaveLength(1);
  });

  it('fails the build on a page holding an inline script the build does not write, naming the page', async () => {
    const finisher = pageFinisher('/nowhere');
    await expect(finisher.onPageRendered('/fr/contact/', page('<script>track()</script>'))).rejects.toThrow(
      /^\/fr\/contact\/ holds inline scripts the build does not write: <script>track\(\)<\/script>/,
    );
  });

  it('allows the Speculation Rules by the hash of their exact bytes, as the browser computes it', () => {
    const expected = createHash('sha256').update(Buffer.from(SPECULATION_RULES_SCRIPT, 'utf8')).digest('base64');
    expect(INLINE_SCRIPT_HASHES).toEqual([`'sha256-${expected}'`]);
    // One character more is another script.
    expect(scriptHash(`${SPECULATION_RULES_SCRIPT};`)).not.toBe(INLINE_SCRIPT_HASHES[0]);
  });

  it('allows scripts from our origin and the hashed ones only, never unsafe-inline or another origin', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/https?:/);
  });

  it('writes a Netlify _headers rule for every path', () => {
    expect(headersFile('default-src none')).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src none\n/m);
  });
});
