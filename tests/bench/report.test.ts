import { describe, expect, it } from 'vitest';
import { phaseCpuTable, table } from '../../tools/bench/report';
import type { ScaleResult } from '../../tools/bench/scale';

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

describe('the build phases table', () => {
  const run: ScaleResult = {
    label: '1000 articles, 600 products',
    articles: 1000,
    products: 600,
    pages: 1000,
    phases: {},
    buildCpuMs: 23_000,
    indexerCpuMs: 6_000,
    phasesCpu: {
      content: 7_000,
      clientBundle: 100,
      serverBundle: 200,
      render: 13_000,
      postbuild: 1_500,
      'verify-dist': 400,
    },
  } as ScaleResult;

  it('puts each phase under its heading, Pagefind out of the render and the finishing steps in one cell', () => {
    const lines = phaseCpuTable([run])
      .join('\n')
      .split('\n')
      .filter((l) => l.startsWith('|'));
    const [head, , row] = lines.map(cells);
    expect(Object.fromEntries(head!.map((h, i) => [h, row![i]]))).toEqual({
      content: '1000 articles, 600 products',
      pages: '1000',
      'content step': '7.00',
      'client bundle': '0.10',
      'server bundle': '0.20',
      render: '7.00',
      Pagefind: '6.00',
      finishing: '1.90',
      total: '23.00',
    });
  });

  it('refuses a row with fewer cells than headings', () => {
    expect(table(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
    expect(() => table(['a', 'b', 'c'], [['1', '2']])).toThrow(/a row of 2 cells under 3 headings/);
  });
});
