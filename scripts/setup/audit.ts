/**
 * `npm run audit`: the production dependencies' known advisories (`npm audit --omit=dev`), in CI on GitHub.
 * Fails on any advisory unless `audit-exceptions.yaml` records it with the package, why it may stay, the day it
 * was recorded and the day the exception ends. An entry without one of them, or past its day, is an error of its
 * own, so each exception is looked at again. An audit that could not run (no registry, an error) fails too:
 * nothing is known then.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface AuditException {
  /** The advisory's GHSA id, as in its URL (`https://github.com/advisories/GHSA-…`). */
  id: string;
  package: string;
  /** Why the advisory does not reach the site (the code path is unused, a fix is not released yet…). */
  reason: string;
  /** The day it was recorded, and the day it ends (YYYY-MM-DD). */
  recorded: string;
  until: string;
}

export interface Advisory {
  id: string;
  package: string;
  severity: string;
  title: string;
}

export interface AuditReport {
  vulnerabilities?: Record<
    string,
    { via?: (string | { name?: string; title?: string; url?: string; severity?: string })[] }
  >;
  error?: { summary?: string };
  message?: string;
}

/** Every advisory of an `npm audit --json` report, once each; throws when the report is an error. */
export function advisoriesOf(report: AuditReport): Advisory[] {
  if (!report.vulnerabilities) {
    throw new Error(`npm audit did not run (${report.message ?? report.error?.summary ?? 'no report'}); run it again`);
  }
  const found = new Map<string, Advisory>();
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities))
    for (const via of vulnerability.via ?? []) {
      if (typeof via === 'string') continue; // another package's advisory, listed under that package
      const id = /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? via.url ?? via.title ?? 'unknown';
      found.set(`${id} ${via.name ?? name}`, {
        id,
        package: via.name ?? name,
        severity: via.severity ?? 'unknown',
        title: via.title ?? '',
      });
    }
  return [...found.values()];
}

/** Whether `value` is a real day written YYYY-MM-DD (not `never`, `TBD` or 2027-02-30). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What entry `entry` of the exceptions lacks on `today`, each with what to write; none when it may excuse. */
function entryProblems(entry: Record<string, unknown>, today: string): string[] {
  const problems: string[] = [];
  if (!filled(entry.id)) problems.push('add `id: GHSA-…`, the advisory’s id as in its URL');
  if (!filled(entry.package)) problems.push('add `package:`, the package the advisory names');
  if (!filled(entry.reason)) problems.push('add `reason:`, why the advisory does not reach the site');
  if (!isDay(entry.recorded)) problems.push('add `recorded: YYYY-MM-DD`, the day the exception was written');
  if (!isDay(entry.until)) {
    problems.push('add `until: YYYY-MM-DD`, a real day when the exception ends (not "never" or "TBD")');
  } else if (entry.until < today) {
    problems.push(
      `it ended on ${entry.until}: update the package, or look at the advisory again and set a later \`until\` (remove the entry if npm audit no longer lists it)`,
    );
  } else if (isDay(entry.recorded) && entry.recorded > entry.until) {
    problems.push(
      `\`recorded\` (${entry.recorded}) is after \`until\` (${entry.until}): write the day it was recorded`,
    );
  }
  return problems;
}

/**
 * Reads the exceptions file's text (`file` names it in the messages): the exceptions that may excuse an
 * advisory on `today` (YYYY-MM-DD), and an error for every entry that may not, naming the entry and what to add.
 */
export function readExceptions(
  text: string,
  file: string,
  today: string,
): { exceptions: AuditException[]; problems: string[] } {
  const list = (parse(text) as { exceptions?: unknown } | null)?.exceptions ?? [];
  if (!Array.isArray(list)) return { exceptions: [], problems: [`${file}: \`exceptions\` must be a list (or [])`] };
  const exceptions: AuditException[] = [];
  const problems: string[] = [];
  list.forEach((item: unknown, i) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const name = `${file}: exception ${i + 1}${filled(entry.id) ? ` (${entry.id})` : ''}`;
    const wrong = entryProblems(entry, today);
    if (wrong.length === 0) exceptions.push(entry as unknown as AuditException);
    else problems.push(...wrong.map((w) => `${name}: ${w}`));
  });
  return { exceptions, problems };
}

/** The advisories no exception covers (the exceptions `readExceptions` kept), each with what to do. */
export function unexcused(advisories: Advisory[], exceptions: AuditException[], file: string): string[] {
  return advisories
    .filter((a) => !exceptions.some((e) => e.id === a.id && e.package === a.package))
    .map(
      (a) =>
        `${a.id} in ${a.package} (${a.severity}): ${a.title}: update the package (npm update ${a.package}), or record it in ${file} with a reason, the day recorded and an end date`,
    );
}

/** Everything that fails the audit on `today`: the exceptions file's errors, then the advisories left. */
export function auditProblems(report: AuditReport, exceptionsText: string, file: string, today: string): string[] {
  const { exceptions, problems } = readExceptions(exceptionsText, file, today);
  return [...problems, ...unexcused(advisoriesOf(report), exceptions, file)];
}

function main(): number {
  const file = 'audit-exceptions.yaml';
  let output: string;
  try {
    output = execFileSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  } catch (error) {
    // npm audit exits 1 when it finds advisories; its report is still on stdout.
    output = String((error as { stdout?: unknown }).stdout ?? '{}');
  }
  // The clock gives the day in CI; the tests give it to auditProblems.
  const today = new Date().toISOString().slice(0, 10);
  const problems = auditProblems(JSON.parse(output) as AuditReport, readFileSync(file, 'utf8'), file, today);
  for (const problem of problems) process.stderr.write(`audit: ${problem}\n`);
  if (problems.length === 0) process.stdout.write('audit: no advisory without a current exception\n');
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1]?.endsWith('audit.ts')) {
  try {
    process.exitCode = main();
  } catch (error) {
    process.stderr.write(`audit: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
