// @vitest-environment jsdom
// The two patches in patches/ (see patches/README.md) are applied, and each keeps the behaviour of
// the code it replaces: the preload links written as strings are the links the original JSDOM
// pass appended, and the router's cached ranking matches exactly as ranking on every call did.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// The file patches/vite-react-ssg+0.9.2.patch changes (the package exports no path to it).
const ssgChunk = readFileSync(
  join(import.meta.dirname, '../../node_modules/vite-react-ssg/dist/shared/vite-react-ssg.Ctg3mDmH.mjs'),
  'utf8',
);

/** The source of the named top-level functions of the patched chunk, evaluated together. */
function functionsOf<T>(source: string, names: string[], result: string): T {
  const bodies = names.map((name) => {
    const start = source.indexOf(`function ${name}(`);
    expect(start, `${name} in the patched vite-react-ssg chunk`).toBeGreaterThan(-1);
    const end = source.indexOf('\n}\n', start);
    return source.slice(start, end + 2);
  });
  return new Function(`${bodies.join('\n')}\nreturn ${result};`)() as T;
}

describe('vite-react-ssg patch: preload links without a JSDOM round trip', () => {
  type Insert = (html: string, assets: Set<string>) => string;
  type Render = (document: Document, assets: Set<string>) => void;
  const insert = functionsOf<Insert>(
    ssgChunk,
    ['escapeAttr', 'preloadLinkAttrs', 'insertPreloadLinks'],
    'insertPreloadLinks',
  );
  const original = functionsOf<Render>(
    ssgChunk,
    ['renderPreloadLinks', 'renderPreloadLink', 'createLink', 'setAttrs', 'appendLink'],
    'renderPreloadLinks',
  );
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  const linksOf = (html: string) =>
    [...parse(html).head.querySelectorAll('link')].map((link) =>
      Object.fromEntries([...link.attributes].map((a) => [a.name, a.value])),
    );

  it('no longer parses each page with JSDOM', () => {
    expect(ssgChunk).not.toMatch(/new JSDOM\(renderedHTML\)/);
    expect(ssgChunk).toMatch(/insertPreloadLinks\(renderedHTML, assets\)/);
  });

  it('adds the same links the JSDOM pass added, in the same order, skipping ones already there', () => {
    const page =
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Pergolas</title>' +
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js"></head>' +
      '<body><div id="root">ok</div></body></html>';
    const assets = new Set([
      '/assets/app-1.js',
      '/assets/ProductPage-2.js',
      '/assets/style-3.css',
      '/assets/inter-4.woff2',
      '/images/hero.svg',
      '/assets/data-5.json',
      '/assets/ProductPage-2.js',
    ]);
    const document = parse(page);
    original(document, assets);
    const expected = linksOf(document.documentElement.outerHTML);

    const html = insert(page, assets);
    expect(linksOf(html)).toEqual(expected);
    expect(linksOf(html)).toHaveLength(5);
    // Only the head changed: the body is the renderer's HTML byte for byte.
    expect(html.slice(html.indexOf('<body>'))).toBe(page.slice(page.indexOf('<body>')));
  });

  it('leaves a page without assets untouched', () => {
    const page = '<html><head></head><body></body></html>';
    expect(insert(page, new Set())).toBe(page);
  });
});

