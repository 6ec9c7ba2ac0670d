import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { figuresReport, REMINDER_MARKER } from '../../scripts/authoring/figures-report';
import { solarDeadlines } from '../../scripts/content/checks/solar-deadlines';
import type { SolarEstimatorConfig } from '../../src/schemas/solar-estimator';
import { loadContent } from '../../scripts/content/load/load';
import { SOLAR_CONFIG } from '../helpers/solar-input';
import { removeTempDirs, tempDir } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');

/*
 * The weekly reminder's report (.github/workflows/solar-figures.yml) on fixtures: as of 2027-03-01, one
 * table ending in 30 days, one in 90, one ended, one past its review date with no end set; the others with no
 * end and a review date to come.
 */
const DAY = '2027-03-01';

function fixture(): SolarEstimatorConfig {
  const config = structuredClone(SOLAR_CONFIG);
  const { CH, FR } = config.countries;
  /** The period with its end set to `validUntil`, or with no end. */
  const only = <P extends { validFrom: string; validUntil?: string }>(p: P, validUntil?: string): P => {
    const copy = { ...p };
    delete copy.validUntil;
    return validUntil ? { ...copy, validUntil } : copy;
  };
  CH.tariff = { ...CH.tariff, reviewBy: undefined, periods: [only(CH.tariff.periods[0]!, '2027-03-31')] }; // 30 days
  CH.feedIn = { ...CH.feedIn, reviewBy: undefined, periods: [only(CH.feedIn.periods[0]!, '2027-05-30')] }; // 90 days
  CH.subsidy = { ...CH.subsidy, reviewBy: undefined, periods: [only(CH.subsidy.periods[0]!, '2027-01-31')] }; // ended
  FR.tariff = { ...FR.tariff, reviewBy: '2027-02-01', periods: [only(FR.tariff.periods[0]!)] }; // review passed, no end
  FR.feedIn = { ...FR.feedIn, reviewBy: '2027-06-01', periods: [only(FR.feedIn.periods.at(-1)!)] };
  FR.subsidy = { ...FR.subsidy, reviewBy: '2027-06-01', periods: [only(FR.subsidy.periods.at(-1)!)] };
  FR.vat = { ...FR.vat!, reviewBy: '2027-06-01' };
  return config;
}

describe('the solar figures reminder', () => {
  const deadlines = solarDeadlines(fixture(), DAY);

  it('names the table ending in 30 days, the one ended and the one due to be read again, not the one in 90 days', () => {
    expect(deadlines.map((d) => [d.country, d.table, d.state, d.days])).toEqual([
      ['CH', 'tariff', 'ending', 30],
      ['CH', 'subsidy', 'ended', -29],
      ['FR', 'tariff', 'review', -28],
    ]);
  });

  it('writes one issue body in Markdown: each table with its source, its note and when it is revised', () => {
    const body = figuresReport(deadlines, DAY, true);
    expect(body.startsWith(`${REMINDER_MARKER}\n`)).toBe(true);
    expect(body).toContain('as of 2027-03-01');
    expect(body).toContain('## Ended: the estimator shows "being updated" for these');
    expect(body).toContain(
      '- **CH subsidy**, last day 2027-01-31: [Pronovo, one-off remuneration for small PV systems (KLEIV), added and free-standing systems, from 1 April 2025](https://pronovo.ch/de/foerderinstrumente/neuerungen-einmalverguetung-photovoltaik/). Revised: When the Energy Promotion Ordinance (EnFV, annex 2.1) changes, usually on 1 January or 1 April.',
    );
    expect(body).toContain('## Ending within 60 days\n\n- **CH tariff**, last day 2027-03-31:');
    expect(body).toContain('## Due to be read again\n\n- **FR tariff**, read again by 2027-02-01:');
    expect(body).not.toContain('feedIn');
    // Ended first, then ending, then due: the order a person acts in.
    expect(body.indexOf('## Ended')).toBeLessThan(body.indexOf('## Ending'));
  });

  it('writes nothing when nothing is due, so the workflow closes its issue', () => {
    expect(figuresReport([], DAY, true)).toBe('');
    expect(figuresReport([], DAY, false)).toContain('No solar table ends within 60 days');
  });

  it('is run weekly and on demand by its own workflow, which finds its issue by the same marker', () => {
    const workflow = parse(
      readFileSync(join(import.meta.dirname, '../../.github/workflows/solar-figures.yml'), 'utf8'),
    );
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.on.schedule[0].cron).toMatch(/^\S+ \S+ \* \* \d$/);
    expect(workflow.permissions).toEqual({ contents: 'read', issues: 'write' });
    const script = workflow.jobs.remind.steps.find((s: { uses?: string }) =>
      s.uses?.startsWith('actions/github-script'),
    );
    expect(script.with.script).toContain(REMINDER_MARKER);
    // A changed list is said in a comment, which notifies; an unchanged one is left alone.
    expect(script.with.script).toMatch(/if \(mine\.body === body\) return;[\s\S]*createComment/);
    const ci = readFileSync(join(import.meta.dirname, '../../.github/workflows/ci.yml'), 'utf8');
    expect(ci).not.toContain('figures:report');
  });
});

describe('the figures the reminder reads', () => {
  const COLLECTIONS = '../../scripts/content/collections';
  afterEach(() => {
    vi.doUnmock(COLLECTIONS);
    vi.resetModules();
  });
  afterAll(removeTempDirs);

  /** The report's module, loaded again with the solar figures' file named `file` in the list of single files. */
  async function withFiguresIn(file: string) {
    vi.doMock(COLLECTIONS, async (original) => {
      const real = await original<typeof import('../../scripts/content/collections')>();
      const singleFiles = real.SINGLE_FILES.map((f) => (f.key === 'solarEstimator' ? { ...f, file } : f));
      return { ...real, SINGLE_FILES: singleFiles };
    });
    vi.resetModules();
    return import('../../scripts/authoring/figures-report');
  }

  it('are the file the content step reads, as the list of single files names it, checked by its schema', async () => {
    const report = await withFiguresIn('figures/solar.yaml');
    const root = tempDir('figures-');
    mkdirSync(join(root, 'content/figures'), { recursive: true });
    copyFileSync(join(ROOT, 'content/solar-estimator.yaml'), join(root, 'content/figures/solar.yaml'));
    const loaded = await loadContent(ROOT);
    expect(report.solarFiguresIn(root)).toEqual(loaded.solarEstimator!.data);
    expect(report.figuresReport(solarDeadlines(fixture(), DAY), DAY, true)).toContain(
      'add it to `content/figures/solar.yaml` as soon as it is published',
    );
    // A `source:` line is a translation's bookkeeping, which the content step takes out before the schema reads.
    const real = readFileSync(join(ROOT, 'content/solar-estimator.yaml'), 'utf8');
    writeFileSync(join(root, 'content/figures/solar.yaml'), `source: 0123abc\n${real}`);
    expect(report.solarFiguresIn(root)).toEqual(loaded.solarEstimator!.data);
    writeFileSync(join(root, 'content/figures/solar.yaml'), 'countries: {}\n');
    expect(() => report.solarFiguresIn(root)).toThrow(
      'content/figures/solar.yaml does not validate; run `npm run content:check` to see why',
    );
  });
});
