/**
 * Content pipeline: validates every file in content/ against the zod schemas in src/schemas/,
 * runs the cross-file checks, and writes typed route data into src/generated/.
 *
 *   npm run content          validate and generate
 *   npm run content:check    validate only (what CI runs on pull requests)
 *
 * Problems are printed as `file:line:col field: message`, all of them, then a count; the exit
 * code is 1 when there is any. Under GitHub Actions they are also annotations on the diff.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crossChecks } from './content/checks';
import { emit } from './content/emit';
import { loadContent } from './content/load';
import { formatProblem, githubAnnotation, sortProblems } from './content/problems';

export async function buildContent(root: string, { write }: { write: boolean }) {
  const started = performance.now();
  const content = await loadContent(root);
  const problems = sortProblems([...content.problems, ...crossChecks(root, content)]);
  if (problems.length) return { ok: false as const, problems, content, ms: performance.now() - started };
  const result = write ? emit(root, content) : undefined;
  return { ok: true as const, problems, content, result, ms: performance.now() - started };
}

async function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const write = !process.argv.includes('--check');
  const { ok, problems, content, ms, ...rest } = await buildContent(root, { write });
  const github = process.env.GITHUB_ACTIONS === 'true';
  for (const p of problems) {
    console.error(formatProblem(p));
    if (github) console.log(githubAnnotation(p));
  }
  if (!ok) {
    console.error(
      `\n${problems.length} problem${problems.length > 1 ? 's' : ''} in content/. Fix them and run \`npm run content:check\` again.`,
    );
    process.exit(1);
  }
  console.log(`content: ${content.fileCount} files valid in ${Math.round(ms)} ms`);
  const result = 'result' in rest ? rest.result : undefined;
  if (result) {
    console.log(`content: ${result.routes.length} routes written to src/generated/`);
    const cov = Object.entries(result.coverage)
      .map(([l, c]) => `${l} ${Math.round((100 * c.own) / Math.max(c.total, 1))}% (${c.own}/${c.total})`)
      .join(', ');
    console.log(`translations: ${cov}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
