/** What the newsletter's tests read of the mails it sends. */
import type { ReceivedMail, SmtpSandbox } from './smtp';

/** The mails the test SMTP server received for `address`, in the order they came. */
export const mailsTo = (smtp: SmtpSandbox, address: string): ReceivedMail[] =>
  smtp.mails.filter((mail) => mail.envelopeTo.includes(address));

/** The confirmation or unsubscribe link a newsletter mail holds. */
export function linkIn(mail: ReceivedMail, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://\\S+/api/newsletter/${kind}\\?token=[A-Za-z0-9_.-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in:\n${mail.text}`);
  return match[0];
}
