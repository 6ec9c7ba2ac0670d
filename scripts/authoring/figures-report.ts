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
import type { SolarEstimatorConfig } from '../../src/schemas/solar-estimator';
import type { Day } from '../../src/lib/solar-periods';
import { clockDay } from '../content/clock';
import { SINGLE_FILES } from '../content/collections';
import { parseYamlSource, splitTranslates } from '../content/load/yaml-source';
import { deadlineMessage, solarDeadlines, WARN_DAYS, type Deadline } from '../content/checks/solar-deadlines';

/** The solar figures' file, in the list the content step reads (scripts/content/collections.ts). */
const SOLAR_FIGURES = SINGLE_FILES.find((f) => f.key === 'solarEstimator')!;

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
    `without a deploy: add it to \`content/${SOLAR_FIGURES.file}\` as soon as it is published (see the comment at the`,
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

/**
 * The solar figures of `root`'s content, read from the file the content step reads and validated by its schema, as
 * the content step reads them (scripts/content/load/load.ts), so the report and the build read the same figures.
 */
export function solarFiguresIn(root: string): SolarEstimatorConfig {
  const file = `content/${SOLAR_FIGURES.file}`;
  const source = parseYamlSource(readFileSync(join(root, file), 'utf8'));
  const parsed = source.syntaxErrors.length
    ? undefined
    : SOLAR_FIGURES.schema.safeParse(splitTranslates(source.data).data ?? {});
  if (!parsed?.success) throw new Error(`${file} does not validate; run \`npm run content:check\` to see why`);
  return parsed.data;
}

/** The deadlines of the figures in `root`'s content, as of `day`. */
export function deadlinesIn(root: string, day: Day): Deadline[] {
  return solarDeadlines(solarFiguresIn(root), day);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  const day = clockDay();
  process.stdout.write(figuresReport(deadlinesIn(root, day), day, process.argv.includes('--markdown')));
  if (!process.argv.includes('--markdown')) process.stdout.write('\n');
}
