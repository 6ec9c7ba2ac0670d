/**
 * Notifications held during a flood. A message past the notification limits (contact.mts) is stored like
 * any other, marked `heldAt`, and gets a marker `held/<UTC hour>/<id>` in the `leads` store instead of an
 * outbox entry. Once its hour has passed, the scheduled `outbox-retry` sends one summary mail for the hour
 * (how many messages, and how to read them) and deletes the hour's markers: staff get every lead, a flood
 * gets no more than one mail an hour into their mailbox.
 */
import type { Store } from '@netlify/blobs';
import { utcHour } from './ceiling';
import { writeIf } from './conditional-write';
import { logError, logEvent } from './log';
import { sendPrepared, type MailConfig } from './mail';

export const HELD_PREFIX = 'held/';
/** Which hours' summaries were sent (claimed before sending, so two runs send one). */
export const HELD_SUMMARY_PREFIX = 'state/held-summary/';

const heldKey = (id: string, now: Date) => `${HELD_PREFIX}${utcHour(now)}/${id}`;

export async function holdNotification(store: Store, id: string, now: Date): Promise<void> {
  await store.set(heldKey(id, now), '');
}

/** Takes a message out of its hour's summary (the message itself could not be stored). */
export async function releaseHold(store: Store, id: string, now: Date): Promise<void> {
  await store.delete(heldKey(id, now));
}

/** The summary mail of one hour's held notifications (staff read French, like the notifications). */
export function buildHeldSummary(hour: string, ids: string[], config: MailConfig) {
  const text = [
    `${ids.length} message(s) reçu(s) par le formulaire de contact entre ${hour}:00 et ${hour}:59 (UTC) ont dépassé`,
    `les limites d'envoi de notifications (un afflux inhabituel). Ils sont tous enregistrés ; lisez-les avec`,
    '`npm run leads -- list` puis `npm run leads -- show ID`.',
    '',
    'Références :',
    ...ids,
  ].join('\n');
  return {
    from: config.from,
    to: config.to,
    subject: `Contact : ${ids.length} message(s) en attente (${hour} UTC)`,
    text,
    headers: { 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** How long a claimed summary may take before another run takes it over (the scheduled run lasts 30 s). */
export const SUMMARY_CLAIM_TIMEOUT_MS = 10 * 60_000;

/**
 * Claims an hour's summary: a new claim, or one a stopped run left behind (its hour still has markers, which
 * a sent summary deletes) once SUMMARY_CLAIM_TIMEOUT_MS have passed. Two runs taking over the same claim
 * race on its ETag, so one sends.
 */
async function claimSummary(store: Store, key: string, now: Date): Promise<boolean> {
  if ((await writeIf(store, key, now.toISOString(), { onlyIfNew: true })).won) return true;
  const found = await store.getWithMetadata(key);
  // A claim dated in the future or unreadable is as stale as an old one: nothing may hold an hour for good.
  const age = found ? now.getTime() - Date.parse(found.data) : NaN;
  if (!found || (age >= 0 && age < SUMMARY_CLAIM_TIMEOUT_MS)) return false;
  return found.etag !== undefined && (await writeIf(store, key, now.toISOString(), { onlyIfMatch: found.etag })).won;
}

/** Sends the summary of every past hour that has held notifications; returns the hours summarised. */
export async function sendHeldSummaries(store: Store, config: MailConfig, now = new Date()): Promise<string[]> {
  const byHour = new Map<string, string[]>();
  for await (const page of store.list({ prefix: HELD_PREFIX, paginate: true })) {
    for (const { key } of page.blobs) {
      const [hour = '', id = ''] = key.slice(HELD_PREFIX.length).split('/');
      if (hour < utcHour(now)) byHour.set(hour, [...(byHour.get(hour) ?? []), id]);
    }
  }
  const sent: string[] = [];
  for (const [hour, ids] of [...byHour].sort()) {
    const claim = `${HELD_SUMMARY_PREFIX}${hour}`;
    if (!(await claimSummary(store, claim, now))) continue;
    try {
      await sendPrepared(config, buildHeldSummary(hour, ids.sort(), config));
    } catch (error) {
      await store.delete(claim);
      logError('contact', 'held-summary-failed', error, { hour });
      continue;
    }
    await Promise.all(ids.map((id) => store.delete(`${HELD_PREFIX}${hour}/${id}`)));
    logEvent('contact', 'held-summary-sent', { hour, held: ids.length });
    sent.push(hour);
  }
  return sent;
}
