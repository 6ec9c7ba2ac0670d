import { describe, expect, it } from 'vitest';
import { estimateAmount, estimateAmountTag, readEstimateAmount } from '../../src/lib/estimate-amount';
import type { EstimatorConfig } from '../../src/schemas/estimator';

/* Fixed figures, so the sums are worked out by hand and do not move when content/estimator.yaml does. */
const config: EstimatorConfig = {
  types: {
    wooden: { pricePerM2: { min: 745, max: 1893 }, hoursPerM2: 1.5, products: [] },
    aluminium: { pricePerM2: { min: 400, max: 800 }, hoursPerM2: 1, products: [] },
    bioclimatic: { pricePerM2: { min: 800, max: 1500 }, hoursPerM2: 1.3, products: [] },
  },
  hourlyRate: { min: 50, max: 100 },
  permit: { min: 100, max: 500 },
  delivery: { min: 50, max: 150 },
  width: { min: 1.5, max: 12, step: 0.1, default: 4 },
  depth: { min: 1.5, max: 12, step: 0.1, default: 3 },
};

const amount = (attributes: Record<string, string>) => estimateAmount(config, readEstimateAmount(attributes));

describe('a figure of the estimator quoted in an article', () => {
  it('is a line of the estimate at the size asked for, or at the default size', () => {
    expect(amount({ type: 'aluminium', width: '4', depth: '3', part: 'structure', bound: 'max' })).toBe(9600);
    expect(amount({ type: 'aluminium', part: 'structure', bound: 'max' })).toBe(9600);
    expect(amount({ type: 'wooden', width: '5', depth: '2.5', part: 'structure', bound: 'min' })).toBe(9313);
    // 12 m² × 1.3 h = 15.6 h, rounded up to 16 h.
    expect(amount({ type: 'bioclimatic', part: 'labour', bound: 'min' })).toBe(800);
  });

  it('counts the permit and the delivery in a total only when asked', () => {
    expect(amount({ type: 'bioclimatic', part: 'total', bound: 'min' })).toBe(10400);
    expect(amount({ type: 'bioclimatic', part: 'total', bound: 'min', permit: 'yes', delivery: 'yes' })).toBe(10550);
    expect(amount({ type: 'bioclimatic', part: 'total', bound: 'max', permit: 'yes', delivery: 'yes' })).toBe(20250);
    expect(amount({ type: 'wooden', part: 'permit', bound: 'max' })).toBe(500);
  });

  it('is a rate of content/estimator.yaml', () => {
    expect(amount({ type: 'wooden', part: 'pricePerM2', bound: 'max' })).toBe(1893);
    expect(amount({ type: 'aluminium', part: 'hourlyRate', bound: 'min' })).toBe(50);
  });

  it('is written back as the component that asks for it', () => {
    const tag =
      '<EstimateAmount type="bioclimatic" width="4" depth="3" part="total" bound="max" permit="yes" delivery="yes" />';
    const attributes = Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(estimateAmountTag(readEstimateAmount(attributes))).toBe(tag);
    expect(estimateAmountTag(readEstimateAmount({ type: 'aluminium', part: 'pricePerM2', bound: 'min' }))).toBe(
      '<EstimateAmount type="aluminium" part="pricePerM2" bound="min" />',
    );
  });
});
