import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLcp } from '../../tools/bench/assets';
import type { LighthousePage } from '../../tools/bench/lighthouse';
import type { ManifestEntry } from '../../src/lib/route-data';
import { placeOf } from '../../src/paths';

const root = mkdtempSync(join(tmpdir(), 'bench-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const measured = (url: string) =>
  ({ url, lcp: { imageUrl: 'https://localhost:4173/images/hero.avif' } }) as unknown as LighthousePage;

describe("the LCP image's preload", () => {
  it("is looked for in the page's HTML file as the route manifest gives it", () => {
    const home = placeOf({ locale: 'ar', path: '/' });
    const manifest = [{ ...home, kind: 'block-page', id: 'home' }] as unknown as ManifestEntry[];
    put('src/generated/route-manifest.json', JSON.stringify(manifest));
    put(`dist/${home.htmlFile}`, '<link rel="preload" as="image" href="/images/hero.avif" fetchpriority="high">');

    expect(checkLcp(root, [measured(home.url)])).toEqual([
      expect.objectContaining({ url: '/ar/', isImage: true, imageUrl: '/images/hero.avif', preloaded: true }),
    ]);
    expect(() => checkLcp(root, [measured('/ar/contact/')])).toThrow(/no page of .*route-manifest.*--only=lighthouse/);
  });
});
