import { expect, test, type APIResponse } from '@playwright/test';

/*
 * Release gate: the security headers we promise, as netlify dev serves them from netlify.toml and
 * dist/_headers (pages and assets: the pages' Content-Security-Policy, scripts/finish/csp.ts) and from the
 * functions themselves (which netlify.toml does not reach).
 */

const TARGETS: { name: string; request: (r: import('@playwright/test').APIRequestContext) => Promise<APIResponse> }[] =
  [
    { name: 'a page (/fr/contact/)', request: (r) => r.get('/fr/contact/') },
    {
      name: 'a built script (/assets/*.js)',
      request: async (r) => {
        const html = await (await r.get('/')).text();
        const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
        expect(src, 'the home page loads a script from /assets/').toBeDefined();
        return r.get(src!);
      },
    },
    // A GET is refused by the function, but the refusal must carry the same headers as any answer.
    { name: 'the form endpoint (/api/contact)', request: (r) => r.get('/api/contact') },
    // The estimator's form without JavaScript: the contact page, filled in, answered by a function.
    {
      name: 'the estimator without JavaScript (/api/estimate)',
      request: (r) => r.get('/api/estimate?locale=fr&type=wooden&width=4&depth=3'),
    },
  ];

/** `default-src 'self'; script-src …` as a map from directive to its source list. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Sources allowed to load scripts: script-src, else default-src (CSP fallback). */
const scriptSources = (csp: Map<string, string[]>) => csp.get('script-src') ?? csp.get('default-src') ?? [];

for (const target of TARGETS) {
  test.describe(target.name, () => {
    let headers: Record<string, string>;
    test.beforeAll(async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
      const response = await target.request(request);
      expect(response.status(), 'the target answers (not a server error)').toBeLessThan(500);
      headers = response.headers();
      await request.dispose();
    });

    test('HSTS for two years with subdomains, nosniff, a referrer policy and a permissions policy', () => {
      const hsts = headers['strict-transport-security'] ?? '';
      expect(hsts).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        headers['referrer-policy'],
      );
      const permissions = headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation']) expect(permissions).toContain(`${feature}=()`);
    });

    test('cannot be framed: frame-ancestors none and X-Frame-Options DENY', () => {
      const csp = parseCsp(headers['content-security-policy'] ?? '');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers['x-frame-options']).toBe('DENY');
    });

    test('the CSP names no third-party origin in any directive', () => {
      const csp = parseCsp(headers['content-security-policy'] ?? '');
      expect(csp.size).toBeGreaterThan(0);
      expect(csp.get('default-src')).toBeDefined();
      const foreign = [...csp].flatMap(([name, sources]) =>
        // Keywords ('self', 'none', hashes), and the schemes images may use, are not origins.
        sources.filter((s) => !/^'.*'$/.test(s) && s !== 'data:' && s !== 'blob:').map((s) => `${name} ${s}`),
      );
      expect(foreign).toEqual([]);
    });

    // The pages' script-src lists the inline scripts' hashes (scripts/finish/csp.ts, written to dist/_headers).
    test("the CSP's script-src allows no inline script ('unsafe-inline') and no eval", () => {
      const csp = parseCsp(headers['content-security-policy'] ?? '');
      const scripts = scriptSources(csp);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    });
  });
}
