import { describe, expect, it } from 'vitest';
import { bandSpread, costModel, FLAT_TOLERANCE, flatness } from '../../tools/bench/cost';

describe('costModel', () => {
  it('splits a straight-line cost into its fixed part and its cost per page', () => {
    const model = costModel([
      { pages: 1422, cpuMs: 5000 + 12 * 1422 },
      { pages: 210, cpuMs: 5000 + 12 * 210 },
      { pages: 9702, cpuMs: 5000 + 12 * 9702 },
    ])!;
    expect(model.fixedMs).toBeCloseTo(5000, 6);
    expect(model.perPageMs).toBeCloseTo(12, 9);
    expect(model.marginal.map((m) => [m.from, m.to])).toEqual([
      [210, 1422],
      [1422, 9702],
    ]);
    for (const m of model.marginal) expect(m.msPerPage).toBeCloseTo(12, 9);
  });

  it('shows a build that grows faster than its pages in the marginal cost', () => {
    const quadratic = (n: number) => ({ pages: n, cpuMs: n * n * 0.01 });
    const model = costModel([quadratic(100), quadratic(1000), quadratic(10000)])!;
    const [small, large] = model.marginal.map((m) => m.msPerPage);
    expect(large! / small!).toBeGreaterThan(9);
  });

  it('needs two different sizes', () => {
    expect(costModel([{ pages: 210, cpuMs: 7000 }])).toBeUndefined();
    expect(
      costModel([
        { pages: 210, cpuMs: 7000 },
        { pages: 210, cpuMs: 7100 },
      ]),
    ).toBeUndefined();
  });
});

describe('bandSpread', () => {
  it('is the distance of the extremes from their middle, as a share of it', () => {
    // 12 and 18 lie within ±20% of 15.
    expect(bandSpread([12, 15, 18])).toBeCloseTo(0.2, 12);
    expect(bandSpread([16.3, 15.8])).toBeCloseTo(0.5 / 32.1, 12);
    // 31.1 ms per page at the real site against 17.3 at 9,702 pages: far from flat.
    expect(bandSpread([31.1, 18.0, 17.3])!).toBeGreaterThan(0.28);
  });

  it('is zero for one value and undefined for none', () => {
    expect(bandSpread([13])).toBe(0);
    expect(bandSpread([])).toBeUndefined();
  });
});

describe('flatness', () => {
  it('tells a fixed cost, which only the all-in reading sees, from a cost that grows faster than the pages', () => {
    const straight = flatness([
      { pages: 210, cpuMs: 2600 + 16 * 210 },
      { pages: 1422, cpuMs: 2600 + 16 * 1422 },
      { pages: 9702, cpuMs: 2600 + 16 * 9702 },
    ])!;
    expect(straight.allIn[0]).toBeCloseTo(16 + 2600 / 210, 9);
    expect(straight.allInSpread).toBeGreaterThan(FLAT_TOLERANCE);
    expect(straight.marginal).toHaveLength(2);
    expect(straight.marginalSpread).toBeCloseTo(0, 9);

    const quadratic = flatness([100, 1000, 10000].map((n) => ({ pages: n, cpuMs: n * n * 0.01 })))!;
    expect(quadratic.marginalSpread).toBeGreaterThan(FLAT_TOLERANCE);
  });

  it('needs two sizes, and three for the marginal reading', () => {
    expect(flatness([{ pages: 210, cpuMs: 7000 }])).toBeUndefined();
    const two = flatness([
      { pages: 210, cpuMs: 7000 },
      { pages: 9702, cpuMs: 170000 },
    ])!;
    expect(two.marginal).toHaveLength(1);
    expect(two.marginalSpread).toBeUndefined();
  });
});
