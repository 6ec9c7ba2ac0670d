import { describe, expect, it } from 'vitest';
import { pagesInLog } from '../../tools/bench/scale';

describe("the pages a build's log reports", () => {
  it('reads the content step’s count, in its words and in an older checkout’s', () => {
    const log = (line: string) =>
      `> content\ncontent: 269 files valid in 2783 ms\n${line}\nsearch: 174 pages indexed\n`;
    expect(
      pagesInLog(log('content: 216 pages in src/generated/ (242 files written, 0 unchanged, 0 stale removed)')),
    ).toBe(216);
    expect(pagesInLog(log('content: 180 routes in src/generated/ (200 files written)'))).toBe(180);
    expect(pagesInLog(log('content: 96 routes written to src/generated/'))).toBe(96);
  });

  it('gives nothing when the content step said no count', () => {
    expect(pagesInLog('content: 3 problems in content/\n')).toBeUndefined();
  });
});
