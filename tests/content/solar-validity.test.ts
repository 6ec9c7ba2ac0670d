import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { solarValidity } from '../../scripts/content/checks/solar-validity';
import { formatProblem } from '../../scripts/content/problems';
import { copyContent, removeTempDirs } from '../helpers/content-copy';
import { lineOf } from '../helpers/line-of';

/*
 * The content check never fails on a date: a solar table whose last period ends within 60 days, has ended
 * or is due to be read again is a warning at the line of its date. What an author got wrong in the periods
 * themselves fails, at its line.
 */
afterEach(removeTempDirs);

const FILE = 'content/solar-estimator.yaml';

/** A copy of the content with `edit` applied to the solar figures' text. */
function edited(edit: (text: string) => string): string {
  const dir = copyContent('solar-validity-');
  const file = join(dir, FILE);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}
describe('the content check on other days', () => {
  // The day reaches the check through buildContent's `day`, and enters nothing but the solar warnings: one run
  // on the real content proves the check passes and warns on a day; the other days ask the same warnings again.
  let result: Awaited<ReturnType<typeof buildContent>>;
  beforeAll(async () => {
    result = await buildContent(copyContent('solar-validity-'), { write: false, day: '2027-01-02' });
  });
  const warningsOn = (day: string) => solarValidity(result.content, day);

  it('passes as of 2 January 2027, naming the Swiss tariff that ended and the French tables withheld since 2026', () => {
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    const warnings = result.warnings.map(formatProblem);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /countries\.CH\.tariff\.periods\[0\]\.validUntil: CH tariff .* ended on 2026-12-31, 2 days ago: the estimator shows "being updated"/,
      ),
    );
    // 2026-07-31 to 2027-01-02: 153 days to the year's end, and 2 more.
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /countries\.FR\.tariff\.periods\[0\]\.validUntil: FR tariff .* ended on 2026-07-31, 155 days ago: the estimator shows "being updated"/,
      ),
    );
    for (const table of ['feedIn', 'subsidy'])
      expect(warnings).toContainEqual(
        expect.stringMatching(
          new RegExp(`countries\\.FR\\.${table}\\.periods\\[1\\]\\.validUntil: FR ${table} .* ended on 2026-06-04`),
        ),
      );
  });

  it('warns as of 1 June 2028 of every review date, all passed', () => {
    const fields = warningsOn('2028-06-01')
      .map((w) => w.field)
      .sort();
    expect(fields).toEqual([
      'countries.CH.feedIn.reviewBy',
      'countries.CH.subsidy.reviewBy',
      'countries.CH.tariff.periods[0].validUntil',
      'countries.FR.feedIn.periods[1].validUntil',
      'countries.FR.subsidy.periods[1].validUntil',
      'countries.FR.tariff.periods[0].validUntil',
      'countries.FR.vat.reviewBy',
    ]);
  });

  it('warns 60 days before a period ends, not 61', () => {
    // The Swiss tariff ends on 2026-12-31: 60 days before is 2026-11-01.
    const at60 = warningsOn('2026-11-01');
    const at61 = warningsOn('2026-10-31');
    const tariff = (warnings: typeof at60) =>
      warnings.filter((w) => w.field === 'countries.CH.tariff.periods[0].validUntil');
    expect(tariff(at60).map((w) => w.message)).toEqual([expect.stringContaining('ends on 2026-12-31, in 60 days')]);
    expect(tariff(at61)).toEqual([]);
    // Before its end is near, the passed day to read ElCom again (15 September) is what is named.
    expect(at61.map((w) => w.field)).toContain('countries.CH.tariff.reviewBy');
  });
});

describe('periods an author got wrong fail the check at their line', () => {
  it('a period that starts while the one before still holds', async () => {
    // The French feed-in's second period starts on 2026-04-01; the first is made to end on 2026-06-30.
    const dir = edited((t) =>
      t.replace(
        '          validUntil: 2026-03-31\n          source:\n            title: CRE, purchase tariffs',
        '          validUntil: 2026-06-30\n          source:\n            title: CRE, purchase tariffs',
      ),
    );
    const result = await buildContent(dir, { write: false, day: '2026-11-28' });
    expect(result.ok).toBe(false);
    const text = readFileSync(join(dir, FILE), 'utf8').split('\n');
    const feedIn = text.findIndex(
      (l) => l === '    feedIn:',
      text.findIndex((l) => l === '  FR:'),
    );
    const line = text.findIndex((l, i) => i > feedIn && l.includes('- validFrom: 2026-04-01')) + 1;
    expect(result.problems.map(formatProblem)).toEqual([
      `${FILE}:${line}:22 countries.FR.feedIn.periods[1].validFrom: this period starts on 2026-04-01 while the one before still holds until 2026-06-30: end the earlier period the day before`,
    ]);
  });

  it('a period that ends before it starts, and one without a read date', async () => {
    const dir = edited((t) =>
      t
        .replace(
          '        - validFrom: 2026-01-01\n          validUntil: 2026-12-31',
          '        - validFrom: 2026-01-01\n          validUntil: 2025-12-31',
        )
        .replace(
          '            url: https://bofip.impots.gouv.fr/doctrine/pgp/14817-PGP\n            read: 2026-11-28\n',
          '            url: https://bofip.impots.gouv.fr/doctrine/pgp/14817-PGP\n',
        ),
    );
    const result = await buildContent(dir, { write: false, day: '2026-11-28' });
    expect(result.ok).toBe(false);
    const messages = result.problems.map(formatProblem);
    expect(messages).toContainEqual(
      `${FILE}:${lineOf(dir, FILE, 'validUntil: 2025-12-31')}:23 countries.CH.tariff.periods[0].validUntil: the period ends before it starts: "Valid until" must be on or after "Valid from"`,
    );
    expect(messages).toContainEqual(expect.stringMatching(/countries\.FR\.vat\.periods\[0\]\.source\.read: /));
  });

  it('a period without a source', async () => {
    const dir = edited((t) =>
      t.replace(/( {8}- validFrom: 2025-10-01\n) {10}source:\n(?: {12}.*\n)+?( {10}classes:)/, '$1$2'),
    );
    const result = await buildContent(dir, { write: false, day: '2026-11-28' });
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.field)).toContain('countries.FR.vat.periods[0].source');
  });
});
