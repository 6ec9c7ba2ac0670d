/**
 * The newsletter counts confirmation mails per mailbox, not per address (netlify/lib/newsletter/mailbox.ts):
 * Gmail's dotted and googlemail.com spellings of one address reach one mailbox.
 */
import { describe, expect, it } from 'vitest';
import { mailboxKey, mailboxOf } from '../../netlify/lib/newsletter/mailbox';

const SECRET = 'newsletter-mailbox-secret-0123456789abcdef';

describe('mailboxes', () => {
  it('fold Gmail’s dots and googlemail.com into one mailbox', () => {
    expect(mailboxOf('a.n.n.a@gmail.com')).toBe('anna@gmail.com');
    expect(mailboxOf('Anna+news@GoogleMail.com')).toBe('anna@gmail.com');
    expect(mailboxOf('a.n.n.a@example.ch')).toBe('a.n.n.a@example.ch');
    expect(mailboxKey(SECRET, 'a.n.n.a@gmail.com')).toBe(mailboxKey(SECRET, 'anna@googlemail.com'));
  });
});
