import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from '../../scripts/content/checks/did-you-mean';

const paths = ['/', '/contact/', '/carports/', '/products/carports-v/', '/products/carports-solaire/', '/conseils/'];

describe('did you mean', () => {
  it('measures edits', () => {
    expect(editDistance('carport', 'carports')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests the one obvious page for a slip', () => {
    expect(didYouMean('/products/carport-v/', paths)).toBe('did you mean "/products/carports-v/"?');
    expect(didYouMean('/contacts/', paths)).toBe('did you mean "/contact/"?');
  });

  it('lists the nearest pages when none stands out', () => {
    expect(nearest('/blog/', paths, 3)).toHaveLength(3);
    expect(didYouMean('/blog/', paths)).toMatch(/^the nearest pages are "\/[^"]*", "\/[^"]*", "\/[^"]*"$/);
  });
});
