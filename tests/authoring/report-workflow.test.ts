import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentReport, REPORT_MARKER } from '../../scripts/authoring/pull-request-comment';

/**
 * The GitHub Actions workflows that post the content report on a pull request, in two runs: `Content report`
 * runs the pull request's code with a read-only token and uploads the report; `Content report comment`
 * (`workflow_run`) holds the right to comment and runs none of it. GitHub itself cannot run here: triggers,
 * rights and steps are read from the files, and the comment step, the script actions/github-script runs, is
 * run against an in-memory pull request with the same calls (`github.paginate`, `github.rest.pulls.get`,
 * `github.rest.issues.*`) and a report the real command writes.
 */
interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  name?: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; permissions?: unknown; steps: Step[] }>;
}
const read = (file: string) => parse(readFileSync(file, 'utf8')) as Workflow;
const reportFile = '.github/workflows/content-report.yml';
const postFile = '.github/workflows/content-report-post.yml';
const report = read(reportFile);
const post = read(postFile);
const postSteps = post.jobs.post!.steps;

interface Comment {
  id: number;
  body: string;
  user: { type: 'Bot' | 'User' };
}

const HEAD = 'c0ffee0000000000000000000000000000000000';
const REPO = 'terraluce/website';

/** Where pull request 7 and the run of `Content report` come from (a run lists pull requests of REPO only). */
interface Origin {
  head?: string;
  headRepo?: string | null;
  runRepo?: string;
  runPulls?: number[];
}

/** Pull request 7 and its comments, with the part of GitHub's client the comment step calls. */
function pullRequest(comments: Comment[], origin: Origin = {}) {
  const { head = HEAD, headRepo = REPO, runRepo = REPO, runPulls = runRepo === REPO ? [7] : [] } = origin;
  let next = comments.length + 1;
  const rest = {
    pulls: {
      get: async ({ pull_number }: { pull_number: number }) => ({
        data: { number: pull_number, head: { sha: head, repo: headRepo === null ? null : { full_name: headRepo } } },
      }),
    },
    issues: {
      listComments: () => comments,
      createComment: ({ body }: { body: string }) => void comments.push({ id: next++, body, user: { type: 'Bot' } }),
      updateComment: ({ comment_id, body }: { comment_id: number; body: string }) => {
        comments.find((c) => c.id === comment_id)!.body = body;
      },
    },
  };
  const github = { rest, paginate: async (list: () => Comment[]) => structuredClone(list()) };
  const workflow_run = {
    head_sha: HEAD,
    head_repository: { full_name: runRepo },
    pull_requests: runPulls.map((number) => ({ number, head: { sha: HEAD } })),
  };
  const context = { repo: { owner: 'terraluce', repo: 'website' }, payload: { workflow_run } };
  const warnings: string[] = [];
  const core = { warning: (text: string) => void warnings.push(text) };
  return { comments, github, context, core, warnings };
}

/** Runs the posting workflow's comment step where the artifact was downloaded (`content-report/`). */
async function commentStep(pr: ReturnType<typeof pullRequest>, report: string, number = '7') {
  const script = postSteps.find((s) => s.uses?.startsWith('actions/github-script'))!.with!.script!;
  const dir = mkdtempSync(join(tmpdir(), 'content-report-'));
  mkdirSync(join(dir, 'content-report'));
  writeFileSync(join(dir, 'content-report', 'content-report.md'), report);
  writeFileSync(join(dir, 'content-report', 'pr-number'), number);
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const run = new Function('github', 'context', 'core', 'require', `return (async () => {\n${script}\n})();`) as (
      ...args: unknown[]
    ) => Promise<void>;
    await run(pr.github, pr.context, pr.core, createRequire(import.meta.url));
  } finally {
    process.chdir(cwd);
  }
}

