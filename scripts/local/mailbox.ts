/**
 * The local stand-in for the company's mail server: a real SMTP server (smtp-server) on loopback that
 * writes every mail it receives to `.state/mailbox/<time>-<n>.eml`, where any mail client or a text editor
 * can open it. `scripts/local/serve.sh` starts it and points the functions' SMTP_URL at it, so `npm start` shows
 * exactly the notification the company would get.
 *
 *   tsx scripts/local/mailbox.ts [port]      (default: MAILBOX_PORT, else 2525)
 *
 * With MAILBOX_READY set to a file, it writes its process id there once it listens, so a script that
 * starts it can tell its own mailbox is up from another process answering on the same port.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
export const MAILBOX_DIR = join(root, '.state/mailbox');
const port = Number(process.argv[2] ?? process.env.MAILBOX_PORT ?? 2525);
let count = 0;

mkdirSync(MAILBOX_DIR, { recursive: true });
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // A little over the functions' 4 MB body limit, once base64 has grown the attachment.
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${++count}.eml`;
      // Written whole, then acknowledged: a mail the server said it took is on disk.
      writeFileSync(join(MAILBOX_DIR, name), Buffer.concat(chunks));
      console.log(`mailbox: received ${name}`);
      callback();
    });
  },
});
server.on('error', (error) => {
  console.error(`mailbox: ${error.message}. Set MAILBOX_PORT to a free port, or LOCAL_MAILBOX=0 to run without it.`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`mailbox: smtp://127.0.0.1:${port}, mails saved in ${MAILBOX_DIR}`);
  if (process.env.MAILBOX_READY) writeFileSync(process.env.MAILBOX_READY, String(process.pid));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
