/**
 * The notification mail of a contact message, sent with nodemailer over SMTP.
 *
 * Environment:
 *   SMTP_URL    smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer connection URL; query
 *               options are passed through). Off localhost the connection must be encrypted: smtps://, or
 *               smtp:// where the server must offer STARTTLS (a server that does not is refused, so a
 *               downgrade never sends the password or a message in clear). Unset: nothing is sent,
 *               messages wait in the outbox.
 *   CONTACT_TO  where notifications go (one address or a comma-separated list). Unset: nothing is sent.
 *   MAIL_FROM   sender of the notifications (defaults to the first CONTACT_TO address).
 *
 * The mail is plain text only (the visitor's text can never become HTML), the visitor is the Reply-To, the
 * subject carries the visitor's subject with line breaks removed, the attachment is included, and the
 * Message-ID is derived from the message id so a repeated delivery is recognisable as the same mail. A
 * notification carrying the visitor's file says so in its subject and in a header: it leaves from our own
 * sender, and mail filters or readers must not trust the file for that.
 */
import nodemailer from 'nodemailer';
import { CONTACT_TEXT_FIELDS, type ContactTextField } from '../../src/schemas/contact-fields';
import type { LeadMessage } from './store';

export interface MailConfig {
  url: string;
  to: string;
  from: string;
}

/** The SMTP configuration, or null when SMTP_URL or CONTACT_TO is missing. */
export function mailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig | null {
  const url = env.SMTP_URL?.trim();
  const to = env.CONTACT_TO?.trim();
  if (!url || !to) return null;
  const from = env.MAIL_FROM?.trim() || to.split(',')[0]!.trim();
  return { url, to, from };
}

type Transporter = ReturnType<typeof nodemailer.createTransport>;
const transports = new Map<string, Transporter>();

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

function smtpUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** True when SMTP_URL names a server on this machine (the local mailbox), where TLS protects nothing. */
export function isLoopbackSmtp(url: string): boolean {
  const parsed = smtpUrl(url);
  return parsed !== undefined && LOOPBACK_HOSTS.test(parsed.hostname);
}

/**
 * Query parameters that decide encryption: the site sets them itself (STARTTLS required off localhost),
 * so a URL may hold none of them. nodemailer reads `0`/`1` as numbers and any other word as truthy, and
 * nests `tls.*` into the TLS options (rejectUnauthorized, minVersion, ciphers), so no value of them is
 * safe to let through.
 */
const TLS_PARAMETERS = /^(?:ignoretls|requiretls|opportunistictls|secure|tls\..*)$/i;

/**
 * Query parameters that send the connection elsewhere or write the session out: `proxy` (a proxy sees the
 * session), `debug` and `logger` (nodemailer then logs the SMTP dialogue, password and message included).
 */
const LEAKING_PARAMETERS = /^(?:proxy|debug|logger|transactionlog)$/i;

/** Why SMTP_URL may not be used, or null. Off localhost the URL may not set TLS, proxy or logging options. */
export function smtpUrlProblem(url: string): string | null {
  const parsed = smtpUrl(url);
  if (!parsed || !/^smtps?:$/.test(parsed.protocol)) {
    return 'SMTP_URL is not an smtp:// or smtps:// URL; set it like smtps://user:password@mail.example.ch:465';
  }
  if (isLoopbackSmtp(url)) return null;
  const leaking = [...parsed.searchParams.keys()].filter((name) => LEAKING_PARAMETERS.test(name));
  if (leaking.length > 0) {
    return `SMTP_URL sets ${leaking.join(', ')} for a remote server, which would route or log the session (password and messages); remove them from the URL`;
  }
  const tlsOptions = [...parsed.searchParams.keys()].filter((name) => TLS_PARAMETERS.test(name));
  if (tlsOptions.length > 0) {
    return `SMTP_URL sets TLS options for a remote server (${tlsOptions.join(', ')}); remove them and use smtps:// (port 465) or smtp:// with STARTTLS (port 587): the site requires TLS itself`;
  }
  return null;
}

