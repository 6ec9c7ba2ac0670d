/** The dependency audit's verdict: advisories need a recorded, dated exception, and an audit that failed is no pass. */
import { describe, expect, it } from 'vitest';
import { advisoriesOf, auditProblems } from '../../scripts/setup/audit';

/** The shape `npm audit --json` (report version 2) gives. */
const REPORT = {
  auditReportVersion: 2,
  vulnerabilities: {
    nodemailer: {
      via: [
        {
          name: 'nodemailer',
          title: 'Header injection',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'moderate',
        },
      ],
    },
    'some-parent': { via: ['nodemailer'] },
  },
};
const FILE = 'audit-exceptions.yaml';
/** The exceptions file with these entries (YAML; `until: 2026-12-31` reads as text, as in the real file). */
const exceptionsFile = (...entries: string[]) =>
  entries.length === 0
    ? 'exceptions: []\n'
    : `exceptions:\n${entries.map((e) => `  - ${e.trim().replace(/\n\s*/g, '\n    ')}`).join('\n')}\n`;
const EXCEPTION = `
  id: GHSA-aaaa-bbbb-cccc
  package: nodemailer
  reason: the affected option is never set
  recorded: 2026-11-28
  until: 2026-12-31`;
/** EXCEPTION with `field` left out, or set to `value`. */
const exceptionWith = (field: string, value?: string) =>
  EXCEPTION.split('\n')
    .filter((line) => !line.trim().startsWith(`${field}:`))
    .concat(value === undefined ? [] : [`  ${field}: ${value}`])
    .join('\n');

describe('the dependency audit', () => {
  it('fails on an advisory without an exception, and names what to do', () => {
    expect(advisoriesOf(REPORT)).toEqual([
      { id: 'GHSA-aaaa-bbbb-cccc', package: 'nodemailer', severity: 'moderate', title: 'Header injection' },
    ]);
    expect(auditProblems(REPORT, exceptionsFile(), FILE, '2026-11-28')).toEqual([
      expect.stringMatching(/^GHSA-aaaa-bbbb-cccc in nodemailer .*npm update nodemailer.*audit-exceptions\.yaml/),
    ]);
  });

  it('passes with a recorded exception until its day, and fails again after it', () => {
    expect(auditProblems(REPORT, exceptionsFile(EXCEPTION), FILE, '2026-12-31')).toEqual([]);
    const after = auditProblems(REPORT, exceptionsFile(EXCEPTION), FILE, '2027-01-01');
    expect(after).toEqual([
      expect.stringMatching(/^audit-exceptions\.yaml: exception 1 \(GHSA-aaaa-bbbb-cccc\): it ended on 2026-12-31/),
      expect.stringMatching(/^GHSA-aaaa-bbbb-cccc in nodemailer/),
    ]);
  });

  it('refuses an exception without a real end day, a reason or the day recorded, naming the entry and what to add', () => {
    const cases: [string, string, RegExp][] = [
      [exceptionWith('until', 'never'), 'never', /add `until: YYYY-MM-DD`, a real day/],
      [exceptionWith('until', 'TBD'), 'TBD', /add `until: YYYY-MM-DD`/],
      [exceptionWith('until', '2027-02-30'), 'a day that does not exist', /add `until: YYYY-MM-DD`/],
      [exceptionWith('until', '2099-1-1'), 'a day not written YYYY-MM-DD', /add `until: YYYY-MM-DD`/],
      [exceptionWith('until'), 'no end day', /add `until: YYYY-MM-DD`/],
      [exceptionWith('reason'), 'no reason', /add `reason:`/],
      [exceptionWith('reason', "'  '"), 'a blank reason', /add `reason:`/],
      [exceptionWith('recorded'), 'no day recorded', /add `recorded: YYYY-MM-DD`/],
      [exceptionWith('recorded', 'yesterday'), 'a word for the day recorded', /add `recorded: YYYY-MM-DD`/],
      [exceptionWith('recorded', '2027-01-15'), 'recorded after its end', /`recorded` \(2027-01-15\) is after `until`/],
    ];
    for (const [entry, what, message] of cases) {
      expect(auditProblems(REPORT, exceptionsFile(entry), FILE, '2026-11-28'), what).toEqual([
        expect.stringMatching(
          new RegExp(`^audit-exceptions\\.yaml: exception 1 \\(GHSA-aaaa-bbbb-cccc\\): ${message.source}`),
        ),
        expect.stringMatching(/^GHSA-aaaa-bbbb-cccc in nodemailer/),
      ]);
    }
  });

  it('refuses such an exception even when no advisory needs it, with one line per thing to add', () => {
    const bare = 'id: GHSA-zzzz-zzzz-zzzz\npackage: left-pad\nuntil: never';
    expect(auditProblems(REPORT, exceptionsFile(EXCEPTION, bare), FILE, '2026-11-28')).toEqual([
      expect.stringMatching(/^audit-exceptions\.yaml: exception 2 \(GHSA-zzzz-zzzz-zzzz\): add `reason:`/),
      expect.stringMatching(/^audit-exceptions\.yaml: exception 2 \(GHSA-zzzz-zzzz-zzzz\): add `recorded:/),
      expect.stringMatching(/^audit-exceptions\.yaml: exception 2 \(GHSA-zzzz-zzzz-zzzz\): add `until:/),
    ]);
    expect(auditProblems(REPORT, 'exceptions: none\n', FILE, '2026-11-28')[0]).toMatch(/`exceptions` must be a list/);
  });

  it('fails when npm audit could not run', () => {
    expect(() => advisoriesOf({ message: '405 Method Not Allowed' })).toThrow(/did not run/);
  });
});
