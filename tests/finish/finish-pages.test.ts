// Pages reach the search index in one order whatever order the prerender finishes them in, so the
// same site gives the same index (Pagefind's output depends on the order pages are added).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexOrder, inOrder } from '../../scripts/finish/finish-pages';
import { openSearchIndex, searchableHtml } from '../../scripts/finish/search-index';

const page = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title></head><body><main data-pagefind-body><h1>${text}</h1><p>${text} pergola carport vitrage</p></main></body></html>`;
const files = [
  'index.html',
  'contact/index.html',
  'fr/index.html',
  'fr/contact/index.html',
  'de/products/x/index.html',
];

describe('pages added to the search index in order', () => {
  it('lists the pages locale by locale, in the manifest order', () => {
    const manifest = [
      { locale: 'fr', htmlFile: 'fr/404/index.html' },
      { locale: 'en', htmlFile: '404/index.html' },
      { locale: 'fr', htmlFile: 'fr/index.html' },
      { locale: 'en', htmlFile: 'index.html' },
      { locale: 'de', htmlFile: 'de/products/x/index.html' },
    ] as const;
    expect(indexOrder([...manifest])).toEqual([
      '404/index.html',
      'index.html',
      'fr/404/index.html',
      'fr/index.html',
      'de/products/x/index.html',
    ]);
  });

  it('adds each page once those before it have come, and names the pages that never came', async () => {
    const added: string[] = [];
    const queue = inOrder(['a', 'b', 'c', 'd'], async (file) => void added.push(file));
    queue.push('c', '');
    queue.push('a', '');
    expect(() => queue.push('a', '')).toThrow(/came twice/);
    expect(() => queue.push('z', '')).toThrow(/not a page of the route manifest/);
    queue.push('b', '');
    await expect(queue.end()).rejects.toThrow('pages never rendered: d');
    expect(added).toEqual(['a', 'b', 'c']);
  });

  it('gives the same index for pages finished in different orders', async () => {
    const snapshot = async (arrival: string[]) => {
      const dist = mkdtempSync(join(tmpdir(), 'finish-pages-'));
      try {
        const index = await openSearchIndex();
        const queue = inOrder(files, index.add);
        for (const file of arrival)
          queue.push(file, page(file.startsWith('fr') ? 'fr' : file.startsWith('de') ? 'de' : 'en', file));
        await queue.end();
        await index.write(dist);
        const out = join(dist, 'pagefind');
        return readdirSync(out, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.includes('.'))
          .sort()
          .map(
            (f) =>
              `${f} ${createHash('sha256')
                .update(readFileSync(join(out, f)))
                .digest('hex')}`,
          );
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    };
    const first = await snapshot(files);
    expect(first.some((f) => f.startsWith('pagefind-entry.json'))).toBe(true);
    expect(await snapshot([...files].reverse())).toEqual(first);
  }, 60_000);
});

describe('what Pagefind is given of a page', () => {
  const page = (main: string, header = '<header><img src="/images/flags/ch.svg" alt=""></header>') =>
    `<!doctype html><html lang="fr" dir="ltr"><head><title>T</title><style>x</style></head><body><div id="root">${header}${main}<footer>F</footer></div></body></html>`;

  it('is the language and the <main> element, without head, header or footer', () => {
    const main = '<main id="main"><div data-pagefind-body data-pagefind-meta="a:b"><h1>Titre</h1></div></main>';
    expect(searchableHtml(page(main))).toBe(
      `<!doctype html><html lang="fr" dir="ltr"><head></head><body>${main}</body></html>`,
    );
  });

  it('is the whole page when a data-pagefind attribute lies outside <main>, or there is no <main>', () => {
    const outside = page(
      '<main><div data-pagefind-body><h1>T</h1></div></main>',
      '<header data-pagefind-filter="x"></header>',
    );
    expect(searchableHtml(outside)).toBe(outside);
    const noMain = page('<div data-pagefind-body><h1>T</h1></div>');
    expect(searchableHtml(noMain)).toBe(noMain);
  });
});
