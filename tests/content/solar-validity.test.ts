import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

/*
 * The tariffs and subsidies of content/solar-estimator.yaml hold for a period: the check fails on one past
 * its `validUntil` and warns a month before, at the line of the date.
 */
afterEach(removeTempDirs);

const FILE = 'content/solar-estimator.yaml';
const lines = (dir: string) => readFileSync(join(dir, FILE), 'utf8').split('\n');

/** A copy of the content whose Swiss subsidy table ends on `until`; the line of that date. */
function withSubsidyUntil(until: string): { dir: string; line: number } {
  const dir = copyContent('solar-validity-');
  const text = lines(dir);
  const subsidy = text.findIndex((l) => l === '    subsidy:');
  const line = text.findIndex((l, i) => i > subsidy && l.trim().startsWith('validUntil:'));
  text[line] = text[line]!.replace(/validUntil: .*/, `validUntil: ${until}`);
  writeFileSync(join(dir, FILE), text.join('\n'));
  return { dir, line: line + 1 };
}

describe('validity of the solar tariffs and subsidies', () => {
  it('fails on a subsidy table past its validUntil, naming the file and line', async () => {
    const { dir, line } = withSubsidyUntil('2026-03-31');
    const result = await buildContent(dir, { write: false, today: '2026-11-27' });
    expect(result.ok).toBe(false);
    expect(result.problems.map(formatProblem)).toEqual([
      `${FILE}:${line}:21 countries.CH.subsidy.source.validUntil: CH subsidy ("Pronovo, one-off remuneration for small PV systems (KLEIV), added and free-standing systems") expired on 2026-03-31: read the figures in force at its source, update them and the dates`,
    ]);
  });

  it('warns a month before, without failing', async () => {
    const { dir, line } = withSubsidyUntil('2026-12-20');
    const result = await buildContent(dir, { write: false, today: '2026-11-27' });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.warnings.map(formatProblem)).toContain(
      `${FILE}:${line}:21 countries.CH.subsidy.source.validUntil: CH subsidy ("Pronovo, one-off remuneration for small PV systems (KLEIV), added and free-standing systems") holds until 2026-12-20, 23 days from now: read next period's figures at its source and update them`,
    );
  });

  it('says nothing of tables valid for more than a month', async () => {
    const result = await buildContent(copyContent('solar-validity-'), { write: false, today: '2026-06-01' });
    expect(result.warnings).toEqual([]);
    expect(result.problems).toEqual([]);
  });
});
