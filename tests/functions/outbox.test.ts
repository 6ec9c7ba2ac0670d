/**
 * Nothing is lost when SMTP is down: messages wait in the outbox, and the scheduled retry delivers each
 * exactly once when SMTP is back, even when two runs overlap.
 */
import '../helpers/generate-strings';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import outboxRetry, { config as retryConfig, deliverOutbox } from '../../netlify/functions/outbox-retry.mts';
import { EXTERNAL_SUBJECT_PREFIX } from '../../netlify/lib/mail';
import { LEASE_MS } from '../../netlify/lib/outbox';
import type { LeadMessage, OutboxEntry } from '../../netlify/lib/store';
import { PNG_BYTES, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp } from '../helpers/requests';
import { closedPort } from '../helpers/smtp';
import { storeAndMail } from '../helpers/store-and-mail';

const sandbox = storeAndMail({}, { quiet: true });
let downUrl: string;
const MINUTE = 60_000;

beforeAll(async () => {
  // Each test points SMTP_URL at the server or at `downUrl` itself.
  downUrl = `smtp://127.0.0.1:${await closedPort()}`;
});

beforeEach(async () => {
  await sandbox.blobs.store('leads').deleteAll();
  sandbox.smtp.mails.length = 0;
});

const leads = () => sandbox.blobs.store('leads');

async function submitWhileDown(count: number, tag: string): Promise<void> {
  process.env.SMTP_URL = downUrl;
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const ip = nextIp();
      const fields = {
        ...VALID_CONTACT,
        sujet: `${tag} ${i}`,
        ...(i % 5 === 0 ? { file: fileOf(`photo-${i}.png`, PNG_BYTES) } : {}),
      };
      return contact(formRequest(fields, { ip }), contextFor(ip));
    }),
  );
  for (const res of responses) {
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBe(true);
  }
}

async function outboxEntries(): Promise<OutboxEntry[]> {
  const keys = await sandbox.blobs.keys('leads', 'outbox/');
  return Promise.all(keys.map(async (k) => (await leads().get(k, { type: 'json' })) as OutboxEntry));
}

function expectEachOnce(count: number, tag: string) {
  const subjects = sandbox.smtp.mails.map((m) => m.subject).sort();
  expect(sandbox.smtp.mails).toHaveLength(count);
  expect(new Set(sandbox.smtp.mails.map((m) => m.messageId)).size).toBe(count);
  expect(new Set(subjects).size).toBe(count);
  // Every fifth message carries a file (submitWhileDown): its notification is marked as external.
  for (let i = 0; i < count; i++) {
    expect(subjects).toContain(`${i % 5 === 0 ? EXTERNAL_SUBJECT_PREFIX : ''}Contact : ${tag} ${i}`);
  }
}

