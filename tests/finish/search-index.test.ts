// The indexer runs with one thread per pool (scripts/finish/search-index.ts): the index must not depend on it.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INDEXER_THREADS, openSearchIndex } from '../../scripts/finish/search-index';

const words = ['pergola', 'carport', 'vitrage', 'solaire', 'borne', 'toiture', 'alu', 'bois'];
/** Enough pages in enough languages that a pool of several threads splits the work. */
const pages = ['en', 'fr', 'de', 'it'].flatMap((lang) =>
  Array.from({ length: 30 }, (_, i) => {
    const text = words.map((w, j) => `${w}${(i * 7 + j) % 13}`).join(' ');
    const html = `<!doctype html><html lang="${lang}"><head></head><body><main data-pagefind-body><h1>${lang} ${i}</h1><p>${text}</p></main></body></html>`;
    return { file: `${lang}/p${i}/index.html`, html };
  }),
);

/** Each file of the index written for `pages`, with its digest. */
async function indexFiles(): Promise<string[]> {
  const dist = mkdtempSync(join(tmpdir(), 'search-index-'));
  try {
    const index = await openSearchIndex();
    for (const { file, html } of pages) await index.add(file, html);
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
}

describe("the indexer's threads", () => {
  afterEach(() => {
    for (const name of Object.keys(INDEXER_THREADS)) delete process.env[name];
  });

  it('give the same index with one thread per pool as with four', async () => {
    const one = await indexFiles();
    for (const name of Object.keys(INDEXER_THREADS)) process.env[name] = '4';
    expect(await indexFiles()).toEqual(one);
    expect(one.filter((f) => f.startsWith('fragment/'))).toHaveLength(pages.length);
  }, 60_000);

  it('are set only for the indexer: the environment is left as it was', async () => {
    process.env.RAYON_NUM_THREADS = '3';
    await indexFiles();
    expect(process.env.RAYON_NUM_THREADS).toBe('3');
    expect(process.env.TOKIO_WORKER_THREADS).toBeUndefined();
  }, 60_000);
});
