/**
 * The deletions the privacy policy promises, run as the scheduled functions run them, against the real Blobs
 * server: contact messages three years after their last contact (with their attachments), attachments whose
 * message was never stored, and pending newsletter subscriptions after 30 days, 5,000 of them within the
 * purge's time budget, each run continuing where the previous one stopped.
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config as retentionConfig } from '../../netlify/functions/leads-retention.mts';
import { purgePending } from '../../netlify/lib/newsletter/actions';
import { subscriptionKey, type Subscription } from '../../netlify/lib/newsletter/subscriptions';
import { applyRetention, retentionCutoff } from '../../netlify/lib/retention';
import { compactIsoTime, type LeadMessage } from '../../netlify/lib/store';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { cpuClock, cpuTime } from '../helpers/cpu-time';
import { quietConsole } from '../helpers/quiet-console';

let blobs: BlobsSandbox;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
quietConsole('log');

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2029-06-15T03:00:00Z');

function message(id: string, receivedAt: Date, extra: Partial<LeadMessage> = {}): LeadMessage {
  return {
    version: 1,
    id,
    receivedAt: receivedAt.toISOString(),
    locale: 'fr',
    nom: 'Rochat',
    prenom: 'Élise',
    email: 'elise@example.ch',
    telephone: '+41 79 123 45 67',
    societe: '',
    sujet: 'Pergola',
    message: 'Bonjour',
    mailedAt: receivedAt.toISOString(),
    ...extra,
  };
}

describe('contact message retention', () => {
  it('is a daily scheduled function', () => {
    expect(retentionConfig).toEqual({ schedule: '@daily' });
  });

  it('deletes a message older than three years with its attachment, and an orphaned attachment', async () => {
    const leads = blobs.store('leads');
    const at = (date: Date, n: number) => `${compactIsoTime(date)}-00000000-0000-4000-8000-00000000000${n}`;
    const old = new Date(retentionCutoff(NOW).getTime() - DAY);
    const young = new Date(retentionCutoff(NOW).getTime() + DAY);
    const oldId = at(old, 1);
    const youngId = at(young, 2);
    const renewedId = at(old, 3);
    await leads.set('attachments/a1', 'pdf', { metadata: { messageId: oldId } });
    await leads.setJSON(
      `messages/${oldId}`,
      message(oldId, old, {
        attachment: { key: 'attachments/a1', name: 'plan.pdf', type: 'application/pdf', size: 3 },
      }),
    );
    await leads.setJSON(`outbox/${oldId}`, { id: oldId });
    await leads.setJSON(`messages/${youngId}`, message(youngId, young));
    // Old, but staff were in touch last year: kept.
    await leads.setJSON(
      `messages/${renewedId}`,
      message(renewedId, old, { lastContactAt: new Date(NOW.getTime() - 300 * DAY).toISOString() }),
    );
    // The contact function stored the file, then failed to store its message: an orphan.
    await leads.set('attachments/orphan', 'pdf', { metadata: { messageId: at(new Date(NOW.getTime() - 2 * DAY), 4) } });
    // Written a moment ago, its message may still be on its way: kept.
    await leads.set('attachments/fresh', 'pdf', { metadata: { messageId: at(new Date(NOW.getTime() - 60_000), 5) } });

    const report = await applyRetention(leads, NOW);
    expect(report).toMatchObject({ complete: true, deleted: 2 });
    expect(await blobs.keys('leads')).toEqual(
      [`messages/${youngId}`, `messages/${renewedId}`, 'attachments/fresh'].sort(),
    );
    await leads.deleteAll();
  });
});

describe('pending subscription purge', () => {
  const pending = (i: number, ageDays: number): Subscription => ({
    version: 2,
    id: `sub${String(i).padStart(5, '0')}`,
    email: `person${i}@example.ch`,
    locale: 'fr',
    status: 'pending',
    requestedAt: new Date(NOW.getTime() - ageDays * DAY).toISOString(),
  });

  // What proves the purge is its budget, counted in CPU time; the test's time limit only ends a run that hangs,
  // and leaves room for writing 5,000 records on a machine busy with other work.
  it('deletes the expired ones of 5,000 subscriptions within its budget', async () => {
    const newsletter = blobs.store('newsletter');
    const N = 5000;
    for (let i = 0; i < N; i += 250) {
      await Promise.all(
        Array.from({ length: 250 }, (_, k) => {
          const record = pending(i + k, (i + k) % 2 === 0 ? 31 : 29);
          return newsletter.setJSON(subscriptionKey(record.id), record);
        }),
      );
    }
    // The scheduled run's budget, counted in CPU time: the wall-clock time of the same work grows with the load.
    const { result: report, ms } = await cpuTime(() =>
      purgePending(newsletter, NOW, { budgetMs: 20_000, clock: cpuClock }),
    );
    expect(report).toMatchObject({ complete: true, checked: N, deleted: N / 2 });
    expect(await blobs.keys('newsletter', 'subscriptions/')).toHaveLength(N / 2);
    console.info(`purge of ${N} subscriptions: ${Math.round(ms)} ms of CPU time`);
  }, 180_000);

  it('continues after the last key of a run that ran out of time, never from the start', async () => {
    const newsletter = blobs.store('newsletter');
    await newsletter.deleteAll();
    for (let i = 0; i < 100; i++) await newsletter.setJSON(subscriptionKey(pending(i, 40).id), pending(i, 40));
    // A budget spent at once: one batch per run.
    const first = await purgePending(newsletter, NOW, { budgetMs: 0, concurrency: 30 });
    expect(first).toMatchObject({ complete: false, checked: 30, deleted: 30 });
    const second = await purgePending(newsletter, NOW, { budgetMs: 0, concurrency: 30 });
    expect(second).toMatchObject({ complete: false, checked: 30, resumedAfter: 'subscriptions/sub00029' });
    const rest = await purgePending(newsletter, NOW, { concurrency: 30 });
    expect(rest).toMatchObject({ complete: true, checked: 40, resumedAfter: 'subscriptions/sub00059' });
    expect(await blobs.keys('newsletter')).toEqual([]);
  });
});
