/**
 * The newsletter's secret and the key that seals visitors' data are for the functions only: a Netlify build
 * (production's, a deploy preview's, a branch's) that can read one fails with a message naming the variable and
 * the scope to give it; a build needs neither, and a build anywhere else does not care. The rule is checked
 * in this process over every context; the command the build runs first is run twice, to hold its exit code
 * and its message to the rule.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_ONLY_VARIABLES, deployEnvProblem } from '../../scripts/setup/check-deploy-env';

const run = promisify(execFile);
const SECRET = 'deploy-test-secret-0123456789abcdef';

/** `tsx scripts/setup/check-deploy-env.ts`, as scripts/build.sh runs it, with only `env` and a PATH. */
async function check(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  try {
    const { stderr } = await run('node_modules/.bin/tsx', ['scripts/setup/check-deploy-env.ts'], {
      env: { ...base, ...env },
    });
    return { code: 0, stderr };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

const DEPLOYS = ['production', 'deploy-preview', 'branch-deploy'];

describe('the build on Netlify', () => {
  it('needs no NEWSLETTER_SECRET: the functions read it at run time', () => {
    for (const context of DEPLOYS) expect(deployEnvProblem({ NETLIFY: 'true', CONTEXT: context })).toBeNull();
  });

  it.each(FUNCTIONS_ONLY_VARIABLES)(
    'fails when %s is visible to the build, saying to give it the Functions scope only',
    (name) => {
      for (const context of DEPLOYS) {
        const problem = deployEnvProblem({ NETLIFY: 'true', CONTEXT: context, [name]: SECRET });
        expect(problem).toMatch(new RegExp(`^${name} is visible to the build`));
        expect(problem).toContain('"Functions" scope only');
      }
    },
  );

  it('passes anywhere that is not a Netlify build, secret or not', () => {
    expect(deployEnvProblem({})).toBeNull();
    expect(deployEnvProblem({ CONTEXT: 'production', NEWSLETTER_SECRET: SECRET })).toBeNull();
    expect(deployEnvProblem({ NETLIFY: 'true', CONTEXT: 'dev', NEWSLETTER_SECRET: SECRET })).toBeNull();
  });

  it('stops the build with exit code 1 and the message, and lets a build without the secret through', async () => {
    const refused = await check({ NETLIFY: 'true', CONTEXT: 'deploy-preview', NEWSLETTER_SECRET: SECRET });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^deploy: NEWSLETTER_SECRET is visible to the build/);
    expect(refused.stderr).toContain('"Functions" scope only');
    expect(await check({ NETLIFY: 'true', CONTEXT: 'production' })).toEqual({ code: 0, stderr: '' });
  });
}, 60_000);
