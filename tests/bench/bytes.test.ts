import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { measureBytes } from '../../tools/bench/bytes';
import type { ManifestEntry } from '../../src/lib/route-data';
import { placeOf } from '../../src/paths';

const root = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string | Buffer) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** A script of `bytes` random bytes, which gzip cannot shrink: its gzipped size is about its size. */
const script = (bytes: number) => randomBytes(bytes);

describe('the bytes of each page', () => {
  it('names pages by their url in the route manifest and finds assets by address or beside the page', () => {
    const contact = placeOf({ locale: 'fr', path: '/contact/' });
    const manifest = [{ ...contact, kind: 'block-page', id: 'contact' }] as unknown as ManifestEntry[];
    put('src/generated/route-manifest.json', JSON.stringify(manifest));
    put(`dist/${contact.htmlFile}`, '<script type="module" src="/assets/app.js?v=1"></script>');
    put('dist/assets/app.js', script(4096));
    // The editor is no page of the manifest, and loads its script by a relative address.
    put('dist/admin/index.html', '<script type="module" src="editor.js"></script>');
    put('dist/admin/editor.js', script(8192));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    const pages = measureBytes(root).pages;

    expect(pages.map((p) => [p.url, p.kind])).toEqual([
      ['/fr/contact/', 'page'],
      ['admin/index.html', 'page'],
    ]);
    const [page, editor] = pages;
    expect(page!.jsKb).toBeGreaterThan(3);
    expect(editor!.jsKb).toBeGreaterThan(page!.jsKb);
  });
});
