/**
 * The newsletter's secret is for the functions only: a Netlify build (production's, a deploy preview's, a
 * branch's) that can read it fails with a message naming the variable and the scope to give it; a build
 * needs no secret, and a build anywhere else does not care.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SECRET = 'deploy-test-secret-0123456789abcdef';

async function check(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  try {
    const { stderr } = await run('npx', ['tsx', 'scripts/setup/check-deploy-env.ts'], { env: { ...base, ...env } });
    return { code: 0, stderr };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe('the build on Netlify', () => {
  it('needs no NEWSLETTER_SECRET: the functions read it at run time', async () => {
    expect((await check({ NETLIFY: 'true', CONTEXT: 'production' })).code).toBe(0);
    expect((await check({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).code).toBe(0);
  });

  it.each(['NEWSLETTER_SECRET', 'NEWSLETTER_SECRET_PREVIOUS'])(
    'fails when %s is visible to the build, saying to give it the Functions scope only',
    async (name) => {
      for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
        const { code, stderr } = await check({ NETLIFY: 'true', CONTEXT: context, [name]: SECRET });
        expect(code).toBe(1);
        expect(stderr).toMatch(new RegExp(`^deploy: ${name} is visible to the build`));
        expect(stderr).toContain('"Functions" scope only');
      }
    },
  );

  it('passes anywhere that is not a Netlify build, secret or not', async () => {
    expect((await check({})).code).toBe(0);
    expect((await check({ CONTEXT: 'production', NEWSLETTER_SECRET: SECRET })).code).toBe(0);
    expect((await check({ NETLIFY: 'true', CONTEXT: 'dev', NEWSLETTER_SECRET: SECRET })).code).toBe(0);
  });
}, 60_000);
