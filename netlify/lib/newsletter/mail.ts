/**
 * The mails of the newsletter, in the subscriber's language (catalogue keys `newsletter.mail.*`). Every one
 * carries one-click unsubscribe (RFC 8058: `List-Unsubscribe` with an https URL and `List-Unsubscribe-Post`)
 * and the same link visibly in the text. Plain text only.
 */
import { API_URLS } from '../../../src/paths/api';
import { absoluteUrl } from '../../../src/paths/place';
import { t } from '../strings';
import { headerText, type MailConfig } from '../mail';
import type { Subscription } from './subscriptions';
import { CONFIRM_TTL_MS, UNSUBSCRIBE_TTL_MS, signToken } from './token';

/** The two links of a subscription, signed at `now`, at the `origin` the visitor signed up on. */
export function subscriptionLinks(secret: string, origin: string, id: string, now: Date) {
  const confirm = signToken(secret, id, 'confirm', new Date(now.getTime() + CONFIRM_TTL_MS));
  const unsubscribe = signToken(secret, id, 'unsubscribe', new Date(now.getTime() + UNSUBSCRIBE_TTL_MS));
  return {
    confirm: absoluteUrl(origin, `${API_URLS.newsletterConfirm}?token=${confirm}`),
    unsubscribe: absoluteUrl(origin, `${API_URLS.newsletterUnsubscribe}?token=${unsubscribe}`),
  };
}

/** Headers every mail to a subscriber carries. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The confirmation mail of a pending subscription. */
export function buildConfirmationMail(
  subscription: Subscription,
  config: MailConfig,
  secret: string,
  origin: string,
  now: Date,
) {
  const links = subscriptionLinks(secret, origin, subscription.id, now);
  const l = subscription.locale;
  const text = [
    t(l, 'newsletter.mail.greeting'),
    '',
    t(l, 'newsletter.mail.confirmText'),
    '',
    links.confirm,
    '',
    t(l, 'newsletter.mail.ignore'),
    '',
    '--',
    t(l, 'newsletter.mail.unsubscribe'),
    links.unsubscribe,
  ].join('\n');
  return {
    from: config.from,
    to: subscription.email,
    subject: headerText(t(l, 'newsletter.mail.subject'), 200),
    text,
    headers: { ...unsubscribeHeaders(links.unsubscribe), 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