describe('vite-react-ssg patch: what the prerender tracks and writes', () => {
  it('parses only modules that have an import( for their dynamic imports', () => {
    expect(ssgChunk).toMatch(/\/\\bimport\\s\*\\\(\/\.test\(code\) \? await findStaticDynamicImports/);
  });

  it('marks each dynamic import as the unpatched plugin did, in one pass over the text', async () => {
    // The plugin's code, run with the functions and constants it uses, and `this` as Rolldown gives it.
    const source = [
      ssgChunk.slice(
        ssgChunk.indexOf('const trackModuleGlobal ='),
        ssgChunk.indexOf('\n', ssgChunk.indexOf('const trackModuleGlobal =')),
      ),
      ssgChunk.slice(
        ssgChunk.indexOf('const postfixRE ='),
        ssgChunk.indexOf('\n', ssgChunk.indexOf('const postfixRE =')),
      ),
      ...[
        'cleanUrl',
        'createSsrModuleTrackingPlugin',
        'walk',
        'isTrackableSource',
        'isSupportedSource',
        'isInsideRoot',
        'toManifestId',
      ].map((name) => {
        const at = ssgChunk.search(new RegExp(`^(async )?function ${name}\\(`, 'm'));
        expect(at, name).toBeGreaterThan(-1);
        return ssgChunk.slice(at, ssgChunk.indexOf('\n}\n', at) + 2);
      }),
    ].join('\n');
    const { isAbsolute, relative } = await import('node:path');
    const { parseAst } = await import('vite');
    type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string }>;
    const plugin = new Function(
      'isAbsolute',
      'relative',
      'normalizePath',
      `${source}\nreturn createSsrModuleTrackingPlugin('/p');`,
    )(isAbsolute, relative, (path: string) => path) as { transform: Transform };
    const context = {
      parse: (code: string) => parseAst(code),
      resolve: async (id: string) => ({ id: `/p/src/${id.replace('./', '')}` }),
    };
    const bodies = Array.from({ length: 40 }, (_, i) => `  'b${i}': () => import('./b${i}.tsx'),`);
    const code = `export const bodies = {\n${bodies.join('\n')}\n};\nexport const other = import('./x.ts');\n`;
    const { code: out } = await plugin.transform.call(context, code, '/p/src/glob.ts');
    // What the unpatched plugin wrote: the whole text rewritten for each import, from the last.
    const ast = parseAst(code);
    const found: { start: number; end: number; id: string }[] = [];
    JSON.stringify(ast, (_, node: { type?: string; start: number; end: number; source?: { value: string } }) => {
      if (node?.type === 'ImportExpression')
        found.push({ start: node.start, end: node.end, id: `src/${node.source!.value.replace('./', '')}` });
      return node;
    });
    expect(found).toHaveLength(41);
    let expected = code;
    for (const d of found.reverse())
      expected = `${expected.slice(0, d.start)}(globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.(${JSON.stringify(d.id)}), ${expected.slice(d.start, d.end)})${expected.slice(d.end)}`;
    expect(out).toBe(`globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/glob.ts");\n${expected}`);
  });

  it('loads jsdom only in the adapter that uses it, not with every build', () => {
    const loaded = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { createRequire } from 'node:module'; await import('vite-react-ssg/node');" +
          "console.log(Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes('/jsdom/')).length)",
      ],
      { cwd: join(import.meta.dirname, '../..'), encoding: 'utf8' },
    );
    expect(Number(loaded)).toBe(0);
    expect(ssgChunk).toContain("const { JSDOM } = await import('jsdom');");
  });

  it('renders without the router hydration data and writes static loader data only when asked', () => {
    expect(ssgChunk).toMatch(/StaticRouterProvider, \{ router, context: routerContext, hydrate: false \}/);
    expect(ssgChunk).toMatch(/if \(writeLoaderData && loaderData/);
  });

  it('writes each page synchronously, without fs-extra handing every step to libuv threads', () => {
    expect(ssgChunk).toContain('fs.writeFileSync(join(out, filename), formatted);');
    expect(ssgChunk).not.toContain('await fs.writeFile(join(out, filename), formatted');
    expect(ssgChunk).not.toContain('await fs.ensureDir(join(out, dirname(filename)));');
  });
});

describe('@remix-run/router patch: route ranking computed once per route table', () => {
  // The CommonJS build is the one Node loads for the prerender (react-router-dom/server.js).
  const router = require('@remix-run/router') as typeof import('@remix-run/router');
  const routes = [
    { id: 'home', path: '/' },
    { id: 'product', path: '/products/:slug/' },
    { id: 'pergolas', path: '/products/pergolas/' },
    { id: 'fr', path: '/fr/*' },
  ];
  const ids = (path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

  it('ranks static segments above dynamic ones on every call, not just the first', () => {
    for (let i = 0; i < 3; i++) {
      expect(ids('/products/pergolas/')).toEqual(['pergolas']);
      expect(ids('/products/carports-v/')).toEqual(['product']);
      expect(ids('/fr/contact/')).toEqual(['fr']);
      expect(ids('/nowhere/')).toBeNull();
    }
  });

  it('sees a route added to the table after the first match', () => {
    const table = [{ id: 'home', path: '/' }];
    expect(router.matchRoutes(table, '/contact/')).toBeNull();
    table.push({ id: 'contact', path: '/contact/' });
    expect(router.matchRoutes(table, '/contact/')?.[0]?.route.id).toBe('contact');
  });

  it('finds static paths through its index and matches exactly as the unpatched router does', async () => {
    // The browser build of the same version is the code as published, untouched by the patch.
    const original =
      (await import('@remix-run/router/dist/router.js')) as unknown as typeof import('@remix-run/router');
    const pages = ['products/pergolas', 'Contact', 'conseils/budget', 'contact', 'a/:b', 'a/fixed', 'opt/:x?/end'];
    const table = ['/', '/fr', '/de/'].map((prefix, l) => ({
      id: `layout${l}`,
      path: prefix,
      children: [
        { id: `index${l}`, index: true },
        ...pages.map((path, i) => ({ id: `${l}:${i}`, path })),
        { id: `case${l}`, path: 'Strict', caseSensitive: true },
        { id: `splat${l}`, path: '*' },
      ],
    }));
    const paths = [
      '/',
      '/fr',
      '/fr/',
      '/de',
      '/products/pergolas/',
      '/fr/products/pergolas',
      '/FR/Products/Pergolas/',
      '/contact/',
      '/fr/Contact',
      '/de/a/fixed/',
      '/de/a/other/',
      '/a/b%2Fc/',
      '/fr/conseils/budget//',
      '/strict/',
      '/Strict',
      '/fr/opt/end',
      '/fr/opt/1/end/',
      '/nowhere/',
      '/fr/nowhere/deeper/',
      '/es/',
      '',
    ];
    const ids = (router: typeof original, path: string) =>
      router.matchRoutes(table, path)?.map((m) => [m.route.id, m.pathname, m.params]) ?? null;
    for (const path of paths) expect(ids(router, path), path).toEqual(ids(original, path));
  });

  it('is the patched build', () => {
    const source = readFileSync(require.resolve('@remix-run/router'), 'utf8');
    expect(source).toMatch(/function rankedBranchesOf\(routes\)/);
    expect(source).toMatch(/function matchIndexed\(ranked, decoded\)/);
  });
});
