// The build's own check of dist/: a small real site (one page per locale, indexed by the real
// Pagefind, a real PDF) passes, and each way of breaking it fails with the file's name.
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../../src/lib/route-data';
import { writeSearchIndex } from '../../scripts/finish/search-index';
import { verifyDist } from '../../scripts/finish/verify-dist';
import { feedUrl, fileAt } from '../../src/paths';
import { LOCALES } from '../../src/schemas/common';
import { ISLAND_RULES, type IslandName } from '../../src/islands/registry';
import { islandHtml } from '../helpers/island-html';

/** Each locale's feed, at the url the content step gives it (src/generated/feeds.json). */
const feeds = LOCALES.map((locale) => ({ url: feedUrl(locale) }));
const pages: Pick<ManifestEntry, 'locale' | 'path' | 'htmlFile'>[] = [
  { locale: 'en', path: '/', htmlFile: 'index.html' },
  { locale: 'fr', path: '/contact/', htmlFile: 'fr/contact/index.html' },
  { locale: 'de', path: '/products/carports-v/', htmlFile: 'de/products/carports-v/index.html' },
];
const page = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title></head><body><main data-pagefind-body><h1>${text}</h1><p>${text} pergola carport</p></main></body></html>\n`;

let pristine: string;
let dist: string;
const put = (file: string, body: string | Uint8Array) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), body);
};

beforeAll(async () => {
  pristine = mkdtempSync(join(tmpdir(), 'dist-pristine-'));
  dist = pristine;
  for (const r of pages) put(r.htmlFile, page(r.locale, `Page ${r.locale} ${r.path}`));
  await writeSearchIndex(dist);
  const feed =
    '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>';
  for (const { url } of feeds) put(fileAt(url), feed);
  put(
    'sitemap.xml',
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.example/</loc></url></urlset>',
  );
  put('robots.txt', 'User-agent: *\nAllow: /\n\nSitemap: https://x.example/sitemap.xml\n');
  put('_headers', "/*\n  Content-Security-Policy: default-src 'self'\n");
  const pdf = await PDFDocument.create();
  pdf.addPage();
  put('downloads/nuancier-couleurs.pdf', await pdf.save());
}, 60_000);
afterAll(() => rmSync(pristine, { recursive: true, force: true }));

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  // A fresh copy for every case, so one break never hides another.
  cpSync(pristine, dist, { recursive: true });
});

/** A page with an island: its data script, then its container, as src/islands/Island.tsx writes them. */
const island = (json: string, name: string, when = ISLAND_RULES[name as IslandName]?.when ?? 'interaction') =>
  islandHtml(json, name, when, '<form><button>Send</button></form>');
const contact = (islands: string) =>
  `<!doctype html><html lang="fr"><head><title>Contact</title></head><body><main><h1>Contact</h1>${islands}</main></body></html>\n`;

const problemsIn = async () => (await verifyDist(dist, pages, feeds)).map((p) => `${p.file}: ${p.message}`);

describe('verifyDist', () => {
  it('accepts a whole build', async () => {
    expect(await problemsIn()).toEqual([]);
  });

  it('fails on a pagefind.js cut short', async () => {
    const file = join(dist, 'pagefind/pagefind.js');
    truncateSync(file, readFileSync(file).length - 500);
    expect(await problemsIn()).toEqual([expect.stringMatching(/^pagefind\/pagefind\.js: does not parse/)]);
  });

  it("fails on a language's missing search index and wasm", async () => {
    const entry = JSON.parse(readFileSync(join(dist, 'pagefind/pagefind-entry.json'), 'utf8'));
    const de = entry.languages.de;
    rmSync(join(dist, `pagefind/pagefind.${de.hash}.pf_meta`));
    rmSync(join(dist, `pagefind/wasm.${de.wasm}.pagefind`));
    expect(await problemsIn()).toEqual([
      `pagefind/pagefind.${de.hash}.pf_meta: missing (index of "de")`,
      `pagefind/wasm.${de.wasm}.pagefind: missing`,
    ]);
  });

  it('fails on an index fragment written in part', async () => {
    const name = readdirSync(join(dist, 'pagefind/fragment'))[0]!;
    truncateSync(join(dist, 'pagefind/fragment', name), 10);
    expect(await problemsIn()).toEqual([
      `pagefind/fragment/${name}: is not a whole gzip file: the index was written only in part`,
    ]);
  });

  it("fails on a page's missing or half-written HTML", async () => {
    rmSync(join(dist, 'fr/contact/index.html'));
    truncateSync(join(dist, 'de/products/carports-v/index.html'), 40);
    expect(await problemsIn()).toEqual([
      'fr/contact/index.html: missing',
      'de/products/carports-v/index.html: does not end with </html>: the page was written only in part',
    ]);
  });

  it('accepts a page whose islands each have their data, whole, beside them', async () => {
    put('fr/contact/index.html', contact(island('{"props":{},"locale":"fr","strings":{}}', 'contact-form')));
    expect(await problemsIn()).toEqual([]);
  });

  it("fails on a page whose island's data is cut short or is not JSON", async () => {
    put('fr/contact/index.html', contact(island('{"props":{"formId":"contact"', 'contact-form')));
    put('de/products/carports-v/index.html', contact(island('props: {}', 'gallery')));
    expect(await problemsIn()).toEqual([
      'fr/contact/index.html: the data of its contact-form island is not whole JSON',
      'de/products/carports-v/index.html: the data of its gallery island is not whole JSON',
    ]);
  });

  it('fails on an island the browser does not know, or data followed by no island', async () => {
    put('fr/contact/index.html', contact(island('{}', 'carousel')));
    put('de/products/carports-v/index.html', contact(island('{}', 'gallery').replace(/<div class="island".*/, '')));
    expect(await problemsIn()).toEqual([
      'fr/contact/index.html: has island data not followed by a known island (src/islands/registry.ts)',
      'de/products/carports-v/index.html: has island data not followed by a known island (src/islands/registry.ts)',
      'de/products/carports-v/index.html: has 0 islands but data for 1',
    ]);
  });

  it("fails on an island whose rule is not its registry's", async () => {
    put('fr/contact/index.html', contact(island('{}', 'reviews', 'interaction')));
    expect(await problemsIn()).toEqual([
      'fr/contact/index.html: its reviews island has the rule "interaction", not its registry\'s',
    ]);
  });

  it('fails on an island without its data', async () => {
    const bare = '<div class="island" data-island="gallery" data-when="interaction"><button>Photo</button></div>';
    put('fr/contact/index.html', contact(`${island('{}', 'reviews')}${bare}`));
    expect(await problemsIn()).toEqual(['fr/contact/index.html: has 2 islands but data for 1']);
  });

  it('fails on a page rendered as its shell alone', async () => {
    put(
      'fr/contact/index.html',
      '<!doctype html><html lang="fr"><body><header>Menu</header><main></main></body></html>',
    );
    expect(await problemsIn()).toEqual([
      'fr/contact/index.html: has no <h1>: the prerender wrote the shell without the page',
    ]);
  });

  it('fails on a corrupt feed and sitemap', async () => {
    appendFileSync(join(dist, 'de/feed.xml'), '<entry>');
    writeFileSync(join(dist, 'sitemap.xml'), '<urlset><url></urlset>');
    const problems = await problemsIn();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^sitemap\.xml: is not well-formed XML/);
    expect(problems[1]).toMatch(/^de\/feed\.xml: is not well-formed XML/);
  });

  it('checks each feed at the url the content step gave it, wherever that is', async () => {
    const moved = [...feeds.slice(1), { url: '/news/feed.xml' }];
    const problems = (await verifyDist(dist, pages, moved)).map((p) => `${p.file}: ${p.message}`);
    expect(problems).toEqual(['news/feed.xml: missing']);
  });

  it('fails without a CSP, a sitemap line in robots.txt, or a readable colour chart', async () => {
    writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(join(dist, 'downloads/nuancier-couleurs.pdf'), '%PDF-1.7 broken');
    const problems = await problemsIn();
    expect(problems[0]).toBe('robots.txt: names no sitemap');
    expect(problems[1]).toBe('_headers: holds no Content-Security-Policy for /*');
    expect(problems[2]).toMatch(/^downloads\/nuancier-couleurs\.pdf: does not parse as a PDF/);
  });

  it("fails on a robots.txt whose sitemap line names another file than the site's sitemap", async () => {
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\nSitemap: https://example.org/sitemap-old.xml\n');
    expect(await problemsIn()).toEqual(['robots.txt: names no sitemap']);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\nSitemap: https://example.org/sitemap.xml\n');
    expect(await problemsIn()).toEqual([]);
  });
});
