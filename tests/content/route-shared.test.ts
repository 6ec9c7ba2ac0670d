// Each kind of route carries exactly the shared blocks its builder names (src/lib/route-data.ts), so a
// page component reading one its kind is not given is a type error. `tsc --noEmit` checks this file:
// the @ts-expect-error lines fail the type check the day such a read compiles.
import { describe, expect, it } from 'vitest';
import type { ManifestEntry, PageKind, RouteFile, RouteOfKind } from '../../src/lib/route-data';
import { readGenerated } from '../helpers/generated';

const manifest = readGenerated<ManifestEntry[]>('route-manifest.json');

/** The generated data of the first English route of a kind. */
function firstOf<K extends PageKind>(kind: K): RouteOfKind[K] {
  const entry = manifest.find((r) => r.kind === kind && r.locale === 'en')!;
  return readGenerated<RouteFile>(entry.dataFile).route as RouteOfKind[K];
}

describe('the shared blocks of each kind of route', () => {
  it('an article has its banner and quality blocks, and no reviews to read', () => {
    const article = firstOf('article');
    expect(article.shared.banner.title).toBeTruthy();
    expect(article.shared.quality.items.length).toBeGreaterThan(0);
    // @ts-expect-error: an article route is given no reviews, so no page may read them from it
    expect(article.shared.reviews).toBeUndefined();
  });

  it('a product has the reviews an article lacks', () => {
    const product = firstOf('product');
    expect(product.shared.reviews.reviews.length).toBeGreaterThan(0);
  });

  it('a prose page has no shared block', () => {
    const prose = firstOf('prose');
    expect(prose.shared).toEqual({});
    // @ts-expect-error: a prose route is given no shared block
    expect(prose.shared.banner).toBeUndefined();
  });
});
