import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { builtPages } from '../helpers/dist';

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
});
