/**
 * Writes that fail closed: a store answering 500, 503, 429 or 401 to a conditional write must not count as a
 * won claim (`@netlify/blobs` reports `modified: true` for any status but 412), and a store error answers
 * the visitor with the usual "try again" in their language and sends no mail. The store is a real
 * BlobsServer behind a local HTTP server that fails the chosen writes (../helpers/failing-blobs.ts).
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import newsletter from '../../netlify/functions/newsletter.mts';
import { claimMailbox, mailboxKey } from '../../netlify/lib/newsletter/mailbox';
import { StoreWriteError } from '../../netlify/lib/conditional-write';
import { openStore } from '../../netlify/lib/store';
import { t } from '../../netlify/lib/strings';
import { startFailingBlobs, type FailingBlobs } from '../helpers/failing-blobs';
import { VALID_CONTACT, contextFor, formRequest, nextIp } from '../helpers/requests';
import { startSmtp, type SmtpSandbox } from '../helpers/smtp';

const SECRET = 'store-failures-secret-0123456789abcdef-0123';
let store: FailingBlobs;
let smtp: SmtpSandbox;
beforeAll(async () => {
  store = await startFailingBlobs();
  smtp = await startSmtp();
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    CONTACT_TO: 'contact@terraluce.example',
    MAIL_FROM: 'site@terraluce.example',
    NEWSLETTER_SECRET: SECRET,
  });
});
afterAll(async () => {
  for (const name of ['SMTP_URL', 'CONTACT_TO', 'MAIL_FROM', 'NEWSLETTER_SECRET']) delete process.env[name];
  await smtp.stop();
  await store.stop();
});
beforeEach(() => {
  store.fail('none');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const POLICY = { maxMails: 2, resendAfterMs: 0, windowMs: 86_400_000 };

describe.each([500, 503, 429, 401])('a store answering %i', (status) => {
  it('never lets a conditional claim count as won', async () => {
    store.fail('conditional', status);
    const key = mailboxKey(SECRET, `claim-${status}@example.ch`);
    await expect(claimMailbox(openStore('newsletter'), key, POLICY, new Date())).rejects.toBeInstanceOf(
      StoreWriteError,
    );
    store.fail('none');
    expect(await claimMailbox(openStore('newsletter'), key, POLICY, new Date())).toEqual({ ok: true });
  });

  it('sends no confirmation mail for a sign-up whose writes fail', async () => {
    store.fail('conditional', status);
    const before = smtp.mails.length;
    const ip = nextIp();
    const res = await newsletter(
      formRequest({ website: '', email: `signup-${status}@example.ch`, locale: 'it' }, { path: '/api/newsletter', ip }),
      contextFor(ip),
    );
    // The newsletter answers before it reads the store (its answer tells nothing about an address).
    expect(res.status).toBe(200);
    expect(smtp.mails.length).toBe(before);
    expect(await store.blobs.keys('newsletter', 'subscriptions/')).toEqual([]);
  });

  it('answers a contact message with the usual "try again" in the visitor’s language and mails nothing', async () => {
    store.fail('all', status);
    const before = smtp.mails.length;
    const ip = nextIp();
    const res = await contact(
      formRequest({ ...VALID_CONTACT, locale: 'es' }, { path: '/api/contact', ip }),
      contextFor(ip),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ success: false, message: t('es', 'form.error.server') });
    expect(smtp.mails.length).toBe(before);
  });
});
