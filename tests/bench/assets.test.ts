import { afterAll, describe, expect, it } from 'vitest';
import { checkLcp } from '../../tools/bench/assets';
import type { LighthousePage } from '../../tools/bench/lighthouse';
import { placeOf } from '../../src/paths';
import { builtProject } from '../helpers/built-project';
import { removeTempDirs } from '../helpers/content-copy';

afterAll(removeTempDirs);

const measured = (url: string) =>
  ({ url, lcp: { imageUrl: 'https://localhost:4173/images/hero.avif' } }) as unknown as LighthousePage;

describe("the LCP image's preload", () => {
  it("is looked for in the page's HTML file as the route manifest gives it", () => {
    const home = { locale: 'ar', path: '/' } as const;
    const { root, put } = builtProject('bench-assets-', [{ ...home, kind: 'block-page', id: 'home' }]);
    put(
      `dist/${placeOf(home).htmlFile}`,
      '<link rel="preload" as="image" href="/images/hero.avif" fetchpriority="high">',
    );

    expect(checkLcp(root, [measured(placeOf(home).url)])).toEqual([
      expect.objectContaining({ url: '/ar/', isImage: true, imageUrl: '/images/hero.avif', preloaded: true }),
    ]);
    expect(() => checkLcp(root, [measured('/ar/contact/')])).toThrow(/no page of .*route-manifest.*--only=lighthouse/);
  });
});
