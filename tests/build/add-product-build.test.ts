// A product added with content files only, built for real in a copy of the project (`scripts/build.sh`:
// content, prerender, postbuild, verify-dist): its page in every language, its menu entry on the other
// pages, its sitemap line and its place in the search index. No code lists the products.
import { cpSync, existsSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeUrl } from '../../src/paths';
import { LOCALES } from '../../src/schemas/locales';
import { addProduct } from '../helpers/add-product';
import { removeTempDirs, tempDir } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');
const KEY = 'carport-bois';
const PROJECT = [
  'content',
  'public',
  'src',
  'scripts',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
];
let dist: string;

beforeAll(() => {
  const dir = tempDir('add-product-build-');
  for (const name of PROJECT)
    cpSync(join(ROOT, name), join(dir, name), { recursive: true, filter: (src) => !src.includes('/src/generated') });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  addProduct(dir, KEY);
  execFileSync('bash', ['scripts/build.sh'], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...process.env, CONTENT_CACHE: 'off' },
  });
  dist = join(dir, 'dist');
}, 300_000);
afterAll(removeTempDirs);

/** A fragment is Pagefind's signature, then the page's JSON. */
const fragmentUrl = (text: string) => (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
const html = (path: string) => readFileSync(join(dist, path.replace(/^\//, ''), 'index.html'), 'utf8');

describe('a product added with content files only, built', () => {
  it('has its page in every language, under its own name', () => {
    for (const locale of LOCALES) {
      const page = html(localeUrl(`/products/${KEY}/`, locale));
      expect(page).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
      expect(page).toContain(`lang="${locale}"`);
    }
  });

  it('is in the Solutions menu of other pages', () => {
    for (const locale of LOCALES)
      expect(html(localeUrl('/contact/', locale))).toContain(`href="${localeUrl(`/products/${KEY}/`, locale)}"`);
  });

  it('is listed in sitemap.xml', () => {
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain(`/products/${KEY}/</loc>`);
  });

  it('is in the search index of every language', () => {
    const dir = join(dist, 'pagefind/fragment');
    const urls = readdirSync(dir).map((f) => fragmentUrl(gunzipSync(readFileSync(join(dir, f))).toString()));
    for (const locale of LOCALES) expect(urls).toContain(localeUrl(`/products/${KEY}/`, locale));
    expect(existsSync(join(dist, 'pagefind/pagefind.js'))).toBe(true);
  });
});
