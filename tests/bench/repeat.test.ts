import { describe, expect, it } from 'vitest';
import { median, medianRuns, repeatedRuns } from '../../tools/bench/repeat';

describe('build scale run more than once', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('groups the runs by size and version and gives each its median and range per page', () => {
    const runs = [
      { label: 'big', version: 'before', pages: 1000, buildCpuMs: 20_000, nextCpuMs: 14_000 },
      { label: 'big', version: 'after', pages: 1000, buildCpuMs: 19_000, nextCpuMs: 13_000 },
      { label: 'big', version: 'before', pages: 1000, buildCpuMs: 22_000, nextCpuMs: 15_000 },
      { label: 'big', version: 'after', pages: 1000, buildCpuMs: 18_000 },
      { label: 'big', version: 'after', pages: 1000, buildCpuMs: 21_000, nextCpuMs: 12_000 },
    ];
    expect(repeatedRuns(runs)).toEqual([
      {
        label: 'big',
        version: 'before',
        runs: 2,
        first: { median: 21, min: 20, max: 22 },
        next: { median: 14.5, min: 14, max: 15 },
      },
      {
        label: 'big',
        version: 'after',
        runs: 3,
        first: { median: 19, min: 18, max: 21 },
        next: { median: 12.5, min: 12, max: 13 },
      },
    ]);
  });

  it('leaves out runs that did not build, and picks the median run of each group', () => {
    const runs = [
      { label: 'real', pages: 210, buildCpuMs: 7000 },
      { label: 'real', pages: 210 },
      { label: 'real', pages: 210, buildCpuMs: 6000 },
      { label: 'real', pages: 210, buildCpuMs: 9000 },
    ];
    expect(repeatedRuns(runs)).toEqual([
      { label: 'real', runs: 4, first: { median: 7000 / 210, min: 6000 / 210, max: 9000 / 210 } },
    ]);
    expect(medianRuns(runs)).toEqual([runs[0]]);
  });
});