describe('outbox', () => {
  it('is a scheduled function running every 5 minutes', () => {
    expect(retryConfig).toEqual({ schedule: '*/5 * * * *' });
  });

  it('keeps all 50 messages while SMTP is down, then delivers each exactly once (two overlapping runs)', async () => {
    await submitWhileDown(50, 'Panne');
    expect(await sandbox.blobs.keys('leads', 'messages/')).toHaveLength(50);
    expect((await sandbox.blobs.keys('leads', 'attachments/')).length).toBe(10);
    const waiting = await outboxEntries();
    expect(waiting).toHaveLength(50);
    for (const entry of waiting) {
      expect(entry.attempts).toBe(1);
      expect(entry.lease).toBeUndefined();
      expect(entry.lastError).toMatch(/^E[A-Z]+$/);
      const wait = Date.parse(entry.nextAttemptAt) - Date.parse(entry.createdAt);
      expect(wait).toBeGreaterThanOrEqual(MINUTE - 5);
      expect(wait).toBeLessThan(MINUTE + 5_000);
    }
    expect(sandbox.smtp.mails).toHaveLength(0);

    // SMTP back, but the backoff has not elapsed: nothing is due yet.
    process.env.SMTP_URL = sandbox.smtp.url;
    const early = await deliverOutbox({ now: new Date() });
    expect(early).toMatchObject({ total: 50, due: 0, sent: 0 });
    expect(sandbox.smtp.mails).toHaveLength(0);

    // Two runs at once, two minutes later.
    const now = new Date(Date.now() + 2 * MINUTE);
    const [a, b] = await Promise.all([deliverOutbox({ now }), deliverOutbox({ now })]);
    expect(a.sent + b.sent).toBe(50);
    expect(a.failed + b.failed).toBe(0);
    expectEachOnce(50, 'Panne');
    expect(await sandbox.blobs.keys('leads', 'outbox/')).toEqual([]);
    for (const key of await sandbox.blobs.keys('leads', 'messages/')) {
      expect(((await leads().get(key, { type: 'json' })) as LeadMessage).mailedAt).toEqual(expect.any(String));
    }
    expect(sandbox.smtp.mails.filter((m) => m.attachments.length === 1)).toHaveLength(10);

    // A later run finds nothing to do.
    expect(await deliverOutbox({ now: new Date(Date.now() + 10 * MINUTE) })).toMatchObject({ total: 0, sent: 0 });
    expect(sandbox.smtp.mails).toHaveLength(50);
  });

  it('never sends twice even between separate workers (store-level claim only)', async () => {
    await submitWhileDown(30, 'Concurrence');
    process.env.SMTP_URL = sandbox.smtp.url;
    const now = new Date(Date.now() + 2 * MINUTE);
    const runs = await Promise.all([
      deliverOutbox({ now, localLock: false }),
      deliverOutbox({ now, localLock: false }),
      deliverOutbox({ now, localLock: false }),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expectEachOnce(30, 'Concurrence');
    expect(await sandbox.blobs.keys('leads', 'outbox/')).toEqual([]);
  });

  it('backs off exponentially while SMTP stays down', async () => {
    await submitWhileDown(1, 'Backoff');
    const [first] = await outboxEntries();
    let now = Date.parse(first!.nextAttemptAt);
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt++) {
      const report = await deliverOutbox({ now: new Date(now) });
      expect(report).toMatchObject({ due: 1, failed: 1, sent: 0 });
      const [entry] = await outboxEntries();
      expect(entry!.attempts).toBe(attempt);
      const next = Date.parse(entry!.nextAttemptAt);
      waits.push((next - now) / MINUTE);
      now = next;
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    process.env.SMTP_URL = sandbox.smtp.url;
    expect(await deliverOutbox({ now: new Date(now) })).toMatchObject({ sent: 1 });
    expectEachOnce(1, 'Backoff');
  });

  it('leaves entries claimed by another worker alone until their lease ends', async () => {
    await submitWhileDown(1, 'Bail');
    const [key] = await sandbox.blobs.keys('leads', 'outbox/');
    const entry = (await leads().get(key!, { type: 'json' })) as OutboxEntry;
    const now = Date.parse(entry.nextAttemptAt);
    await leads().setJSON(key!, { ...entry, lease: { token: 'other', until: new Date(now + LEASE_MS).toISOString() } });
    process.env.SMTP_URL = sandbox.smtp.url;
    expect(await deliverOutbox({ now: new Date(now) })).toMatchObject({ due: 1, skipped: 1, sent: 0 });
    expect(sandbox.smtp.mails).toHaveLength(0);
    expect(await deliverOutbox({ now: new Date(now + LEASE_MS + 1) })).toMatchObject({ sent: 1 });
    expectEachOnce(1, 'Bail');
  });

  it('drops the entry without mailing when the message was already mailed', async () => {
    await submitWhileDown(1, 'Déjà');
    const [messageKey] = await sandbox.blobs.keys('leads', 'messages/');
    const message = (await leads().get(messageKey!, { type: 'json' })) as LeadMessage;
    await leads().setJSON(messageKey!, { ...message, mailedAt: new Date().toISOString() });
    process.env.SMTP_URL = sandbox.smtp.url;
    expect(await deliverOutbox({ now: new Date(Date.now() + 2 * MINUTE) })).toMatchObject({ cleaned: 1, sent: 0 });
    expect(sandbox.smtp.mails).toHaveLength(0);
    expect(await sandbox.blobs.keys('leads', 'outbox/')).toEqual([]);
  });

  it('gives an outbox entry back to a stored message that lost it', async () => {
    await submitWhileDown(1, 'Orphelin');
    const [outboxKey] = await sandbox.blobs.keys('leads', 'outbox/');
    await leads().delete(outboxKey!);
    process.env.SMTP_URL = sandbox.smtp.url;
    // Too recent: the contact function may still be writing the entry.
    expect(await deliverOutbox({ now: new Date(Date.now() + MINUTE) })).toMatchObject({ reconciled: 0, sent: 0 });
    const report = await deliverOutbox({ now: new Date(Date.now() + 6 * MINUTE) });
    expect(report).toMatchObject({ reconciled: 1, sent: 1 });
    expectEachOnce(1, 'Orphelin');
    expect(await deliverOutbox({ now: new Date(Date.now() + 12 * MINUTE) })).toMatchObject({ reconciled: 0, sent: 0 });
  });

  it('waits without touching anything while SMTP is not configured', async () => {
    await submitWhileDown(2, 'Config');
    delete process.env.SMTP_URL;
    const before = await outboxEntries();
    expect(await deliverOutbox({ now: new Date(Date.now() + 60 * MINUTE) })).toMatchObject({
      notConfigured: true,
      total: 2,
      sent: 0,
    });
    expect(await outboxEntries()).toEqual(before);
  });

  it('runs as a scheduled function', async () => {
    await submitWhileDown(1, 'Planifié');
    process.env.SMTP_URL = sandbox.smtp.url;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * MINUTE });
    try {
      const res = await outboxRetry();
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ sent: 1 });
    } finally {
      vi.useRealTimers();
    }
    expectEachOnce(1, 'Planifié');
  });
});
