import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { measureBytes } from '../../tools/bench/bytes';
import { placeOf } from '../../src/paths';
import { builtProject } from '../helpers/built-project';
import { removeTempDirs } from '../helpers/content-copy';

afterAll(removeTempDirs);

/** A script of `bytes` random bytes, which gzip cannot shrink: its gzipped size is about its size. */
const script = (bytes: number) => randomBytes(bytes);

describe('the bytes of each page', () => {
  it('names pages by their url in the route manifest and finds assets by url or beside the page', () => {
    const location = { locale: 'fr', path: '/contact/' } as const;
    const contact = placeOf(location);
    const { root, put } = builtProject('bench-bytes-', [{ ...location, kind: 'block-page', id: 'contact' }]);
    put(`dist/${contact.htmlFile}`, '<script type="module" src="/assets/app.js?v=1"></script>');
    put('dist/assets/app.js', script(4096));
    // The editor is no page of the manifest, and loads its script by a relative url.
    put('dist/admin/index.html', '<script type="module" src="editor.js"></script>');
    put('dist/admin/editor.js', script(8192));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    const pages = measureBytes(root).pages;

    expect(pages.map((p) => [p.url, p.group])).toEqual([
      ['/fr/contact/', 'page'],
      ['admin/index.html', 'page'],
    ]);
    const [page, editor] = pages;
    expect(page!.jsKb).toBeGreaterThan(3);
    expect(editor!.jsKb).toBeGreaterThan(page!.jsKb);
  });
});
