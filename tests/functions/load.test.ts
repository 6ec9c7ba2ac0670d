/**
 * 200 visitors sending at the same moment: every message is stored once and mailed once.
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import type { LeadMessage } from '../../netlify/lib/store';
import { PDF_BYTES, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';
import { readLead } from '../helpers/sealed-records';

// Every request comes from one office network: lift the per-IP limit for this test.
const sandbox = storeAndMail({ FORM_RATE_LIMIT: '1000' });
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

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

    const keys = await sandbox.blobs.keys('leads', 'messages/');
    expect(keys).toHaveLength(N);
    const messages = await Promise.all(
      keys.map(async (k) => (await readLead(sandbox.blobs.store('leads'), k)) as LeadMessage),
    );
    expect(new Set(messages.map((m) => m.sujet)).size).toBe(N);
    expect(messages.every((m) => m.mailedAt !== null)).toBe(true);
    expect(await sandbox.blobs.keys('leads', 'attachments/')).toHaveLength(N / 10);
    expect(await sandbox.blobs.keys('leads', 'outbox/')).toEqual([]);

    expect(sandbox.smtp.mails).toHaveLength(N);
    expect(new Set(sandbox.smtp.mails.map((m) => m.messageId)).size).toBe(N);
    expect(new Set(sandbox.smtp.mails.map((m) => m.subject)).size).toBe(N);
    expect(sandbox.smtp.mails.filter((m) => m.attachments.length === 1)).toHaveLength(N / 10);
    console.info(`200 concurrent submissions stored and mailed in ${Math.round(elapsed)} ms`);
  });
});
