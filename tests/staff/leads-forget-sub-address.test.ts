/**
 * `forget` (scripts/staff/leads-forget.ts) erases an address's sub-addresses too: a subscription made as
 * anna+news@example.ch goes when Anna@example.ch is forgotten, with the mailbox's count of confirmation mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMailbox, mailboxKey } from '../../netlify/lib/newsletter/mailbox';
import { dataKeys, sealSubscription } from '../../netlify/lib/personal';
import { forget } from '../../scripts/staff/leads-forget';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';

const SECRET = 'forget-sub-address-secret-0123456789abcdef';
let blobs: BlobsSandbox;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());

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
