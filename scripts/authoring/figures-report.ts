/**
 * `npm run figures:report [-- --markdown] [--clock=YYYY-MM-DD]`: the solar figures that need a person
 * (scripts/content/checks/solar-deadlines.ts): tables whose last period ends within 60 days or has ended, and
 * tables whose day to read the source again has passed, each with its source and when it is revised. The
 * weekly workflow .github/workflows/solar-figures.yml puts the Markdown in one issue. Prints nothing with
 * `--markdown` when nothing is due. Exits 0 whatever is due; fails only when the figures do not validate.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { solarEstimatorSchema } from '../../src/schemas/solar-estimator';
import type { Day } from '../../src/lib/solar-periods';
import { clockDay } from '../content/clock';
import { deadlineMessage, solarDeadlines, WARN_DAYS, type Deadline } from '../content/checks/solar-deadlines';

/** The marker the reminder issue's body starts with, so the workflow finds its own issue again. */
export const REMINDER_MARKER = '<!-- solar-figures-reminder -->';

const STATE_TITLES = {
  ended: 'Ended: the estimator shows "being updated" for these',
  ending: `Ending within ${WARN_DAYS} days`,
  review: 'Due to be read again',
} as const;

export function figuresReport(deadlines: Deadline[], day: Day, markdown: boolean): string {
  if (!markdown)
    return deadlines.length
      ? deadlines.map((d) => `${d.state.padEnd(7)} ${deadlineMessage(d)}`).join('\n')
      : `No solar table ends within ${WARN_DAYS} days or is due to be read again (as of ${day}).`;
  if (!deadlines.length) return '';
  const out = [
    REMINDER_MARKER,
    `Solar figures to read again, as of ${day}. The estimator on the site takes a new period over on its first day,`,
    'without a deploy: add it to `content/solar-estimator.yaml` as soon as it is published (see the comment at the',
    'top of that file), and this issue updates itself on its next weekly run.',
  ];
  for (const state of ['ended', 'ending', 'review'] as const) {
    const list = deadlines.filter((d) => d.state === state);
    if (!list.length) continue;
    out.push('', `## ${STATE_TITLES[state]}`, '');
    for (const d of list) {
      const when = d.state === 'review' ? `read again by ${d.reviewBy}` : `last day ${d.until}`;
      const link = d.source.url ? `[${d.source.title}](${d.source.url})` : d.source.title;
      out.push(`- **${d.country} ${d.table}**, ${when}: ${link}. Revised: ${d.revised}`);
      if (d.source.note) out.push(`  - ${d.source.note.replace(/\s+/g, ' ').trim()}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** The deadlines of the figures in `root`'s content, as of `day`. */
export function deadlinesIn(root: string, day: Day): Deadline[] {
  const file = join(root, 'content/solar-estimator.yaml');
  const parsed = solarEstimatorSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`content/solar-estimator.yaml does not validate; run \`npm run content:check\` to see why`);
  return solarDeadlines(parsed.data, day);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  const day = clockDay();
  process.stdout.write(figuresReport(deadlinesIn(root, day), day, process.argv.includes('--markdown')));
  if (!process.argv.includes('--markdown')) process.stdout.write('\n');
}
