/**
 * The small findings of the third review: Gmail aliases share one mailbox, erasure reaches sub-addresses and
 * the mailbox counts, SMTP_URL refuses a proxy or a session log off localhost, and one-line fields lose
 * zero-width characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpUrlProblem } from '../../netlify/lib/mail';
import { claimMailbox, mailboxKey, mailboxOf } from '../../netlify/lib/newsletter/mailbox';
import { sealSubscription, dataKeys } from '../../netlify/lib/personal';
import { forget } from '../../scripts/staff/leads-forget';
import { contactSchema } from '../../src/forms/contact';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { VALID_CONTACT } from '../helpers/requests';

const SECRET = 'small-findings-secret-0123456789abcdef-0123';
let blobs: BlobsSandbox;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());

describe('mailboxes', () => {
  it('fold Gmail’s dots and googlemail.com into one mailbox', () => {
    expect(mailboxOf('a.n.n.a@gmail.com')).toBe('anna@gmail.com');
    expect(mailboxOf('Anna+news@GoogleMail.com')).toBe('anna@gmail.com');
    expect(mailboxOf('a.n.n.a@example.ch')).toBe('a.n.n.a@example.ch');
    expect(mailboxKey(SECRET, 'a.n.n.a@gmail.com')).toBe(mailboxKey(SECRET, 'anna@googlemail.com'));
  });
});

describe('erasure', () => {
  it('deletes the records of a sub-address and the mailbox’s count of confirmation mails', async () => {
    const store = blobs.store('newsletter');
    const keys = dataKeys()!;
    const subscription = {
      version: 2 as const,
      id: 'sub-address',
      email: 'anna+news@example.ch',
      locale: 'fr' as const,
      status: 'confirmed' as const,
      requestedAt: '2026-11-01T00:00:00.000Z',
    };
    await store.setJSON('subscriptions/sub-address', sealSubscription(keys, subscription));
    const policy = { maxMails: 2, resendAfterMs: 0, windowMs: 86_400_000 };
    expect(await claimMailbox(store, mailboxKey(SECRET, 'anna+news@example.ch'), policy, new Date())).toEqual({
      ok: true,
    });
    const report = await forget(
      { leads: blobs.store('leads'), newsletter: store, comments: blobs.store('comments') },
      'Anna@example.ch',
      { dryRun: false, projectRoot: blobs.directory, keys, newsletterSecrets: [SECRET] },
    );
    expect(report.deletions.map((d) => d.key).sort()).toEqual(
      [mailboxKey(SECRET, 'anna@example.ch'), 'subscriptions/sub-address'].sort(),
    );
    expect(await blobs.keys('newsletter')).toEqual([]);
  });
});

describe('SMTP_URL', () => {
  it('refuses proxy, debug and logger off localhost', () => {
    for (const query of ['proxy=http://proxy.example:3128', 'debug=true', 'logger=true'])
      expect(smtpUrlProblem(`smtps://u:p@mail.example.ch:465?${query}`), query).toMatch(/remove them/);
    expect(smtpUrlProblem('smtp://127.0.0.1:2525?debug=true')).toBeNull();
  });
});

describe('one-line fields', () => {
  it('lose zero-width characters', () => {
    const parsed = contactSchema.parse({
      ...VALID_CONTACT,
      nom: 'Ro\u200bchat\u2060',
      sujet: '\ufeffPergola',
      societe: 'Ate\u200blier',
    });
    expect([parsed.nom, parsed.sujet, parsed.societe]).toEqual(['Rochat', 'Pergola', 'Atelier']);
  });
});
