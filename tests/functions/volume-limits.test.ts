/**
 * What a stranger can make the site store and mail, whatever addresses and IPs they use: comments only on
 * articles that exist (in the comment's language), pending comments deleted after PENDING_COMMENT_MAX_AGE
 * days, and site-wide hourly ceilings past which contact messages and comments are still stored (each
 * sender within their own allowance) while the flood's notifications are held for one summary mail.
 * Real Blobs server, real SMTP server.
 */
import '../helpers/generate-strings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import comments from '../../netlify/functions/comments.mts';
import contact, {
  CONTACT_HOURLY_CEILING,
  NOTIFY_PAST_CEILING,
  SENDER_HOURLY_LIMIT,
  SENDER_NOTIFY_LIMIT,
} from '../../netlify/functions/contact.mts';
import { COMMENTS_HOURLY_CEILING, COMMENT_SENDER_HOURLY_LIMIT } from '../../netlify/functions/comments.mts';
import { HELD_SUMMARY_PREFIX, SUMMARY_CLAIM_TIMEOUT_MS, sendHeldSummaries } from '../../netlify/lib/held';
import { mailConfig } from '../../netlify/lib/mail';
import { readComment, readLead } from '../helpers/sealed-records';
import { ceilingHourPrefix, purgePastHours, takeHourlyTicket, takeSenderPlace } from '../../netlify/lib/ceiling';
import { PENDING_COMMENT_MAX_AGE_DAYS, purgePendingComments } from '../../netlify/lib/comments';
import { LIMITS_STORE, type PendingComment } from '../../netlify/lib/store';
import { t } from '../../netlify/lib/strings';
import { keptLogs } from '../helpers/kept-logs';
import { VALID_CONTACT, contextFor, formRequest, nextIp, type Fields } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';

const sandbox = storeAndMail();
const logged = keptLogs();

const send = (fn: typeof comments, path: string, fields: Fields) => {
  const ip = nextIp();
  return fn(formRequest(fields, { path, ip }), contextFor(ip));
};
const validComment = {
  name: 'Marc Dubois',
  email: 'marc.dubois@example.ch',
  message: 'Merci pour ces conseils.',
  slug: 'choisir-carport',
  locale: 'fr',
  website: '',
};
/** Takes all but the last ticket of this hour, as earlier submissions would have (earlier tests' included). */
async function fillCeiling(form: string, ceiling: number) {
  const store = sandbox.blobs.store(LIMITS_STORE);
  const prefix = `${ceilingHourPrefix(form, new Date())}tickets/`;
  const missing = ceiling - 1 - (await sandbox.blobs.keys(LIMITS_STORE, prefix)).length;
  for (let i = 0; i < missing; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, missing - i) }, (_, j) => store.set(`${prefix}earlier-${i + j}`, '')),
    );
}

describe('comments', () => {
  it('are refused for an article that does not exist, and nothing is stored', async () => {
    for (const slug of ['no-such-article', 'choisir-carport-2', 'a']) {
      const res = await send(comments, '/api/comments', { ...validComment, slug });
      expect(res.status, slug).toBe(422);
      expect(await sandbox.blobs.keys('comments', `${slug}/`)).toEqual([]);
    }
    expect((await send(comments, '/api/comments', validComment)).status).toBe(200);
  });

  it('that stay pending are deleted after the period the privacy policy gives', async () => {
    const store = sandbox.blobs.store('comments');
    const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const pending = (id: string, days: number): PendingComment => ({
      ...validComment,
      locale: 'fr',
      id,
      status: 'pending',
      createdAt: at(days),
    });
    await store.setJSON('budget-pergola-suisse/old', pending('old', PENDING_COMMENT_MAX_AGE_DAYS + 1));
    await store.setJSON('budget-pergola-suisse/recent', pending('recent', PENDING_COMMENT_MAX_AGE_DAYS - 1));
    await purgePendingComments(store, new Date());
    const left = await sandbox.blobs.keys('comments', 'budget-pergola-suisse/');
    expect(left).toContain('budget-pergola-suisse/recent');
    expect(left).not.toContain('budget-pergola-suisse/old');
  });
});

