/**
 * The scheduled outbox run gives its two outboxes (contact notifications, then mails to subscribers) one
 * deadline between them: with a slow mail server and a backlog in both, the run stops claiming mails at
 * the deadline instead of starting the subscriber outbox afresh after the leads outbox used its budget.
 * Real Blobs server, real SMTP server that takes a while to accept each mail.
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOutboxes } from '../../netlify/functions/outbox-retry.mts';
import {
  subscriptionKey,
  type SubscriberMailEntry,
  type Subscription,
} from '../../netlify/lib/newsletter/subscriptions';
import type { LeadMessage, OutboxEntry } from '../../netlify/lib/store';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { startSmtp, type SmtpSandbox } from '../helpers/smtp';
import { quietConsole } from '../helpers/quiet-console';

const MAIL_DELAY_MS = 250;
const BACKLOG = 16;
const BUDGET_MS = 1_000;
let blobs: BlobsSandbox;
let smtp: SmtpSandbox;

beforeAll(async () => {
  blobs = await startBlobs();
  smtp = await startSmtp({ delayMs: MAIL_DELAY_MS });
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    CONTACT_TO: 'contact@terraluce.example',
    MAIL_FROM: 'site@terraluce.example',
    NEWSLETTER_SECRET: 'deadline-test-secret-0123456789abcdef-01',
  });
  const past = '2026-01-01T00:00:00.000Z';
  for (let i = 0; i < BACKLOG; i++) {
    const id = `20260101T000000.${String(i).padStart(3, '0')}Z-backlog`;
    const message: LeadMessage = {
      version: 1,
      id,
      receivedAt: past,
      locale: 'fr',
      nom: 'Rochat',
      prenom: 'Élise',
      email: `elise${i}@example.ch`,
      telephone: '+41 79 123 45 67',
      societe: '',
      sujet: 'Pergola',
      message: 'Bonjour',
      mailedAt: null,
    };
    const entry: OutboxEntry = { id, messageKey: `messages/${id}`, createdAt: past, attempts: 0, nextAttemptAt: past };
    await blobs.store('leads').setJSON(`messages/${id}`, message);
    await blobs.store('leads').setJSON(`outbox/${id}`, entry);
    const subscriptionId = `backlog${String(i).padStart(3, '0')}`;
    const subscription: Subscription = {
      version: 2,
      id: subscriptionId,
      email: `reader${i}@example.ch`,
      locale: 'de',
      status: 'pending',
      requestedAt: new Date().toISOString(),
    };
    const mail: SubscriberMailEntry = {
      id: `${subscriptionId}-confirm`,
      subscriptionId,
      kind: 'confirm',
      baseUrl: 'https://www.terraluce.example',
      createdAt: past,
      attempts: 0,
      nextAttemptAt: past,
    };
    await blobs.store('newsletter').setJSON(subscriptionKey(subscriptionId), subscription);
    await blobs.store('newsletter').setJSON(`outbox/${mail.id}`, mail);
  }
});
afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
  for (const name of ['SMTP_URL', 'CONTACT_TO', 'MAIL_FROM', 'NEWSLETTER_SECRET']) delete process.env[name];
});
quietConsole('log', 'error');

describe('one scheduled outbox run', () => {
  it('stops both outboxes within the shared deadline, leaving the rest for the next run', async () => {
    const started = Date.now();
    const report = await runOutboxes(BUDGET_MS);
    const elapsed = Date.now() - started;
    // Past the deadline, only mails already claimed finish: at most one slow delivery each.
    expect(elapsed).toBeLessThan(BUDGET_MS + 4 * MAIL_DELAY_MS + 1_000);
    expect(report.sent + report.newsletter.sent).toBeLessThan(2 * BACKLOG);
    expect(await blobs.keys('newsletter', 'outbox/')).not.toEqual([]);
  }, 60_000);
});
