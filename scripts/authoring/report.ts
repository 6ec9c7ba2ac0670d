/**
 * `npm run content:report -- --base REF`: prints, in Markdown, the comment a pull request gets about its
 * content (scripts/authoring/pull-request-comment.ts): the content check's problems, the translations the change leaves
 * waiting, the pages it touches, linked to the deploy preview (`DEPLOY_PRIME_URL`, Netlify's name for it).
 * The change is everything between REF's merge base and the working tree, uncommitted files included.
 * Exits 0 whatever it finds: the content check is the job that fails.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from '../content/build';
import { gitHistory, translationStatus } from '../content/checks/freshness';
import { contentReport } from './pull-request-comment';

/** Files changed since the merge base of `base`, committed or not, new files included. */
export function changedFiles(root: string, base: string): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const from = git('merge-base', base, 'HEAD').trim();
  const files = [
    ...git('diff', '--name-only', '--no-renames', from).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ];
  return [...new Set(files.filter(Boolean))].sort();
}

export async function reportFor(root: string, base: string, previewUrl?: string): Promise<string> {
  const changed = changedFiles(root, base);
  const { problems, warnings, content } = await buildContent(root, { write: false, cache: false });
  const translations = translationStatus(content, (f) => readFileSync(join(root, f), 'utf8'), gitHistory(root));
  const figures = warnings.filter((w) => w.file === content.solarEstimator?.file);
  return contentReport({ changed, problems, translations, previewUrl, figures });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--base');
  const base = at > 0 ? process.argv[at + 1] : undefined;
  if (!base) {
    console.error(
      'content:report: name the branch the change goes into, e.g. `npm run content:report -- --base origin/main`',
    );
    process.exit(2);
  }
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  process.stdout.write(await reportFor(root, base, process.env.DEPLOY_PRIME_URL));
}
