import { DATED_TABLES, type SolarEstimatorConfig, type SolarSource } from '../../../src/schemas/solar-estimator';
import type { Day } from '../../../src/lib/solar-periods';

/*
 * Which dated tables of content/solar-estimator.yaml need a person: a table whose last period has ended
 * or ends within 60 days, and one whose day to read the source again has passed. Never a reason to fail
 * a check: the estimator shows "being updated" for a table with no period in force, so a date only ever
 * asks for an author's attention. Read by the content check, `npm run content:status`, the pull request
 * report and the weekly reminder.
 */

export const WARN_DAYS = 60;
const DAY_MS = 86_400_000;

export type DeadlineState = 'ended' | 'ending' | 'review';

export interface Deadline {
  country: string;
  table: string;
  state: DeadlineState;
  /** The last day of the last period, when it has one. */
  until?: Day;
  /** Days from the day asked to `until` (negative once ended), or to `reviewBy`. */
  days: number;
  reviewBy?: Day;
  revised: string;
  /** The source of the table's last period: where to read its next figures. */
  source: SolarSource;
  /** The date's field path in the YAML, for `file:line`. */
  fieldPath: (string | number)[];
}

const daysBetween = (from: Day, to: Day) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function solarDeadlines(config: SolarEstimatorConfig, day: Day): Deadline[] {
  const found: Deadline[] = [];
  for (const [country, figures] of Object.entries(config.countries))
    for (const table of DATED_TABLES) {
      const dated = figures[table];
      if (!dated) continue;
      const index = dated.periods.length - 1;
      const last = dated.periods[index]!;
      const base = { country, table, revised: dated.revised, source: last.source, reviewBy: dated.reviewBy };
      if (last.validUntil) {
        const days = daysBetween(day, last.validUntil);
        if (days <= WARN_DAYS) {
          found.push({
            ...base,
            state: days < 0 ? 'ended' : 'ending',
            until: last.validUntil,
            days,
            fieldPath: ['countries', country, table, 'periods', index, 'validUntil'],
          });
          continue;
        }
      }
      if (dated.reviewBy && dated.reviewBy <= day)
        found.push({
          ...base,
          state: 'review',
          ...(last.validUntil && { until: last.validUntil }),
          days: daysBetween(day, dated.reviewBy),
          fieldPath: ['countries', country, table, 'reviewBy'],
        });
    }
  return found;
}

/** One line for a person: what ends or is due, and where to read the next figures. */
export function deadlineMessage(d: Deadline): string {
  const name = `${d.country} ${d.table} ("${d.source.title}")`;
  const read = `read the next figures at ${d.source.url ?? 'its source'} (${d.revised}) and add them as a new period`;
  if (d.state === 'ended')
    return `${name} ended on ${d.until}, ${-d.days} day${d.days === -1 ? '' : 's'} ago: the estimator shows "being updated" for it; ${read}`;
  if (d.state === 'ending') return `${name} ends on ${d.until}, in ${d.days} day${d.days === 1 ? '' : 's'}: ${read}`;
  return `${name} was due to be read again on ${d.reviewBy}: ${read}, then move reviewBy to the next revision`;
}
