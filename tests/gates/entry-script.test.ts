import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { builtPages, dist } from '../helpers/dist';

/*
 * Release gate: every page loads one entry script, a module that runs after the document is parsed.
 * The shell and the island loader look for their parts once, when it runs (src/client.ts): run earlier,
 * as an `async` script arriving from the cache does, they miss the parts not yet parsed, and those
 * islands never wake.
 */

const ENTRY = /<script\b[^>]*\bsrc="\/assets\/app-[^"]+\.js"[^>]*>/g;

describe('the entry script', () => {
  test.each(builtPages().map((p) => [p.url, p.file]))('%s runs it after parsing the page', (_, file) => {
    const tags = readFileSync(file, 'utf8').match(ENTRY) ?? [];
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/\btype="module"/);
    expect(tags[0]).not.toMatch(/\basync\b/);
  });

  // Every page downloads it before anything else: the island list and Vite's preloading of each island's
  // modules belong in src/islands/fetch-island.ts, fetched when an island wakes, not here.
  test('stays under 3 KB gzipped, with the modules it imports at once', () => {
    const page = readFileSync(builtPages()[0]!.file, 'utf8');
    const entry = /<script\b[^>]*\bsrc="\/(assets\/app-[^"]+\.js)"/.exec(page)![1]!;
    const code = readFileSync(join(dist, entry), 'utf8');
    // Static imports only (an `import … from` or a bare `import` of a sibling chunk); a dynamic import( ) waits for
    // its island.
    const imported = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
    const bytes = [entry, ...imported.map((f) => `assets/${f}`)]
      .map((f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length)
      .reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThan(3 * 1024);
  });
});
