import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { builtPages, dist, root } from '../helpers/dist';
import {
  allows,
  attributesOf,
  DATA_BLOCK_TYPES,
  inlineScripts,
  openingTags,
  pageResources,
  parseCsp,
  sourcesOf,
} from '../helpers/page-resources';
import { createHash } from 'node:crypto';

/*
 * Release gate, in Node over every built page: what each page loads as it opens is on the site's own origin
 * (privacy: no third-party request), is a file of dist/ (no failed request), and is allowed by the
 * Content-Security-Policy the site sends (dist/_headers); every inline script the browser would run has its
 * hash in that policy, and nothing runs from an attribute. What scripts do once they run (hydration, console
 * errors, what they fetch, axe on the rendered page) is the browser's part: tests/e2e/page-kinds.spec.ts.
 */

const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as { url: string };
const origin = new URL(site.url).origin;
const pages = builtPages();

/** The policy dist/_headers gives every path. */
function sitePolicy(): Map<string, string[]> {
  const headers = readFileSync(join(dist, '_headers'), 'utf8');
  const policy = /^\/\*\s*\n(?:\s+.*\n)*?\s+Content-Security-Policy:\s*(.+)$/m.exec(headers)?.[1];
  if (!policy) throw new Error('dist/_headers gives /* no Content-Security-Policy: see scripts/finish/csp.ts');
  return parseCsp(policy);
}

/** The file of dist/ that answers a same-origin url, as a static server finds it. */
function fileOf(pathname: string): string | undefined {
  const path = join(dist, decodeURIComponent(pathname));
  if (existsSync(path) && statSync(path).isFile()) return path;
  const index = join(path, 'index.html');
  return existsSync(index) ? index : undefined;
}

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** What is wrong with one page: each line names the page, the thing and why. */
function pageProblems(url: string, html: string, csp: Map<string, string[]>): string[] {
  const problems: string[] = [];
  const pageUrl = new URL(url, origin);
  for (const resource of pageResources(html)) {
    const target = new URL(resource.url, pageUrl);
    const where = `${url}: ${resource.from} ${resource.url}`;
    if (target.protocol === 'data:') {
      if (!allows(sourcesOf(csp, resource.directive), target, pageUrl))
        problems.push(`${where} is refused by ${resource.directive}`);
      continue;
    }
    if (target.origin !== origin) problems.push(`${where} is a request to another origin`);
    else if (!allows(sourcesOf(csp, resource.directive), target, pageUrl))
      problems.push(`${where} is refused by ${resource.directive}`);
    else if (!fileOf(target.pathname)) problems.push(`${where} is not in dist/ (the request would fail)`);
  }
  const scriptSources = sourcesOf(csp, 'script-src');
  for (const script of inlineScripts(html)) {
    if (DATA_BLOCK_TYPES.includes(script.attributes.get('type') ?? '')) continue;
    if (!scriptSources.includes("'unsafe-inline'") && !scriptSources.includes(hashOf(script.body)))
      problems.push(`${url}: inline script "${script.body.slice(0, 60)}" has no hash in script-src`);
  }
  for (const [name, tag] of openingTags(html)) {
    const attributes = attributesOf(tag);
    for (const [attribute, value] of attributes) {
      if (/^on[a-z]+$/.test(attribute) && !scriptSources.includes("'unsafe-inline'"))
        problems.push(`${url}: <${name} ${attribute}> is an inline handler script-src refuses`);
      if (/^\s*javascript:/i.test(value))
        problems.push(`${url}: <${name} ${attribute}="${value}"> runs script from a URL`);
    }
    if (name === 'form') {
      const action = new URL(attributes.get('action') ?? url, pageUrl);
      if (!allows(sourcesOf(csp, 'form-action'), action, pageUrl))
        problems.push(`${url}: <form action="${attributes.get('action')}"> is refused by form-action`);
    }
  }
  return problems;
}

/** The built scripts' own imports (static, dynamic and the preload list Vite writes) that are not in dist/. */
function missingImports(): string[] {
  const assets = join(dist, 'assets');
  const missing: string[] = [];
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const code = readFileSync(join(assets, name), 'utf8');
    const relative = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1]!);
    const fromRoot = [...code.matchAll(/["'](assets\/[^"']+\.(?:js|css))["']/g)].map((m) => `../${m[1]!}`);
    for (const path of [...relative, ...fromRoot])
      if (!existsSync(join(assets, path))) missing.push(`assets/${name} imports ${path}, which is not in dist/`);
  }
  return missing;
}

describe('the page check', () => {
  test('finds each kind of problem a browser would report on a page', () => {
    const csp = parseCsp("default-src 'self'; script-src 'self' 'sha256-x'; img-src 'self' data:; form-action 'self'");
    const html = [
      '<link rel="stylesheet" href="https://fonts.example/a.css">',
      '<img src="/_img/none.webp" alt="">',
      '<img srcSet="/favicon.svg 1x, https://cdn.example/b.webp 2x" alt="">',
      '<script>alert(1)</script>',
      '<script type="application/json">{}</script>',
      '<button onclick="go()">Go</button>',
      '<a href="javascript:void 0">x</a>',
      '<form action="https://elsewhere.example/post"></form>',
      '<style>.a{background:url(https://cdn.example/c.png)}</style>',
    ].join('');
    const problems = pageProblems('/x/', html, csp);
    expect(problems.map((p) => p.replace(/^\/x\/: /, ''))).toEqual([
      'link rel=stylesheet https://fonts.example/a.css is a request to another origin',
      'img src /_img/none.webp is not in dist/ (the request would fail)',
      'img srcset https://cdn.example/b.webp is a request to another origin',
      'style url() https://cdn.example/c.png is a request to another origin',
      'inline script "alert(1)" has no hash in script-src',
      '<button onclick> is an inline handler script-src refuses',
      '<a href="javascript:void 0"> runs script from a URL',
      '<form action="https://elsewhere.example/post"> is refused by form-action',
    ]);
  });
});

describe(`what each of ${pages.length} built pages loads`, () => {
  test('only files of dist/ on its own origin, each allowed by the Content-Security-Policy', () => {
    const csp = sitePolicy();
    const problems = pages.flatMap((page) => pageProblems(page.url, readFileSync(page.file, 'utf8'), csp));
    expect(problems, 'fix it at its source: the component, content or scripts/finish/csp.ts').toEqual([]);
  });

  test('the built scripts import only files that are in dist/', () => {
    expect(missingImports()).toEqual([]);
  });
});
