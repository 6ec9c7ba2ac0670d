/**
 * The server Lighthouse and the waterfall check load pages from: the benchmark's own static
 * server over HTTP/2 and TLS (default, as Netlify's CDN serves production), the same over plain
 * HTTP/1.1 (--server=static-h1), or `netlify dev` (--server=netlify).
 */
import { spawn } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { absoluteUrl } from '../../src/paths';
import { serveDist } from './serve';

export type ServerType = 'static' | 'static-h1' | 'netlify';
export const SERVER_TYPES: ServerType[] = ['static', 'static-h1', 'netlify'];

export interface RunningServer {
  origin: string;
  type: ServerType;
  /** The certificate is self-signed: browsers must be told to accept it. */
  selfSigned: boolean;
  /** What the server does with a JS asset, checked with a real request. */
  probe: { encoding: string; assetCacheControl: string; htmlHeaders: string[] };
  stop: () => Promise<void>;
}

/**
 * A GET that leaves the body as it travelled, so the headers say how it was encoded. fetch() cannot
 * be told to accept the static server's self-signed certificate; node's https client can.
 */
function get(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function probe(origin: string, root: string): Promise<RunningServer['probe']> {
  // The home page uncompressed, to read the script's url from it.
  const homeUrl = absoluteUrl(origin, '/');
  const home = await get(homeUrl);
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(home.body.toString())?.[1];
  if (!script) throw new Error(`${homeUrl} has no module script; is dist/ from ${root} built?`);
  const asset = await get(absoluteUrl(origin, script), 'br, gzip');
  return {
    encoding: String(asset.headers['content-encoding'] ?? 'none'),
    assetCacheControl: String(asset.headers['cache-control'] ?? 'none'),
    htmlHeaders: Object.keys(home.headers).filter((k) =>
      /^(content-security-policy|strict-transport|x-frame|x-content-type|referrer-policy|permissions-policy|cross-origin)/i.test(
        k,
      ),
    ),
  };
}

export async function startServer(root: string, type: ServerType, port: number): Promise<RunningServer> {
  if (type !== 'netlify') {
    const server = await serveDist(root, port, type === 'static' ? 'h2' : 'h1');
    return {
      origin: server.origin,
      type,
      selfSigned: type === 'static',
      probe: await probe(server.origin, root),
      stop: server.close,
    };
  }
  const origin = `http://localhost:${port}`;
  const child = spawn('bash', ['scripts/local/serve.sh'], {
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
      if ((await get(absoluteUrl(origin, '/'))).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(
        `netlify dev did not answer on ${origin} within 2 min; try PORT=${port} bash scripts/local/serve.sh by hand`,
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { origin, type, selfSigned: false, probe: await probe(origin, root), stop };
}
