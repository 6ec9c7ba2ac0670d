/**
 * `npm run audit`: the production dependencies' known advisories (`npm audit --omit=dev`), in CI on GitHub.
 * Fails on any advisory unless `audit-exceptions.yaml` records it with the package, why it may stay and the day
 * the exception ends; an exception past its day fails like no exception, so each is looked at again. An audit
 * that could not run (no registry, an error) fails too: nothing is known then.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface AuditException {
  /** The advisory's GHSA id, as in its address (`https://github.com/advisories/GHSA-…`). */
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

interface AuditReport {
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

/** The advisories no exception covers on `today` (YYYY-MM-DD), each with what to do. */
export function unexcused(advisories: Advisory[], exceptions: AuditException[], today: string): string[] {
  return advisories.flatMap((a) => {
    const exception = exceptions.find((e) => e.id === a.id && e.package === a.package);
    if (exception && exception.until >= today) return [];
    const what = `${a.id} in ${a.package} (${a.severity}): ${a.title}`;
    return exception
      ? [`${what}: its exception ended on ${exception.until}; update the package or record a new dated exception`]
      : [
          `${what}: update the package (npm update ${a.package}), or record it in audit-exceptions.yaml with a reason and an end date`,
        ];
  });
}

function main(): number {
  const exceptions =
    (parse(readFileSync('audit-exceptions.yaml', 'utf8')) as { exceptions?: AuditException[] }).exceptions ?? [];
  let output: string;
  try {
    output = execFileSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  } catch (error) {
    // npm audit exits 1 when it finds advisories; its report is still on stdout.
    output = String((error as { stdout?: unknown }).stdout ?? '{}');
  }
  const problems = unexcused(
    advisoriesOf(JSON.parse(output) as AuditReport),
    exceptions,
    new Date().toISOString().slice(0, 10),
  );
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
