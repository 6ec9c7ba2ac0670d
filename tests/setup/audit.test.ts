/** The dependency audit's verdict: advisories need a recorded, dated exception, and an audit that failed is no pass. */
import { describe, expect, it } from 'vitest';
import { advisoriesOf, unexcused, type AuditException } from '../../scripts/setup/audit';

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
const EXCEPTION: AuditException = {
  id: 'GHSA-aaaa-bbbb-cccc',
  package: 'nodemailer',
  reason: 'the affected option is never set',
  recorded: '2026-11-28',
  until: '2026-12-31',
};

describe('the dependency audit', () => {
  it('fails on an advisory without an exception, and names what to do', () => {
    const advisories = advisoriesOf(REPORT);
    expect(advisories).toEqual([
      { id: 'GHSA-aaaa-bbbb-cccc', package: 'nodemailer', severity: 'moderate', title: 'Header injection' },
    ]);
    expect(unexcused(advisories, [], '2026-11-28')).toEqual([expect.stringMatching(/audit-exceptions\.yaml/)]);
  });

  it('passes with a recorded exception until its day, and fails again after it', () => {
    const advisories = advisoriesOf(REPORT);
    expect(unexcused(advisories, [EXCEPTION], '2026-12-31')).toEqual([]);
    expect(unexcused(advisories, [EXCEPTION], '2027-01-01')).toEqual([expect.stringMatching(/ended on 2026-12-31/)]);
  });

  it('fails when npm audit could not run', () => {
    expect(() => advisoriesOf({ message: '405 Method Not Allowed' })).toThrow(/did not run/);
  });
});
