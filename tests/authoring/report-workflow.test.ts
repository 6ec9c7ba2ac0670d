import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentReport, REPORT_MARKER } from '../../scripts/authoring/pull-request-comment';

/**
 * The GitHub Actions workflow that posts the content report on a pull request. GitHub itself cannot run here:
 * the workflow's trigger and rights are read from the file, and its comment step, the script
 * actions/github-script runs, is run against an in-memory pull request's comments with the same calls
 * (`github.paginate`, `github.rest.issues.*`) and a report the real command writes.
 */
const workflowFile = '.github/workflows/content-report.yml';
const workflow = parse(readFileSync(workflowFile, 'utf8')) as {
  on: { pull_request?: { paths: string[] } } & Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: { report: { steps: { run?: string; uses?: string; with?: { script?: string } }[] } };
};
const steps = workflow.jobs.report.steps;

interface Comment {
  id: number;
  body: string;
  user: { type: 'Bot' | 'User' };
}

/** A pull request's comments, with the part of GitHub's client the comment step calls. */
function pullRequest(comments: Comment[]) {
  let next = comments.length + 1;
  const rest = {
    issues: {
      listComments: () => comments,
      createComment: ({ body }: { body: string }) => void comments.push({ id: next++, body, user: { type: 'Bot' } }),
      updateComment: ({ comment_id, body }: { comment_id: number; body: string }) => {
        comments.find((c) => c.id === comment_id)!.body = body;
      },
    },
  };
  const github = { rest, paginate: async (list: () => Comment[]) => structuredClone(list()) };
  const context = { repo: { owner: 'terraluce', repo: 'website' }, payload: { pull_request: { number: 7 } } };
  return { comments, github, context };
}

/** Runs the workflow's comment step in a folder holding `report` as content-report.md, as the job leaves it. */
async function commentStep(pr: ReturnType<typeof pullRequest>, report: string) {
  const script = steps.find((s) => s.uses?.startsWith('actions/github-script'))!.with!.script!;
  const dir = mkdtempSync(join(tmpdir(), 'content-report-'));
  writeFileSync(join(dir, 'content-report.md'), report);
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const run = new Function('github', 'context', 'require', `return (async () => {\n${script}\n})();`) as (
      ...args: unknown[]
    ) => Promise<void>;
    await run(pr.github, pr.context, createRequire(import.meta.url));
  } finally {
    process.chdir(cwd);
  }
}

describe('the content report workflow', () => {
  it('runs on pull requests that change content, with no secret and only the right to comment', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(workflow.on.pull_request!.paths).toEqual(expect.arrayContaining(['content/**', 'public/images/**']));
    expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(readFileSync(workflowFile, 'utf8')).not.toContain('secrets.');
    const step = steps.find((s) => s.run?.includes('content:report')) as { run: string; env: Record<string, string> };
    expect(step.run).toBe('npm run --silent content:report -- --base "origin/$BASE_REF" > content-report.md');
    expect(step.env.BASE_REF).toBe('${{ github.base_ref }}');
  });

  it('posts one comment, then updates it on each push, leaving people’s comments alone', async () => {
    const human: Comment = { id: 1, body: `${REPORT_MARKER}\nCopied from the report above.`, user: { type: 'User' } };
    const pr = pullRequest([human]);
    const first = contentReport({ changed: ['content/pages/contact.fr.yaml'], problems: [], translations: [] });
    await commentStep(pr, first);
    expect(pr.comments).toHaveLength(2);
    expect(pr.comments[1]).toMatchObject({ body: first, user: { type: 'Bot' } });

    const second = contentReport({ changed: ['content/pages/contact.de.yaml'], problems: [], translations: [] });
    expect(second).not.toBe(first);
    await commentStep(pr, second);
    expect(pr.comments.map((c) => c.body)).toEqual([human.body, second]);
  });
});
