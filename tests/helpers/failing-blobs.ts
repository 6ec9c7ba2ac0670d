/**
 * A stand-in for the Blobs API that fails on demand: a local HTTP server in front of a real BlobsServer
 * (./blobs.ts) that passes every request through, except the writes `fail` picks and the reads `failReads`
 * picks, which it answers with `status` (500, 503, 429, 401…) as the real API does when it fails.
 * NETLIFY_BLOBS_CONTEXT points at it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBlobs, type BlobsSandbox } from './blobs';

export type FailingWrites = 'none' | 'conditional' | 'all';

export interface FailingBlobs {
  blobs: BlobsSandbox;
  fail: (writes: FailingWrites, status?: number) => void;
  /** Fails the reads (GET) of blobs whose decoded path matches `keys` with a 500; null lets every read through. */
  failReads: (keys: RegExp | null) => void;
  stop: () => Promise<void>;
}

const isConditional = (req: IncomingMessage) => Boolean(req.headers['if-match'] || req.headers['if-none-match']);

export async function startFailingBlobs(): Promise<FailingBlobs> {
  const blobs = await startBlobs();
  let writes: FailingWrites = 'none';
  let status = 500;
  let failingReads: RegExp | null = null;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'PUT' && (writes === 'all' || (writes === 'conditional' && isConditional(req)))) {
      res.writeHead(status, { 'content-type': 'text/plain' }).end('failing on purpose');
      return;
    }
    const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
    if (req.method === 'GET' && failingReads?.test(path)) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('failing on purpose');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'),
    );
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(`${blobs.url}${req.url}`, { method: req.method, headers, body });
    const out = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = { siteID: blobs.siteID, token: blobs.token, edgeURL: url, uncachedEdgeURL: url };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  return {
    blobs,
    fail(next, nextStatus = 500) {
      writes = next;
      status = nextStatus;
    },
    failReads(keys) {
      failingReads = keys;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await blobs.stop();
    },
  };
}
