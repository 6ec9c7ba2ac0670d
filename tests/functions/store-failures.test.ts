/**
 * Writes that fail closed: a store answering 500, 503, 429 or 401 to a conditional write must not count as a
 * won claim (`@netlify/blobs` reports `modified: true` for any status but 412), and a store error answers
 * the visitor with the usual "try again" in their language and sends no mail. The notification mail of a
 * stored message is first made of what the request holds, so it goes out even when the store cannot give the
 * message back; only a retry reads it. The store is a real BlobsServer behind a local HTTP server that fails
 * the chosen writes and reads (../helpers/failing-blobs.ts).
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { deliverOutbox } from '../../netlify/functions/outbox-retry.mts';
import newsletter from '../../netlify/functions/newsletter.mts';
import { claimMailbox, mailboxKey } from '../../netlify/lib/newsletter/mailbox';
import { StoreWriteError } from '../../netlify/lib/conditional-write';
import { openStore } from '../../netlify/lib/store';
import { t } from '../../netlify/lib/strings';
import { startFailingBlobs, type FailingBlobs } from '../helpers/failing-blobs';
import { PDF_BYTES, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp } from '../helpers/requests';
import { closedPort, startSmtp, type SmtpSandbox } from '../helpers/smtp';
import { quietConsole } from '../helpers/quiet-console';

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
  store.failReads(null);
});
quietConsole('log', 'error');

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

describe('the notification mail of a stored message', () => {
  const MINUTE = 60_000;
  const withPlan = (sujet: string) => ({
    ...VALID_CONTACT,
    sujet,
    file: fileOf('plan.pdf', PDF_BYTES, PDF_BYTES.length, 'application/pdf'),
  });
  const sendContact = (fields: ReturnType<typeof withPlan>) => {
    const ip = nextIp();
    return contact(formRequest(fields, { ip }), contextFor(ip));
  };
  const expectMail = (subject: string) => {
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toContain(subject);
    expect(mail.replyTo).toContain(VALID_CONTACT.email);
    expect(mail.attachments).toHaveLength(1);
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(PDF_BYTES);
  };

  it('goes out first from what the request holds, and is read back from the store only by a retry', async () => {
    await store.blobs.store('leads').deleteAll();
    const before = smtp.mails.length;
    // The store gives no message or file back: the first mail needs neither.
    store.failReads(/\/(?:messages|attachments)\//);
    expect((await sendContact(withPlan('Envoi direct'))).status).toBe(200);
    expect(smtp.mails.length).toBe(before + 1);
    expectMail('Envoi direct');
    expect(await store.blobs.keys('leads', 'outbox/')).toEqual([]);

    // SMTP down at once: the message waits in the outbox, and the retry has only the store to go by.
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    expect((await sendContact(withPlan('Envoi différé'))).status).toBe(200);
    process.env.SMTP_URL = smtp.url;
    expect(smtp.mails.length).toBe(before + 1);
    const retry = (minutes: number) =>
      deliverOutbox({ now: new Date(Date.now() + minutes * MINUTE), reconcile: false });
    expect(await retry(2)).toMatchObject({ sent: 0, failed: 1 });
    store.failReads(null);
    expect(await retry(10)).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.mails.length).toBe(before + 2);
    expectMail('Envoi différé');
    expect(await store.blobs.keys('leads', 'outbox/')).toEqual([]);
  });
});
