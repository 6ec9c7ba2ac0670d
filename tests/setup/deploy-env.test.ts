/**
 * A deploy on Netlify without a usable NEWSLETTER_SECRET fails its build with a message naming the
 * variable; a build anywhere else does not care.
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
  it('fails without NEWSLETTER_SECRET, saying which variable to set', async () => {
    const { code, stderr } = await check({ NETLIFY: 'true', CONTEXT: 'production' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^deploy: NEWSLETTER_SECRET is not set/);
  });

  it('fails with a short previous secret, naming NEWSLETTER_SECRET_PREVIOUS', async () => {
    const env = {
      NETLIFY: 'true',
      CONTEXT: 'deploy-preview',
      NEWSLETTER_SECRET: SECRET,
      NEWSLETTER_SECRET_PREVIOUS: 'old',
    };
    const { code, stderr } = await check(env);
    expect(code).toBe(1);
    expect(stderr).toContain('NEWSLETTER_SECRET_PREVIOUS');
  });

  it('passes with a valid secret, and anywhere that is not a Netlify build', async () => {
    expect((await check({ NETLIFY: 'true', CONTEXT: 'production', NEWSLETTER_SECRET: SECRET })).code).toBe(0);
    expect((await check({})).code).toBe(0);
    expect((await check({ CONTEXT: 'production' })).code).toBe(0);
  });
}, 60_000);
