import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/app/pages';
import type { RouteFile } from '../../src/lib/page';

const generated = join(import.meta.dirname, '../../src/generated/data');

describe('the page component registry', () => {
  it('registers every page component the generated page data names', () => {
    const files = readdirSync(generated, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    const named = new Set(files.map((f) => (JSON.parse(readFileSync(join(generated, f), 'utf8')) as RouteFile).page));
    expect([...named].filter((name) => !(name in PAGES))).toEqual([]);
  });
});