describe('site-wide hourly ceilings', () => {
  // Tickets are counted under the UTC hour of `new Date()`: a test that filled one hour's ceiling and sent its
  // next request in the following hour would count it afresh. Date alone stands still, in the middle of an hour;
  // timers, sockets and the Blobs and SMTP servers keep real time.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:30:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('let at most the ceiling through a burst of concurrent submissions, and purge past hours', async () => {
    const store = sandbox.blobs.store(LIMITS_STORE);
    // Below the ceiling, a burst passes whole: each request counts the tickets written so far, its own included.
    const below = await Promise.all(Array.from({ length: 30 }, () => takeHourlyTicket(store, 'burst', 40)));
    expect(below.filter(Boolean)).toHaveLength(30);
    // Across it, never more than the ceiling: a request counted after others' writes may be refused with them,
    // since a flood guard errs on refusing, never on letting the flood through.
    const across = await Promise.all(Array.from({ length: 30 }, () => takeHourlyTicket(store, 'burst', 40)));
    expect(across.filter(Boolean).length).toBeLessThanOrEqual(10);
    expect(await takeHourlyTicket(store, 'burst', 40)).toBe(false);
    expect(logged.filter((l) => l.includes('"event":"hourly-ceiling-reached"'))).toHaveLength(1);
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    expect(await purgePastHours(store, inTwoHours)).toBeGreaterThanOrEqual(61);
    expect(await sandbox.blobs.keys(LIMITS_STORE, `${ceilingHourPrefix('burst', new Date())}`)).toEqual([]);
  });

  it('count every ticket already written while other requests write theirs', async () => {
    const store = sandbox.blobs.store(LIMITS_STORE);
    const prefix = `${ceilingHourPrefix('listing', new Date())}tickets/`;
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.set(`${prefix}before-${i}`, '')));
    const writing = Promise.all(Array.from({ length: 300 }, (_, i) => store.set(`${prefix}during-${i}`, '')));
    const counts = await Promise.all(
      Array.from({ length: 30 }, async () => {
        let count = 0;
        for await (const page of store.list({ prefix, paginate: true }))
          count += page.blobs.filter(({ key }) => key.includes('before-')).length;
        return count;
      }),
    );
    await writing;
    expect(counts).toEqual(Array(30).fill(100));
  });

  it('give one sender each of their places once, however many of their requests arrive together', async () => {
    const store = sandbox.blobs.store(LIMITS_STORE);
    const places = await Promise.all(
      Array.from({ length: 25 }, () => takeSenderPlace(store, 'burst', 'one-sender', 10)),
    );
    expect(places.filter((p) => p !== undefined).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await takeSenderPlace(store, 'burst', 'one-sender', 10)).toBeUndefined();
    // Another sender's places are their own.
    expect(await takeSenderPlace(store, 'burst', 'another-sender', 10)).toBe(1);
  });

  it('past the contact ceiling store every message, hold the flood’s notifications and still notify a real visitor', async () => {
    await fillCeiling('contact', CONTACT_HOURLY_CEILING);
    const before = sandbox.smtp.mails.length;
    const storedBefore = (await sandbox.blobs.keys('leads', 'messages/')).length;
    expect((await send(contact, '/api/contact', VALID_CONTACT)).status).toBe(200);
    // 20 addresses (aliases of them too) each sending two past their allowance within the hour, 40 at a time:
    // every batch holds two requests of each address, so each sender's count is raced for in every batch.
    const FLOOD = 20 * (SENDER_HOURLY_LIMIT + 2);
    const flood = Array.from({ length: FLOOD }, (_, i) => ({
      ...VALID_CONTACT,
      email: i % 2 ? `flood.${i % 20}@example.net` : `flood${i % 20}+${i}@example.net`,
      sujet: `Flood ${i}`,
    }));
    const statuses: number[] = [];
    for (let i = 0; i < flood.length; i += 40) {
      const answers = await Promise.all(flood.slice(i, i + 40).map((f) => send(contact, '/api/contact', f)));
      statuses.push(...answers.map((r) => r.status));
    }
    // Each flooding address is thanked for its allowance, then told it sent too many.
    expect(statuses.filter((status) => status === 200)).toHaveLength(20 * SENDER_HOURLY_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FLOOD - 20 * SENDER_HOURLY_LIMIT);
    const real = await send(contact, '/api/contact', {
      ...VALID_CONTACT,
      email: 'vraie.cliente@example.ch',
      sujet: 'Vraie demande',
      locale: 'de',
    });
    expect(real.status).toBe(200);
    expect(await real.json()).toMatchObject({ success: true, message: t('de', 'form.success.message') });

    const stored = await Promise.all(
      (await sandbox.blobs.keys('leads', 'messages/')).map((k) => readLead(sandbox.blobs.store('leads'), k)),
    );
    expect(stored.filter((m) => m?.sujet === 'Vraie demande')).toHaveLength(1);
    // Each flooding address had its own allowance; nobody else's was spent.
    const floodStored = stored.filter((m) => m?.sujet.startsWith('Flood ')).length;
    expect(floodStored).toBe(20 * SENDER_HOURLY_LIMIT);
    expect(stored.length - storedBefore).toBe(1 + floodStored + 1);
    const mails = sandbox.smtp.mails.slice(before);
    expect(mails.filter((m) => m.subject.includes('Vraie demande'))).toHaveLength(1);
    // Each sender's first notifications go out, the rest are held, even for 40 requests sent at once.
    const floodMails = mails.filter((m) => m.subject.includes('Flood ')).length;
    expect(floodMails).toBe(20 * SENDER_NOTIFY_LIMIT);
    expect(logged.filter((l) => l.includes('"event":"hourly-ceiling-reached"'))).toHaveLength(1);

    // The held notifications come as one summary mail once the hour has passed.
    const nextHour = new Date(Date.now() + 3_600_000);
    const summarised = await sendHeldSummaries(sandbox.blobs.store('leads'), mailConfig()!, nextHour);
    expect(summarised).toHaveLength(1);
    const summary = sandbox.smtp.mails.at(-1)!;
    expect(summary.subject).toContain(`${floodStored - 20 * SENDER_NOTIFY_LIMIT} message(s) en attente`);
    expect(await sandbox.blobs.keys('leads', 'held/')).toEqual([]);
    expect(await sendHeldSummaries(sandbox.blobs.store('leads'), mailConfig()!, nextHour)).toEqual([]);
  }, 120_000);

  it('past the contact ceiling tell the owner of an address a flood used up, and notify at most so many one by one', async () => {
    // This hour's counts start afresh (the test before spent part of the notifications past the ceiling).
    await purgePastHours(sandbox.blobs.store(LIMITS_STORE), new Date(Date.now() + 2 * 3600_000));
    await fillCeiling('contact', CONTACT_HOURLY_CEILING);
    expect((await send(contact, '/api/contact', VALID_CONTACT)).status).toBe(200); // the hour's last ordinary one
    // Someone else sends in a visitor's name (a Gmail alias of it) until its allowance is spent...
    for (let i = 0; i < SENDER_HOURLY_LIMIT; i += 1)
      expect(
        (await send(contact, '/api/contact', { ...VALID_CONTACT, email: `v.i.s.i.t.e.u.r+${i}@googlemail.com` }))
          .status,
      ).toBe(200);
    // ...then the visitor writes: they are told, in their language, that their message was not taken.
    const squatted = await send(contact, '/api/contact', {
      ...VALID_CONTACT,
      email: 'visiteur@gmail.com',
      locale: 'it',
    });
    expect(squatted.status).toBe(429);
    expect(await squatted.json()).toMatchObject({ success: false, message: t('it', 'form.error.senderLimit') });
    // Without JavaScript, the page shows the same notice.
    const ip = nextIp();
    const plain = await contact(
      formRequest(
        { ...VALID_CONTACT, email: 'visiteur@gmail.com', locale: 'it' },
        { path: '/api/contact', ip, mode: 'html' },
      ),
      contextFor(ip),
    );
    expect(plain.status).toBe(303);
    expect(new URL(plain.headers.get('location')!, 'https://x.example').searchParams.get('motif')).toBe('senderLimit');

    // A flood of fresh addresses gets its messages stored, but past NOTIFY_PAST_CEILING the notifications wait.
    const before = sandbox.smtp.mails.length;
    for (let i = 0; i < NOTIFY_PAST_CEILING + 40; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          send(contact, '/api/contact', {
            ...VALID_CONTACT,
            email: `fresh${i + j}@example.org`,
            sujet: `Fresh ${i + j}`,
          }),
        ),
      );
    const notified = sandbox.smtp.mails.slice(before).filter((m) => m.subject.includes('Fresh ')).length;
    expect(notified).toBeLessThanOrEqual(NOTIFY_PAST_CEILING);
    expect(notified).toBeGreaterThan(NOTIFY_PAST_CEILING / 2);
  }, 120_000);

  it('send the summary of an hour whose claim a stopped run left behind, once its time is out', async () => {
    const leads = sandbox.blobs.store('leads');
    const hour = '2026-11-28T03';
    await leads.set(`held/${hour}/left-behind-1`, '');
    // A run claimed the hour at 04:00:30 and stopped before sending.
    await leads.set(`${HELD_SUMMARY_PREFIX}${hour}`, '2026-11-28T04:00:30.000Z');
    const mails = sandbox.smtp.mails.length;
    expect(await sendHeldSummaries(leads, mailConfig()!, new Date('2026-11-28T04:05:00Z'))).toEqual([]);
    const late = new Date(Date.parse('2026-11-28T04:00:30Z') + SUMMARY_CLAIM_TIMEOUT_MS + 1000);
    expect(await sendHeldSummaries(leads, mailConfig()!, late)).toEqual([hour]);
    expect(sandbox.smtp.mails.length - mails).toBe(1);
    expect(sandbox.smtp.mails.at(-1)!.text).toContain('left-behind-1');
    // A claim dated in the future holds nothing either.
    const later = '2026-11-28T05';
    await leads.set(`held/${later}/left-behind-2`, '');
    await leads.set(`${HELD_SUMMARY_PREFIX}${later}`, '2099-01-01T00:00:00.000Z');
    expect(await sendHeldSummaries(leads, mailConfig()!, new Date('2026-11-28T06:00:00Z'))).toEqual([later]);
  });

  it('past the comments ceiling still store comments, up to each sender’s own allowance', async () => {
    await fillCeiling('comments', COMMENTS_HOURLY_CEILING);
    const before = (await sandbox.blobs.keys('comments', 'choisir-carport/')).length;
    const statuses: number[] = [];
    // 4 addresses each sending 5 past their allowance, all at once.
    const FLOOD = 4 * (COMMENT_SENDER_HOURLY_LIMIT + 5);
    for (let i = 0; i < FLOOD; i += 40) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(40, FLOOD - i) }, (_, j) =>
          send(comments, '/api/comments', { ...validComment, email: `spam${(i + j) % 4}@example.net` }),
        ),
      );
      statuses.push(...answers.map((r) => r.status));
    }
    // Each address is thanked for its allowance, then told it sent too many: no other answer, named if one comes.
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4 * COMMENT_SENDER_HOURLY_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FLOOD - 4 * COMMENT_SENDER_HOURLY_LIMIT);
    expect((await send(comments, '/api/comments', { ...validComment, email: 'lectrice@example.ch' })).status).toBe(200);
    const pending = await Promise.all(
      (await sandbox.blobs.keys('comments', 'choisir-carport/')).map((k) =>
        readComment(sandbox.blobs.store('comments'), k),
      ),
    );
    expect(pending.filter((c) => c?.email === 'lectrice@example.ch')).toHaveLength(1);
    expect(pending.length - before).toBe(4 * COMMENT_SENDER_HOURLY_LIMIT + 1);
    expect(logged.filter((l) => l.includes('"event":"hourly-ceiling-reached"'))).toHaveLength(1);
  }, 60_000);
});
