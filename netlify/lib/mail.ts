/**
 * The notification mail of a contact message, sent with nodemailer over SMTP.
 *
 * Environment:
 *   SMTP_URL    smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer connection URL; query
 *               options such as ?ignoreTLS=true are passed through). Unset: nothing is sent, messages wait
 *               in the outbox.
 *   CONTACT_TO  where notifications go (one address or a comma-separated list). Unset: nothing is sent.
 *   MAIL_FROM   sender of the notifications (defaults to the first CONTACT_TO address).
 *
 * The mail is plain text only (the visitor's text can never become HTML), the visitor is the Reply-To, the
 * subject carries the visitor's subject with line breaks removed, the attachment is included, and the
 * Message-ID is derived from the message id so a repeated delivery is recognisable as the same mail.
 */
import nodemailer from 'nodemailer';
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

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    const options = {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
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

/** The notification for one stored message. */
export function buildNotification(message: LeadMessage, config: MailConfig, attachment?: MailAttachment) {
  const name = headerText(`${message.prenom} ${message.nom}`, 200);
  const lines = [
    `Nouveau message reçu par le formulaire de contact du site.`,
    ``,
    `Nom : ${message.nom}`,
    `Prénom : ${message.prenom}`,
    `E-mail : ${message.email}`,
    `Téléphone : ${message.telephone}`,
    `Société : ${message.societe || '-'}`,
    `Sujet : ${message.sujet}`,
    `Langue : ${message.locale}`,
    `Page : ${message.page ?? '-'}`,
    `Reçu le : ${message.receivedAt}`,
    `Référence : ${message.id}`,
    `Pièce jointe : ${message.attachment ? `${message.attachment.name} (${message.attachment.size} octets)` : '-'}`,
    ``,
    `Message :`,
    message.message,
    ``,
    `Répondez directement à ce courriel pour écrire à ${name}.`,
  ];
  return {
    from: config.from,
    to: config.to,
    replyTo: { name, address: message.email },
    subject: headerText(`Contact : ${message.sujet}`, 200),
    text: lines.join('\n'),
    messageId: `<${message.id}@${domainOf(config.from)}>`,
    headers: { 'X-Lead-Id': message.id },
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
