/**
 * The content editor's local backend under `npm start`: Decap's `decap-server`, which writes into this
 * checkout for whoever reaches it, behind a proxy that answers only requests addressed to this machine by
 * name. A web page on another site can point its own host name at 127.0.0.1 (DNS rebinding) and reach a
 * loopback port from the visitor's browser; its requests then carry that host name, never `localhost`, and
 * are refused here. Usage: `tsx scripts/local/editor-backend.ts PORT` (the checkout: GIT_REPO_DIRECTORY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when a Host header names this machine: localhost, 127.0.0.1 or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  return /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i.test(host.trim());
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Forwards requests with a loopback Host to `target`; answers 403 to any other. */
export function hostCheckingProxy(target: number): Server {
  return createServer((req, res) => {
    if (!isLoopbackHost(req.headers.host)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(
        'The local editor backend answers only requests to localhost. Open the editor at http://localhost:PORT/admin/.\n',
      );
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The local editor backend (decap-server) is not answering; restart `npm start`.\n');
    });
    req.pipe(upstream);
  });
}

/** Starts decap-server on a free loopback port and the proxy on `port` (0: any free one); resolves once the proxy listens. */
export async function startEditorBackend(port: number, env: NodeJS.ProcessEnv = process.env) {
  const internal = await freePort();
  const bin = join(fileURLToPath(import.meta.url), '../../../node_modules/.bin/decap-server');
  const server: ChildProcess = spawn(bin, [], {
    // MODE is decap-server's (files of the checkout); a MODE set for other tools (Vite's) must not reach it.
    env: { ...env, MODE: 'fs', PORT: String(internal), BIND_HOST: '127.0.0.1', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    stdio: 'inherit',
  });
  // Nothing may outlive this process on a port that writes into the checkout.
  process.once('exit', () => server.kill());
  const proxy = hostCheckingProxy(internal);
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    /** The port the proxy listens on (the one asked for, or a free one for 0). */
    port: (proxy.address() as AddressInfo).port,
    stop: async () => {
      server.kill();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port) || port <= 0) {
    process.stderr.write(
      'editor-backend: give the port to listen on, like `tsx scripts/local/editor-backend.ts 8088`\n',
    );
    process.exit(1);
  }
  const backend = await startEditorBackend(port);
  const stop = () => void backend.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
