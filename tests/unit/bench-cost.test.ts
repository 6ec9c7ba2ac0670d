import { describe, expect, it } from 'vitest';
import { costModel } from '../../tools/bench/cost';

describe('costModel', () => {
  it('splits a straight-line cost into its fixed part and its cost per route', () => {
    const model = costModel([
      { routes: 1422, cpuMs: 5000 + 12 * 1422 },
      { routes: 210, cpuMs: 5000 + 12 * 210 },
      { routes: 9702, cpuMs: 5000 + 12 * 9702 },
    ])!;
    expect(model.fixedMs).toBeCloseTo(5000, 6);
    expect(model.perRouteMs).toBeCloseTo(12, 9);
    expect(model.marginal.map((m) => [m.from, m.to])).toEqual([
      [210, 1422],
      [1422, 9702],
    ]);
    for (const m of model.marginal) expect(m.msPerRoute).toBeCloseTo(12, 9);
  });

  it('shows a build that grows faster than its routes in the marginal cost', () => {
    const quadratic = (n: number) => ({ routes: n, cpuMs: n * n * 0.01 });
    const model = costModel([quadratic(100), quadratic(1000), quadratic(10000)])!;
    const [small, large] = model.marginal.map((m) => m.msPerRoute);
    expect(large! / small!).toBeGreaterThan(9);
  });

  it('needs two different sizes', () => {
    expect(costModel([{ routes: 210, cpuMs: 7000 }])).toBeUndefined();
    expect(
      costModel([
        { routes: 210, cpuMs: 7000 },
        { routes: 210, cpuMs: 7100 },
      ]),
    ).toBeUndefined();
  });
});
