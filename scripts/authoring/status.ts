/**
 * `npm run content:status [-- --markdown]`: for each language, which translations are up to date
 * with their English file, which are outdated (and what changed), which are missing. `--markdown`
 * prints the same as Markdown, for a pull request's job summary. Then the solar tables that end within 60
 * days, have ended or are due to be read again (scripts/content/checks/solar-deadlines.ts). Never fails: see
 * scripts/content/checks/freshness.ts.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '../../src/schemas/index';
import {
  outdatedMessage,
  translationStatus,
  type TranslationRow,
  type TranslationState,
} from '../content/checks/freshness';
import { loadContent } from '../content/load/load';
import { clockDay } from '../content/clock';
import { deadlinesIn, figuresReport } from './figures-report';

const STATES: TranslationState[] = ['up to date', 'outdated', 'unrecorded', 'missing'];

export function statusReport(rows: TranslationRow[], markdown: boolean): string {
  const out: string[] = [];
  const locales = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  const count = (l: string, s: TranslationState) => rows.filter((r) => r.locale === l && r.state === s).length;
  if (markdown) {
    out.push(
      '## Translations',
      '',
      `| language | ${STATES.join(' | ')} |`,
      `| --- | ${STATES.map(() => '---:').join(' | ')} |`,
    );
    for (const l of locales) out.push(`| ${l} | ${STATES.map((s) => count(l, s)).join(' | ')} |`);
  } else {
    out.push(`language  ${STATES.map((s) => s.padStart(11)).join('')}`);
    for (const l of locales) out.push(`${l.padEnd(10)}${STATES.map((s) => String(count(l, s)).padStart(11)).join('')}`);
  }
  for (const state of ['outdated', 'unrecorded', 'missing'] as const) {
    const list = rows.filter((r) => r.state === state);
    if (!list.length) continue;
    out.push('', markdown ? `### ${state[0]!.toUpperCase()}${state.slice(1)}` : `${state}:`, ...(markdown ? [''] : []));
    for (const r of list) {
      const detail = state === 'outdated' ? `: ${outdatedMessage(r)}` : '';
      out.push(markdown ? `- \`${r.file}\`${detail.replace(/`/g, '')}` : `  ${r.file}${detail}`);
    }
  }
  return out.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  process.chdir(root);
  const content = await loadContent(root);
  // A file that does not validate has no entry to compare: say so, rather than count around it.
  const broken = [...new Set(content.problems.map((p) => p.file))];
  if (broken.length)
    console.error(
      `content:status: left out, as they have problems (see \`npm run content:check\`): ${broken.join(', ')}\n`,
    );
  const rows = translationStatus(content, (f) => readFileSync(join(root, f), 'utf8'));
  const markdown = process.argv.includes('--markdown');
  console.log(statusReport(rows, markdown));
  // The solar figures' dates belong to the same question: what in content/ needs a person now.
  const day = clockDay();
  console.log(`\n${markdown ? '## Solar figures' : 'solar figures:'}\n`);
  const report = figuresReport(deadlinesIn(root, day), day, false);
  console.log(markdown ? report.replace(/^/gm, '- ') : report);
}
