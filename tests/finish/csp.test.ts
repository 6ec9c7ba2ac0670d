import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScripts, scriptHash } from '../../scripts/finish/csp';

const page = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/app.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body>
<script>window.__staticRouterHydrationData = JSON.parse("{}");</script>
<script type="module">import "/assets/x.js";</script>
</body></html>`;

describe('content security policy', () => {
  it('finds the inline scripts that execute, not external scripts or JSON-LD data blocks', () => {
    expect(inlineScripts(page)).toEqual([
      'window.__staticRouterHydrationData = JSON.parse("{}");',
      'import "/assets/x.js";',
    ]);
  });

  it('hashes the exact bytes of a script as the browser does', () => {
    const body = "window.__VITE_REACT_SSG_HASH__ = 'abc'";
    const expected = createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64');
    expect(scriptHash(body)).toBe(`'sha256-${expected}'`);
    // One character more is another script.
    expect(scriptHash(`${body};`)).not.toBe(scriptHash(body));
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
