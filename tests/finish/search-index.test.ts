// The search index as the build writes it: Pagefind's command line over the pages of dist/, reading only
// <main> and in it only what the pages mark for search.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '../../scripts/finish/search-index';
import { parseFallbacks } from '../../src/lib/search';

/**
 * A page as the prerender writes it: a header before <main>, and after it the footer with the language menu,
 * whose flags are the first pictures after the page's title.
 */
const page = (lang: string, main: string) =>
  `<!doctype html><html lang="${lang}"><head><title>T</title></head><body><header>headerword</header>` +
  `<main id="main">${main}</main><footer>footerword<nav aria-label="Languages">` +
  `<a href="/" lang="en"><img src="/images/flags/gb.svg" alt="" width="20" height="14">English</a></nav>` +
  `</footer></body></html>`;

const PAGES: Record<string, string> = {
  'fr/mentions-legales/index.html': page(
    'fr',
    '<div data-pagefind-body data-pagefind-meta="fallbacks:"><h1>Mentions légales</h1>' +
      '<p>éditeur pergola</p><form><label>formword</label></form><aside class="related">relatedword</aside></div>',
  ),
  'fr/carports/index.html': page(
    'fr',
    '<div data-pagefind-body><h1>Carports</h1><img src="/images/carport.svg" alt="Un carport"><p>carport toit</p></div>',
  ),
  'index.html': page(
    'en',
    '<div data-pagefind-body data-pagefind-meta="fallbacks:de=/de/ ar=/ar/"><h1>Home</h1><p>pergola carport glazing</p></div>',
  ),
  'contact/index.html': page('en', '<h1>Contact</h1><p>unindexedword</p>'),
};

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'search-index-'));
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), html);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Every file of dist/pagefind/ with the hash of its bytes. */
const snapshot = () =>
  readdirSync(join(dist, 'pagefind'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('.'))
    .sort()
    .map(
      (f) =>
        `${f} ${createHash('sha256')
          .update(readFileSync(join(dist, 'pagefind', f)))
          .digest('hex')}`,
    );

/** The records Pagefind keeps for the result list: one fragment per indexed page. */
function fragments(): { url: string; content: string; meta: Record<string, string> }[] {
  const folder = join(dist, 'pagefind/fragment');
  return readdirSync(folder).map((name) => {
    const text = gunzipSync(readFileSync(join(folder, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{')));
  });
}

describe('search index', () => {
  it('indexes the marked content of <main> in each language, and nothing around it', () => {
    const written = writeSearchIndex(dist);
    expect(written.languages).toBe('en 1, fr 2');
    const entry = JSON.parse(readFileSync(join(dist, 'pagefind/pagefind-entry.json'), 'utf8'));
    expect(Object.keys(entry.languages)).toEqual(['en', 'fr']);
    const byUrl = new Map(fragments().map((f) => [f.url, f]));
    expect([...byUrl.keys()].sort()).toEqual(['/', '/fr/carports/', '/fr/mentions-legales/']);
    const legal = byUrl.get('/fr/mentions-legales/')!;
    expect(legal.content).toContain('éditeur pergola');
    for (const word of ['headerword', 'footerword', 'formword', 'relatedword'])
      expect(legal.content).not.toContain(word);
    // Where an English page's copies are, as the search in another locale reads it back.
    expect(parseFallbacks(byUrl.get('/')!.meta.fallbacks)).toEqual({ de: '/de/', ar: '/ar/' });
    expect(parseFallbacks(legal.meta.fallbacks)).toEqual({});
    // The flag of the language menu is no picture of a page without one.
    expect(legal.meta.image).toBeUndefined();
    expect(byUrl.get('/fr/carports/')!.meta.image).toBe('/images/carport.svg');
  }, 60_000);

  it("leaves out Pagefind's ready-made UI, which the site does not load", () => {
    writeSearchIndex(dist);
    const files = readdirSync(join(dist, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files.filter((f) => /-ui\.(js|css)$|highlight/.test(f))).toEqual([]);
  }, 60_000);

  it('gives the same files when the same pages are indexed again', () => {
    writeSearchIndex(dist);
    const first = snapshot();
    writeSearchIndex(dist);
    expect(snapshot()).toEqual(first);
  }, 60_000);

  it('fails naming Pagefind when it cannot index the site', () => {
    expect(() => writeSearchIndex(join(dist, 'no-such-folder'))).toThrow(/Pagefind/);
  }, 60_000);
});