/** Thrown before connecting when SMTP_URL would send in clear; its code lands in the outbox entry. */
export class SmtpConfigError extends Error {
  readonly code = 'ESMTPCONFIG';
  constructor(message: string) {
    super(message);
    this.name = 'SmtpConfigError';
  }
}

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    const problem = smtpUrlProblem(url);
    if (problem) throw new SmtpConfigError(problem);
    const options = {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
      // STARTTLS or nothing: a server (or a man in the middle) that does not offer it gets no credentials.
      requireTLS: !isLoopbackSmtp(url),
    };
    // Options written in the URL's query win over these defaults.
    transport = nodemailer.createTransport({ ...options, url } as Parameters<typeof nodemailer.createTransport>[0]);
    transports.set(url, transport);
  }
  return transport;
}

/** Removes line breaks and control characters and collapses spaces: safe for one header line. */
export function headerText(value: string, max = 200): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029\u0085]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

function domainOf(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

const EXTERNAL_WARNING =
  "ATTENTION : la pièce jointe vient d'un visiteur du site, pas de Terraluce. N'activez jamais de macros et ouvrez-la avec prudence.";

/** Subject prefix and header of a notification that carries a visitor's file. */
export const EXTERNAL_SUBJECT_PREFIX = '[EXTERNE] ';
export const EXTERNAL_HEADER = 'X-Terraluce-External';

/** The label of each visible field in the notification (the staff's French); the message is the mail's body. */
const FIELD_LABELS: Record<Exclude<ContactTextField, 'message'>, string> = {
  nom: 'Nom',
  prenom: 'Prénom',
  email: 'E-mail',
  telephone: 'Téléphone',
  societe: 'Société',
  sujet: 'Sujet',
};

/** A field as staff read it: `-` where the form left it optional and the visitor blank. */
const shown = (value: string) => value || '-';

/** One line per visible field but the message, in form order. */
function fieldLines(message: LeadMessage): string[] {
  return CONTACT_TEXT_FIELDS.filter((field) => field !== 'message').map(
    (field) => `${FIELD_LABELS[field]} : ${shown(message[field])}`,
  );
}

/** How staff answer: by replying to the mail, or, where the form left the e-mail optional and it is blank, by phone. */
function replyLine(message: LeadMessage, name: string): string {
  return message.email
    ? `Répondez directement à ce courriel pour écrire à ${name || message.email}.`
    : `Le visiteur n'a pas laissé d'adresse e-mail : répondez-lui par téléphone (${shown(message.telephone)}).`;
}

/** The notification for one stored message. */
export function buildNotification(message: LeadMessage, config: MailConfig, attachment?: MailAttachment) {
  const name = headerText(`${message.prenom} ${message.nom}`.trim(), 200);
  const lines = [
    `Nouveau message reçu par le formulaire de contact du site.`,
    ``,
    ...fieldLines(message),
    `Langue : ${message.locale}`,
    `Page : ${message.page ?? '-'}`,
    `Reçu le : ${message.receivedAt}`,
    `Référence : ${message.id}`,
    `Pièce jointe : ${message.attachment ? `${message.attachment.name} (${message.attachment.size} octets)` : '-'}`,
    ``,
    `Message :`,
    shown(message.message),
    ``,
    replyLine(message, name),
  ];
  return {
    from: config.from,
    to: config.to,
    ...(message.email ? { replyTo: { name, address: message.email } } : {}),
    subject: headerText(`${attachment ? EXTERNAL_SUBJECT_PREFIX : ''}Contact : ${shown(message.sujet)}`, 200),
    text: (attachment ? [EXTERNAL_WARNING, '', ...lines] : lines).join('\n'),
    messageId: `<${message.id}@${domainOf(config.from)}>`,
    headers: {
      'X-Lead-Id': message.id,
      ...(attachment ? { [EXTERNAL_HEADER]: 'attachment sent by a website visitor' } : {}),
    },
    attachments: attachment ? [attachment] : [],
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Sends any prepared mail (the newsletter's mails to subscribers); throws on any SMTP failure. */
export async function sendPrepared(config: MailConfig, mail: Parameters<Transporter['sendMail']>[0]): Promise<void> {
  await transportFor(config.url).sendMail(mail);
}

/** Sends one notification; throws on any SMTP failure. */
export async function sendNotification(
  message: LeadMessage,
  config: MailConfig,
  attachment?: MailAttachment,
): Promise<void> {
  await transportFor(config.url).sendMail(buildNotification(message, config, attachment));
}
