/**
 * HTTPS in front of the local site, for WebKit: the site's Content-Security-Policy says
 * `upgrade-insecure-requests`, and WebKit (unlike Chromium and Firefox) applies it to http://localhost too,
 * so over plain HTTP it asks for every script at https://localhost and none runs. Through this proxy the
 * pages reach WebKit as they reach visitors, over HTTPS, headers untouched; its certificate is made for the
 * run by ./run.sh and accepted by the WebDriver session (acceptInsecureCerts).
 *
 *   tsx tests/browsers/https-proxy.ts <port> <site URL> <key file> <certificate file> <ready file>
 *
 * It listens on 127.0.0.1 only, and writes the ready file once it does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:https';

const [port, site, keyFile, certFile, readyFile] = process.argv.slice(2);
if (!port || !site || !keyFile || !certFile || !readyFile) {
  console.error(
    'usage: tsx tests/browsers/https-proxy.ts <port> <site URL> <key file> <certificate file> <ready file>',
  );
  process.exit(2);
}
const target = new URL(site);

const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (incoming, outgoing) => {
  const forwarded = request(
    {
      hostname: target.hostname,
      port: target.port,
      path: incoming.url,
      method: incoming.method,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', (error) => {
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`https-proxy: the site at ${site} did not answer (${error.message}); is scripts/serve.sh running?`);
  });
  incoming.pipe(forwarded);
});
server.listen(Number(port), '127.0.0.1', () => writeFileSync(readyFile, String(process.pid)));
