// The vite-react-ssg patch (patches/README.md) is applied, and does what the README says: each page written
// at the file the entry names, no JSDOM pass over a page with nothing to preload, jsdom loaded only where it
// is used, no static loader data and no script locating it with `writeLoaderData: false`, pages written
// synchronously, a page given back as its parts written whole.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writevSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The file patches/vite-react-ssg+0.9.2.patch changes (the package exports no path to it).
const ssgChunk = readFileSync(
  join(import.meta.dirname, '../../node_modules/vite-react-ssg/dist/shared/vite-react-ssg.Ctg3mDmH.mjs'),
  'utf8',
);

/** The source of the named top-level async function of the patched chunk. */
function functionOf<T>(name: string): T {
  const start = ssgChunk.indexOf(`async function ${name}(`);
  expect(start, `${name} in the patched vite-react-ssg chunk`).toBeGreaterThan(-1);
  const source = ssgChunk.slice(start, ssgChunk.indexOf('\n}\n', start) + 2);
  return new Function('SCRIPT_COMMENT_PLACEHOLDER', `${source}\nreturn ${name};`)('/* placeholder */') as T;
}

describe('vite-react-ssg patch', () => {
  it('writes each page at the file the entry names for its url, not at one made from the url', async () => {
    // A project of one page, built by vite-react-ssg as `npm run build` runs it, outside the repository so
    // that nothing of the site's own build is read; its packages are the repository's.
    const project = mkdtempSync(join(tmpdir(), 'ssg-html-file-'));
    // vite-react-ssg reports each step of its build on the console.
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      symlinkSync(join(import.meta.dirname, '../../node_modules'), join(project, 'node_modules'), 'dir');
      writeFileSync(join(project, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
      writeFileSync(
        join(project, 'entry.mjs'),
        [
          "import { createElement } from 'react';",
          "import { ViteReactSSG } from 'vite-react-ssg/single-page';",
          'export const createRoot = ViteReactSSG(null, (context) => {',
          "  if (context.routePath) context.app = createElement('main', null, context.routePath);",
          '});',
          "export const includedRoutes = () => ['/fr/contact/'];",
          "export const htmlFileOf = (url) => (url === '/fr/contact/' ? 'placed/contact.html' : undefined);",
        ].join('\n'),
      );
      const { build } = await import('vite-react-ssg/node');
      await build({ entry: 'entry.mjs', writeLoaderData: false, dirStyle: 'nested' } as never, {
        root: project,
        configFile: false,
        logLevel: 'silent',
      });
      expect(readFileSync(join(project, 'dist/placed/contact.html'), 'utf8')).toContain('<main>/fr/contact/</main>');
      expect(existsSync(join(project, 'dist/fr/contact/index.html')), 'the file the url would have made').toBe(false);
    } finally {
      log.mockRestore();
      rmSync(project, { recursive: true, force: true });
    }
  }, 120_000);

  type RenderHtml = (options: Record<string, unknown>) => Promise<string>;
  const renderHTML = functionOf<RenderHtml>('renderHTML');
  const page = {
    rootContainerId: 'root',
    indexHTML: '<html><head></head><body><div id="root"></div></body></html>',
    appHTML: '<main>ok</main>',
    metaAttributes: [],
    bodyAttributes: '',
    htmlAttributes: 'lang="fr"',
    initialState: null,
  };

  it('writes the script locating the static loader data only when the build writes that data', async () => {
    expect(await renderHTML(page)).toContain('<script>/* placeholder */</script>');
    const html = await renderHTML({ ...page, hashScript: false });
    expect(html).not.toContain('<script>');
    expect(html).toBe(
      '<html lang="fr"><head></head><body ><div id="root" data-server-rendered="true"><main>ok</main></div></body></html>',
    );
    expect(ssgChunk).toMatch(/hashScript: writeLoaderData/);
    expect(ssgChunk).toMatch(/if \(writeLoaderData && loaderData/);
  });

  it('gives JSDOM only a page with assets to preload', () => {
    expect(ssgChunk).toMatch(/let html = renderedHTML;\n\s*if \(assets\.size > 0\) \{/);
  });

  it('loads jsdom only where it is used, not with every build', () => {
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
    expect(ssgChunk).not.toMatch(/^import \{ JSDOM \} from 'jsdom';$/m);
  });

  it('writes each page synchronously, without fs-extra handing every step to libuv threads', () => {
    expect(ssgChunk).toContain('fs.writeFileSync(join(out, filename), formatted);');
    expect(ssgChunk).not.toContain('await fs.writeFile(join(out, filename), formatted');
    expect(ssgChunk).not.toContain('await fs.ensureDir(join(out, dirname(filename)));');
  });

  it('writes a page given back as its parts whole and in order, even when the kernel takes part of a write', () => {
    expect(ssgChunk).toMatch(/if \(parts\)\n\s*writePageParts\(join\(out, filename\), parts\);/);
    const start = ssgChunk.indexOf('function writePageParts(');
    const source = ssgChunk.slice(start, ssgChunk.indexOf('\n}\n', start) + 2);
    // A writev that takes at most five bytes a call, as a short write would.
    const shortWritev = (fd: number, buffers: Buffer[]) => writevSync(fd, [Buffer.concat(buffers).subarray(0, 5)]);
    const write = new Function('openSync', 'writevSync', 'closeSync', `${source}\nreturn writePageParts;`)(
      openSync,
      shortWritev,
      closeSync,
    ) as (file: string, parts: Buffer[]) => void;
    const file = join(mkdtempSync(join(tmpdir(), 'parts-')), 'index.html');
    const parts = ['<html lang="ar"><head>', '', '<style>p{margin:0}</style>', '</head><p>العربية — 1 000 €</p>'];
    write(
      file,
      parts.map((part) => Buffer.from(part)),
    );
    expect(readFileSync(file, 'utf8')).toBe(parts.join(''));
  });
});
