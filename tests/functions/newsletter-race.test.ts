/**
 * The cap on confirmation mails holds when sign-ups arrive at the same moment, counts the mailbox (a
 * `+tag` sub-address and letter case do not make a new one), and a site-wide hourly ceiling stops a flood
 * with a logged alert: real Blobs server (conditional writes) and real SMTP server.
 */
import '../helpers/generate-strings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import newsletter, { MAX_CONFIRMATION_MAILS, NEWSLETTER_HOURLY_CEILING } from '../../netlify/functions/newsletter.mts';
import { ceilingHourPrefix } from '../../netlify/lib/ceiling';
import { mailboxKey, mailboxOf } from '../../netlify/lib/newsletter/mailbox';
import { purgePending } from '../../netlify/lib/newsletter/actions';
import { CONFIRM_TTL_MS } from '../../netlify/lib/newsletter/token';
import { LIMITS_STORE } from '../../netlify/lib/store';
import { keptLogs } from '../helpers/kept-logs';
import { contextFor, formRequest, nextIp } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';

const SECRET = 'race-test-secret-0123456789abcdef-0123';
const sandbox = storeAndMail({ NEWSLETTER_SECRET: SECRET });
const logged = keptLogs();

function subscribe(email: string) {
  const ip = nextIp();
  return newsletter(formRequest({ website: '', email, locale: 'fr' }, { path: '/api/newsletter', ip }), contextFor(ip));
}
const mailsToMailbox = (mailbox: string) =>
  sandbox.smtp.mails.filter((m) => m.envelopeTo.some((to) => mailboxOf(to) === mailbox)).length;

/** Moves the mailbox's last mail back past the link's lifetime, so one more is allowed. */
async function ageMailbox(mailbox: string) {
  const store = sandbox.blobs.store('newsletter');
  const key = mailboxKey(SECRET, mailbox);
  const record = (await store.get(key, { type: 'json' })) as Record<string, unknown>;
  const past = new Date(Date.now() - CONFIRM_TTL_MS - 86_400_000).toISOString();
  await store.setJSON(key, { ...record, lastMailAt: past });
}

describe('confirmation mails under concurrent sign-ups', () => {
  it('sends one mail for eight simultaneous sign-ups of one address, and never more than the cap', async () => {
    const email = 'simultaneous@example.ch';
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe(email)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(mailsToMailbox(email)).toBe(1);
    await ageMailbox(email);
    await Promise.all(Array.from({ length: 8 }, () => subscribe(email)));
    expect(mailsToMailbox(email)).toBe(MAX_CONFIRMATION_MAILS);
    await ageMailbox(email);
    await Promise.all(Array.from({ length: 8 }, () => subscribe(email)));
    expect(mailsToMailbox(email)).toBe(MAX_CONFIRMATION_MAILS);
  });

  it('counts sub-addresses and letter case against their mailbox', async () => {
    expect(mailboxOf('Anna+News@Example.CH')).toBe('anna@example.ch');
    await subscribe('anna@example.ch');
    await ageMailbox('anna@example.ch');
    await Promise.all(['anna+1@example.ch', 'ANNA+2@example.ch', 'Anna+3@Example.ch'].map(subscribe));
    await ageMailbox('anna@example.ch');
    await subscribe('anna+4@example.ch');
    expect(mailsToMailbox('anna@example.ch')).toBe(MAX_CONFIRMATION_MAILS);
  });
});

describe('the site-wide hourly ceiling', () => {
  // Tickets are counted per UTC hour: at a fixed time the test's tickets and sign-ups fall in one hour,
  // whenever it runs (an hour that turned between filling the ceiling and the last sign-up let it through).
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends no confirmation past it and logs one alert', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:30:00Z') });
    const prefix = `${ceilingHourPrefix('newsletter', new Date())}tickets/`;
    const limits = sandbox.blobs.store(LIMITS_STORE);
    // The sign-ups above took tickets of this hour too: fill up to one short of the ceiling.
    const missing = NEWSLETTER_HOURLY_CEILING - 1 - (await sandbox.blobs.keys(LIMITS_STORE, prefix)).length;
    for (let i = 0; i < missing; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, missing - i) }, (_, j) => limits.set(`${prefix}earlier-${i + j}`, '')),
      );
    await subscribe('last-of-the-hour@example.ch');
    await subscribe('one-too-many@example.ch');
    await subscribe('two-too-many@example.ch');
    expect(mailsToMailbox('last-of-the-hour@example.ch')).toBe(1);
    expect(mailsToMailbox('one-too-many@example.ch') + mailsToMailbox('two-too-many@example.ch')).toBe(0);
    expect(logged.filter((line) => line.includes('"event":"hourly-ceiling-reached"'))).toHaveLength(1);
  });
});

describe('mailbox counts', () => {
  it('are deleted by the daily purge 30 days after their first mail, not before', async () => {
    const store = sandbox.blobs.store('newsletter');
    const old = mailboxKey(SECRET, 'old-count@example.ch');
    const recent = mailboxKey(SECRET, 'recent-count@example.ch');
    const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await store.setJSON(old, { firstMailAt: at(31), lastMailAt: at(23), mails: 2 });
    await store.setJSON(recent, { firstMailAt: at(29), lastMailAt: at(21), mails: 2 });
    await purgePending(store, new Date());
    const left = await sandbox.blobs.keys('newsletter', 'mailboxes/');
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});

describe('the local Blobs server (patched)', () => {
  it('lets one of eight concurrent conditional writes win, as the hosted service does', async () => {
    const store = sandbox.blobs.store('conditions');
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.setJSON('key', { i }, { onlyIfNew: true })),
    );
    expect(created.filter((w) => w.modified)).toHaveLength(1);
    const { etag } = (await store.getWithMetadata('key', { type: 'json' }))!;
    expect(etag).toBeTruthy();
    const updated = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.setJSON('key', { i, again: true }, { onlyIfMatch: etag! })),
    );
    expect(updated.filter((w) => w.modified)).toHaveLength(1);
  });
});