describe('the content report workflows', () => {
  it('run the pull request’s code in a job that can write nothing, and upload the report', () => {
    expect(Object.keys(report.on)).toEqual(['pull_request']);
    expect((report.on.pull_request as { paths: string[] }).paths).toEqual(
      expect.arrayContaining(['content/**', 'public/images/**']),
    );
    expect(report.permissions).toEqual({ contents: 'read' });
    expect(Object.values(report.jobs).every((job) => job.permissions === undefined)).toBe(true);
    const text = readFileSync(reportFile, 'utf8');
    expect(text).not.toContain('secrets.');
    expect(text).not.toContain('github-script');
    const steps = report.jobs.report!.steps;
    const write = steps.find((s) => s.run?.includes('content:report'))!;
    expect(write.run).toContain(
      'npm run --silent content:report -- --base "origin/$BASE_REF" > content-report/content-report.md',
    );
    expect(write.env!.BASE_REF).toBe('${{ github.base_ref }}');
    const upload = steps.at(-1)!;
    expect(upload.uses).toMatch(/^actions\/upload-artifact@[0-9a-f]{40}$/);
    expect(upload.with).toMatchObject({ name: 'content-report', path: 'content-report/' });
  });

  it('post it from a workflow_run that checks out and runs none of the pull request’s code', () => {
    expect(post.on).toEqual({ workflow_run: { workflows: [report.name ?? 'Content report'], types: ['completed'] } });
    expect(post.permissions).toEqual({ actions: 'read', 'pull-requests': 'write' });
    expect(post.jobs.post!.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(postSteps.some((s) => s.uses?.startsWith('actions/checkout'))).toBe(false);
    expect(postSteps.some((s) => s.run !== undefined)).toBe(false);
    expect(postSteps.map((s) => s.uses?.replace(/@.*/, ''))).toEqual([
      'actions/download-artifact',
      'actions/github-script',
    ]);
    expect(postSteps[0]!.with).toMatchObject({ 'run-id': '${{ github.event.workflow_run.id }}' });
    expect(readFileSync(postFile, 'utf8')).toContain(`const marker = '${REPORT_MARKER}';`);
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

  it('post nothing when the pull request has moved past the commit the report ran on, or the number is not one', async () => {
    const body = contentReport({ changed: ['content/pages/contact.fr.yaml'], problems: [], translations: [] });
    const moved = pullRequest([], { head: 'beef000000000000000000000000000000000000' });
    await commentStep(moved, body);
    expect(moved.comments).toEqual([]);
    expect(moved.warnings).toHaveLength(1);
    const pr = pullRequest([]);
    await expect(commentStep(pr, body, '7; rm -rf /')).rejects.toThrow(/not a pull request number/);
    await expect(commentStep(pr, 'a bot comment\nof someone else')).rejects.toThrow(/marker/);
    expect(pr.comments).toEqual([]);
  });

  it('post nothing for pull request N from a run of another pull request at the same commit (a fork’s)', async () => {
    const body = contentReport({ changed: ['content/pages/contact.fr.yaml'], problems: [], translations: [] });
    const cases: [string, Origin][] = [
      ['a fork’s pull request at the commit of #7, whose artifact says 7', { runRepo: 'mallory/website' }],
      [
        '#7 from a fork, the run from another fork at the same commit',
        { headRepo: 'anna/website', runRepo: 'mallory/website' },
      ],
      ['#7 whose fork was deleted', { headRepo: null, runRepo: 'mallory/website' }],
      ['a run of this repository that lists #8 only, whose artifact says 7', { runPulls: [8] }],
    ];
    for (const [what, origin] of cases) {
      const pr = pullRequest([], origin);
      await commentStep(pr, body);
      expect(pr.comments, what).toEqual([]);
      expect(pr.warnings, what).toEqual([expect.stringMatching(/^pull request #7 .*; nothing posted$/)]);
    }
    // A fork's own pull request: the run lists none, its head repository and commit are the pull request's.
    const fork = pullRequest([], { headRepo: 'anna/website', runRepo: 'anna/website' });
    await commentStep(fork, body);
    expect(fork.comments).toEqual([expect.objectContaining({ body })]);
    const script = postSteps.find((s) => s.uses?.startsWith('actions/github-script'))!.with!.script!;
    for (const check of [
      'pull.head.sha !== run.head_sha',
      'pull.head.repo?.full_name !== run.head_repository?.full_name',
      'listed.some((p) => p.number === issue_number)',
    ])
      expect(script).toContain(check);
  });
});
