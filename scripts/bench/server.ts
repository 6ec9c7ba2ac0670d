/**
 * The server Lighthouse and the waterfall check load pages from: the benchmark's own static
 * server (default, compressed like production) or `netlify dev` (--server=netlify).
 */
import { spawn } from 'node:child_process';
import { serveDist } from './serve';

export interface RunningServer {
  origin: string;
  kind: 'static' | 'netlify';
  /** What the server does with a JS asset, checked with a real request. */
  probe: { encoding: string; assetCacheControl: string; htmlHeaders: string[] };
  stop: () => Promise<void>;
}

async function probe(origin: string, root: string): Promise<RunningServer['probe']> {
  const home = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const html = await home.text();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error(`${origin}/ has no module script; is dist/ from ${root} built?`);
  const asset = await fetch(origin + script, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await asset.arrayBuffer();
  return {
    // fetch() decodes bodies but keeps the header that says how they travelled.
    encoding: asset.headers.get('content-encoding') ?? 'none',
    assetCacheControl: asset.headers.get('cache-control') ?? 'none',
    htmlHeaders: [...home.headers.keys()].filter((k) =>
      /^(content-security-policy|strict-transport|x-frame|x-content-type|referrer-policy|permissions-policy|cross-origin)/i.test(
        k,
      ),
    ),
  };
}

export async function startServer(root: string, kind: 'static' | 'netlify', port: number): Promise<RunningServer> {
  const origin = `http://localhost:${port}`;
  if (kind === 'static') {
    const server = await serveDist(root, port);
    return { origin, kind, probe: await probe(origin, root), stop: () => new Promise((r) => server.close(() => r())) };
  }
  const child = spawn('bash', ['scripts/serve.sh'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port) },
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${origin}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(
        `netlify dev did not answer on ${origin} within 2 min; try PORT=${port} bash scripts/serve.sh by hand`,
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { origin, kind, probe: await probe(origin, root), stop };
}
