/**
 * 200 visitors sending at the same moment: every message is stored once and mailed once.
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import type { LeadMessage } from '../../netlify/lib/store';
import type { BlobsSandbox } from '../helpers/blobs';
import { PDF_BYTES, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp } from '../helpers/requests';
import type { SmtpSandbox } from '../helpers/smtp';
import { startStoreAndMail, type StoreAndMail } from '../helpers/store-and-mail';
import { readLead } from '../helpers/sealed-records';

let sandbox: StoreAndMail;
let blobs: BlobsSandbox;
let smtp: SmtpSandbox;

beforeAll(async () => {
  // Every request comes from one office network: lift the per-IP limit for this test.
  sandbox = await startStoreAndMail({ FORM_RATE_LIMIT: '1000' });
  ({ blobs, smtp } = sandbox);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await sandbox.stop();
});

describe('200 concurrent submissions', () => {
  it('stores 200 messages and sends 200 mails, no duplicates', async () => {
    const N = 200;
    const ip = nextIp();
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) => {
        const fields = {
          ...VALID_CONTACT,
          email: `visiteur${i}@example.ch`,
          sujet: `Demande ${i}`,
          ...(i % 10 === 0 ? { file: fileOf(`plan-${i}.pdf`, PDF_BYTES) } : {}),
        };
        return contact(formRequest(fields, { ip }), contextFor(ip));
      }),
    );
    const elapsed = performance.now() - started;
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(bodies.every((b) => b.success === true)).toBe(true);

    const keys = await blobs.keys('leads', 'messages/');
    expect(keys).toHaveLength(N);
    const messages = await Promise.all(keys.map(async (k) => (await readLead(blobs.store('leads'), k)) as LeadMessage));
    expect(new Set(messages.map((m) => m.sujet)).size).toBe(N);
    expect(messages.every((m) => m.mailedAt !== null)).toBe(true);
    expect(await blobs.keys('leads', 'attachments/')).toHaveLength(N / 10);
    expect(await blobs.keys('leads', 'outbox/')).toEqual([]);

    expect(smtp.mails).toHaveLength(N);
    expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(N);
    expect(new Set(smtp.mails.map((m) => m.subject)).size).toBe(N);
    expect(smtp.mails.filter((m) => m.attachments.length === 1)).toHaveLength(N / 10);
    console.info(`200 concurrent submissions stored and mailed in ${Math.round(elapsed)} ms`);
  });
});
