/**
 * The local editor backend of `npm start` (scripts/local/editor-backend.ts) answers only requests addressed
 * to localhost: a request carrying `Host: evil.example` (a DNS-rebinding page reaching the loopback port
 * from the visitor's browser) is refused before decap-server sees it. Real decap-server on a scratch git
 * repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost, startEditorBackend } from '../../scripts/local/editor-backend';

let repo: string;
let backend: Awaited<ReturnType<typeof startEditorBackend>>;
let PORT = 0;

/** POST /api/v1 with Decap's `info` action and the given Host header; the status and body. */
function post(host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/v1',
        headers: { Host: host, 'Content-Type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ action: 'info', params: {} }));
  });
}

async function answering(host: string): Promise<{ status: number; body: string }> {
  for (let i = 0; ; i++) {
    const answer = await post(host);
    if (answer.status !== 502 || i > 100) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'editor-backend-'));
  execFileSync('git', ['init', '--quiet', repo]);
  writeFileSync(join(repo, 'README.md'), 'scratch\n');
  backend = await startEditorBackend(0, { ...process.env, GIT_REPO_DIRECTORY: repo, LOG_LEVEL: 'error' });
  PORT = backend.port;
}, 30_000);
afterAll(async () => {
  await backend.stop();
  rmSync(repo, { recursive: true, force: true });
});

describe('the local editor backend', () => {
  it('answers a request to localhost', async () => {
    const answer = await answering(`localhost:${PORT}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('repo');
  }, 30_000);

  it.each(['evil.example', `evil.example:${PORT}`, 'localhost.evil.example', '127.0.0.1.evil.example'])(
    'refuses Host: %s',
    async (host) => {
      await answering(`localhost:${PORT}`);
      const answer = await post(host);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('repo');
    },
  );

  it('tells a loopback Host from any other', () => {
    for (const host of ['localhost', 'localhost:8130', '127.0.0.1:8130', '[::1]:8130', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [undefined, '', 'evil.example', 'localhost.evil.example', '127.0.0.2', 'localhost:80:80'])
      expect(isLoopbackHost(host), String(host)).toBe(false);
  });
});
