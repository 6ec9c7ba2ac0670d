/**
 * The policy of /admin/ as each server computes it from netlify.toml: a deploy (production, preview) allows
 * no connection to the visitor's own machine; `netlify dev` (the "dev" context `npm start` runs in) allows
 * the editor's local backend on localhost. Resolved with Netlify's own config and headers parsers, merged
 * the way `netlify dev` merges them (later rules win).
 */
import { resolve } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

async function adminPolicy(context: string, devServer: boolean): Promise<string> {
  const { config, configPath } = (await resolveConfig({ cwd: ROOT, repositoryRoot: ROOT, context, offline: true })) as {
    config: { headers?: unknown[] };
    configPath: string;
  };
  // A deploy applies the resolved configuration's headers; `netlify dev` also reads the file's own first.
  const { headers } = (await parseAllHeaders({
    headersFiles: [],
    netlifyConfigPath: devServer ? configPath : undefined,
    configHeaders: (config.headers ?? []) as never[],
    minimal: false,
  })) as { headers: { forRegExp: RegExp; values: Record<string, string> }[] };
  const values = Object.assign({}, ...headers.filter((h) => h.forRegExp.test('/admin/')).map((h) => h.values));
  return (values as Record<string, string>)['Content-Security-Policy'] ?? '';
}

describe('the policy of /admin/', () => {
  it.each(['production', 'deploy-preview', 'branch-deploy'])('in %s allows no local url', async (context) => {
    const policy = await adminPolicy(context, false);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('under netlify dev allows the local backend', async () => {
    expect(await adminPolicy('dev', true)).toContain('http://localhost:* http://127.0.0.1:*');
  });
});
