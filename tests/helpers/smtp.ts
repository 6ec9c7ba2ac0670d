/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a random port that keeps every mail it receives, with a
 * small MIME reader good enough to check the subject, Reply-To, Message-ID and attachments.
 */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailPart {
  headers: Map<string, string>;
  body: Buffer;
}

export interface ReceivedMail {
  raw: string;
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  replyTo: string;
  messageId: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSandbox {
  url: string;
  port: number;
  mails: ReceivedMail[];
  stop: () => Promise<void>;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, enc: string, text: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function param(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const star = new RegExp(`${name}\\*=(?:utf-8|UTF-8)''([^;]+)`).exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = new RegExp(`${name}=("([^"]*)"|[^;\\s]+)`).exec(header);
  if (!plain) return undefined;
  return decodeWords(plain[2] ?? plain[1] ?? '');
}

function decodeBody(headers: Map<string, string>, body: string): Buffer {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/** Splits a message into its leaf parts (recursing into multiparts). */
function leafParts(raw: string): MailPart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(headerBlock);
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary');
    if (!boundary) return [];
    const pieces = body.split(`--${boundary}`).slice(1);
    return pieces
      .filter((piece) => !piece.startsWith('--'))
      .flatMap((piece) => leafParts(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return [{ headers, body: decodeBody(headers, body) }];
}

export function parseMail(raw: string, envelopeFrom = '', envelopeTo: string[] = []): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const parts = leafParts(raw);
  const attachments = parts
    .filter((p) => /attachment/i.test(p.headers.get('content-disposition') ?? ''))
    .map((p) => ({
      filename:
        param(p.headers.get('content-disposition'), 'filename') ?? param(p.headers.get('content-type'), 'name') ?? '',
      contentType: (p.headers.get('content-type') ?? '').split(';')[0]!.trim(),
      content: p.body,
    }));
  const textPart = parts.find(
    (p) =>
      /^text\/plain/i.test(p.headers.get('content-type') ?? 'text/plain') &&
      !/attachment/i.test(p.headers.get('content-disposition') ?? ''),
  );
  return {
    raw,
    envelopeFrom,
    envelopeTo,
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    replyTo: decodeWords(headers.get('reply-to') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: textPart ? textPart.body.toString('utf8') : '',
    attachments,
  };
}

/** `delayMs`: how long the server takes to accept each mail (a slow or busy mail server). */
export async function startSmtp(options: { delayMs?: number } = {}): Promise<SmtpSandbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push(
          parseMail(
            raw,
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
