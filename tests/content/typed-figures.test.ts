import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { computedAmounts, typedFigures } from '../../scripts/content/checks/estimate-amount-checks';
import { estimateHours } from '../../src/lib/estimate-amount';
import { estimatorSchema } from '../../src/schemas/estimator';

/**
 * In an article that quotes the estimator, a price per m², the hourly rate or a line of the example typed as
 * plain digits would keep its old value when content/estimator.yaml changes: the check names it at its place.
 */
const config = estimatorSchema.parse(parse(readFileSync('content/estimator.yaml', 'utf8')));
const example = { name: 'EstimateAmount', line: 1, column: 1 };
const computed = computedAmounts(config, [
  { ...example, attributes: { type: 'aluminium', width: '4', depth: '3', part: 'structure', bound: 'max' } },
]);
const found = (text: string) =>
  typedFigures('a.mdx', { text, line: 10 }, computed).map((p) => `${p.line}:${p.column} ${p.message.split(':')[0]}`);

describe('figures typed where the estimator works them out', () => {
  it('finds a price per m², the hourly rate and a total typed by hand, grouped as any language groups them', () => {
    const wooden = config.types.wooden.pricePerM2;
    expect(wooden).toEqual({ min: 745, max: 1893 });
    expect(found(`Wood, from CHF 745 to CHF 1’893 per m².\n| Labour | 50–100 per hour |`)).toEqual([
      '10:16 "745" is worked out from content/estimator.yaml',
      '10:27 "1’893" is worked out from content/estimator.yaml',
      '11:12 "50" is worked out from content/estimator.yaml',
      '11:15 "100" is worked out from content/estimator.yaml',
    ]);
    expect(found('de CHF 745 à CHF 1\u202f893 par m², من 745 إلى 1,893 وCHF 400')).toHaveLength(5);
  });

  it('finds the hours of labour the estimator works out, typed with their unit in any language', () => {
    const hours = estimateHours(config, { type: 'bioclimatic', width: 4, depth: 3 });
    expect(hours).toBe(16);
    const tag = '<EstimateHours type="bioclimatic" width="4" depth="3" />';
    const hoursFound = (text: string) =>
      typedFigures('a.mdx', { text, line: 1 }, computed, new Map([[hours, [tag]]])).map((p) => p.message);
    expect(hoursFound('we assume 16 hours of labour; | 16 h × rate |; 16 ساعة')).toEqual(
      Array(3).fill(`"16" is worked out from content/estimator.yaml: write ${tag} so that it follows the data`),
    );
    expect(hoursFound(`we assume ${tag} hours; 16 weeks; 16 m²`)).toEqual([]);
    expect(
      hoursFound('we assume <EstimateHours type="bioclimatic" width="4" depth="3" unit="hours" /> of labour'),
    ).toEqual([]);
  });

  it('leaves hours, surfaces, weeks, years, a figure in a component and an amount it does not work out alone', () => {
    expect(
      found(
        '16 h of labour for 12 m², 2 to 4 weeks, since 2026, <EstimateAmount type="wooden" part="pricePerM2" bound="min" />, a blind for CHF 1’234.',
      ),
    ).toEqual([]);
  });
});
