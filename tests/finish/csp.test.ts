// @vitest-environment jsdom
// jsdom's parser reads the finished page's scripts as a browser does.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { contentSecurityPolicy, headersFile, scriptHash, unexpectedInlineScripts } from '../../scripts/finish/csp';
import { pageFinisher } from '../../scripts/finish/finish-pages';
import { islandHtml } from '../helpers/island-html';
import { SPECULATION_RULES_SCRIPT } from '../../src/lib/speculation-rules';
import { SpeculationRules } from '../../src/components/shell/SpeculationRules';

/** The example of the CSP specification (§ hash-source): this script and the source expression that allows it. */
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH_SOURCE = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

/** The hash-source a browser matches an inline script's text against. */
const browserHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Whether a policy lets a browser run an inline script of this text: script-src (default-src without it) lists
 * its hash, or allows 'unsafe-inline' and no hash or nonce (which would make the browser ignore it).
 */
function allowsInlineScript(policy: string, text: string): boolean {
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const sources = directives.get('script-src') ?? directives.get('default-src') ?? [];
  const hashOrNonce = sources.some((source) => /^'(?:sha(?:256|384|512)|nonce)-/.test(source));
  return sources.includes(browserHashSource(text)) || (!hashOrNonce && sources.includes("'unsafe-inline'"));
}

/** The text of each inline script a browser executes in a page: not a data block, not loaded by its src. */
function executedInlineScripts(html: string): string[] {
  const executed = /^(?:|module|speculationrules|(?:text|application)\/(?:java|ecma)script)$/i;
  return [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script:not([src])')]
    .filter((script) => executed.test(script.getAttribute('type')?.trim() ?? ''))
    .map((script) => script.textContent ?? '');
}

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

  it("hashes a script as the CSP specification's own example does", () => {
    expect(browserHashSource(SPEC_SCRIPT)).toBe(SPEC_HASH_SOURCE);
    expect(scriptHash(SPEC_SCRIPT)).toBe(SPEC_HASH_SOURCE);
    expect(scriptHash(`${SPEC_SCRIPT} `)).not.toBe(SPEC_HASH_SOURCE);
  });

  it('writes a header that lets the browser run the inline scripts of a finished page, and no changed one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'csp-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'dist'));
    const finisher = pageFinisher(root);
    const rendered = page().replace(
      /<script type="speculationrules">[\s\S]*?<\/script>/,
      renderToStaticMarkup(createElement(SpeculationRules)),
    );
    const finished = Buffer.concat(await finisher.onPageRendered('/en/', rendered)).toString('utf8');
    await finisher.onFinished();
    const policy = /^ {2}Content-Security-Policy: (.+)$/m.exec(readFileSync(join(root, 'dist/_headers'), 'utf8'))![1]!;

    const scripts = executedInlineScripts(finished);
    expect(scripts).toHaveLength(1);
    for (const script of scripts) {
      expect(allowsInlineScript(policy, script)).toBe(true);
      expect(allowsInlineScript(policy, `${script} `)).toBe(false);
      expect(allowsInlineScript(policy, script.replace('prerender', 'prefetch'))).toBe(false);
    }
    expect(allowsInlineScript(policy, "alert('Hello, world.');")).toBe(false);
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
