/**
 * A small static server for the benchmark: dist/ with the netlify.toml headers and brotli/gzip,
 * over HTTP/2 and TLS, as Netlify's CDN serves it in production. `netlify dev` applies the headers
 * too, but sends every file uncompressed, overrides Cache-Control with max-age=0 and speaks only
 * HTTP/1.1, so Lighthouse would measure three to five times the bytes a visitor downloads. Of the
 * redirects, only the pretty-URL one (/contact → /contact/) is served: every page the benchmark
 * loads exists, and an unknown path answers dist/404.html with status 404.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NETLIFY_FILES, fileAt } from '../../src/paths';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
/** Netlify compresses text formats; fonts and images are already compressed. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/**
 * The [[headers]] tables of netlify.toml. Only the shapes that file uses are understood (double
 * quoted strings, `for` and `[headers.values]`); anything else in a headers table stops the
 * benchmark rather than serving headers that differ from production.
 */
export function parseNetlifyHeaders(toml: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  let inValues = false;
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('[')) {
      if (line === '[[headers]]') {
        current = { for: '', values: {} };
        rules.push(current);
        inValues = false;
      } else if (line === '[headers.values]' && current) inValues = true;
      else current = undefined;
      continue;
    }
    if (!current) continue;
    const m = /^("?)([A-Za-z0-9-]+)\1\s*=\s*"((?:[^"\\]|\\.)*)"$/.exec(line);
    if (!m)
      throw new Error(
        `netlify.toml: cannot read header line "${line}"; extend parseNetlifyHeaders in tools/bench/serve.ts`,
      );
    if (inValues) current.values[m[2]!] = m[3]!;
    else if (m[2] === 'for') current.for = m[3]!;
  }
  return rules;
}

function matches(pattern: string, url: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(url);
}

function resolveFile(dist: string, urlPath: string): string | undefined {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, clean);
  if (!file.startsWith(dist)) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = join(file, 'index.html');
  if (urlPath.endsWith('/') && existsSync(index)) return index;
  return undefined;
}

/** What the handler needs of a response, which HTTP/1.1 and HTTP/2 (compatibility API) both offer. */
interface Reply extends NodeJS.WritableStream {
  writeHead(status: number, headers: Record<string, string>): unknown;
}

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * A throwaway self-signed certificate for localhost, made at each start: browsers speak HTTP/2
 * only over TLS, and node:crypto cannot sign an X.509 certificate by itself. Nothing is written
 * outside a temporary folder, which is removed at once.
 */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    const why = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
    throw new Error(
      `openssl could not make the HTTP/2 server's certificate (${why}); install openssl, or measure over HTTP/1.1 with --server=static-h1`,
      { cause: error },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the server; resolves once it listens. `h2` serves HTTP/2 over TLS with a self-signed
 * certificate, as Netlify's CDN does (the browser must then ignore certificate errors); `h1` is
 * plain HTTP/1.1, on which Lighthouse simulates up to six connections per origin, each with its
 * own handshake.
 */
export async function serveDist(root: string, port: number, protocol: 'h1' | 'h2'): Promise<StaticServer> {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is empty: run `npm run build` first');
  const rules = parseNetlifyHeaders(readFileSync(join(root, 'netlify.toml'), 'utf8'));
  // Before the slow precompression below, so a missing openssl fails at once.
  const tls = protocol === 'h2' ? localCertificate() : undefined;
  const cache = new Map<string, { br: Buffer; gzip: Buffer }>();
  const pack = (file: string) => {
    let packed = cache.get(file);
    if (!packed) {
      const raw = readFileSync(file);
      packed = {
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(raw, { level: 9 }),
      };
      cache.set(file, packed);
    }
    return packed;
  };
  // A CDN answers from its cache; compressing on the first request would add to the measured TTFB.
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
    );
  for (const file of walk(dist)) if (COMPRESSIBLE.has(extname(file))) pack(file);

  const handler = (req: IncomingMessage | Http2ServerRequest, res: Reply) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = resolveFile(dist, url.pathname);
    let status = 200;
    if (!file && !url.pathname.endsWith('/') && !extname(url.pathname) && resolveFile(dist, `${url.pathname}/`)) {
      // Netlify's pretty URLs: /contact answers 301 to /contact/.
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      res.end();
      return;
    }
    if (!file) {
      file = join(dist, fileAt(NETLIFY_FILES.notFound));
      status = 404;
    }
    const headers: Record<string, string> = {};
    for (const rule of rules) if (matches(rule.for, url.pathname)) Object.assign(headers, rule.values);
    const ext = extname(file);
    headers['Content-Type'] = TYPES[ext] ?? 'application/octet-stream';
    // Netlify's default for anything netlify.toml does not cache: revalidate every time.
    headers['Cache-Control'] ??= 'public, max-age=0, must-revalidate';
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && /\b(br|gzip)\b/.test(accept)) {
      const packed = pack(file);
      const encoding = /\bbr\b/.test(accept) ? 'br' : 'gzip';
      headers['Content-Encoding'] = encoding;
      headers['Vary'] = 'Accept-Encoding';
      headers['Content-Length'] = String(packed[encoding].length);
      res.writeHead(status, headers);
      if (req.method === 'HEAD') res.end();
      else res.end(packed[encoding]);
      return;
    }
    headers['Content-Length'] = String(statSync(file).size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
  const server = tls
    ? // HTTP/1.1 stays allowed for the probe in server.ts: node's https client speaks nothing else.
      createSecureServer({ ...tls, allowHTTP1: true }, handler)
    : createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `${tls ? 'https' : 'http'}://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
