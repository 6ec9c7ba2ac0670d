/**
 * What a stranger can make the site store and mail, whatever addresses and IPs they use: comments only on
 * articles that exist (in the comment's language), pending comments deleted after PENDING_COMMENT_MAX_AGE
 * days, and site-wide hourly ceilings on contact messages and comments that answer 503 with a logged alert.
 * Real Blobs server, real SMTP server.
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import comments from '../../netlify/functions/comments.mts';
import contact, { CONTACT_HOURLY_CEILING } from '../../netlify/functions/contact.mts';
import { COMMENTS_HOURLY_CEILING } from '../../netlify/functions/comments.mts';
import { ceilingHourPrefix, purgePastHours, takeHourlyTicket } from '../../netlify/lib/ceiling';
import { PENDING_COMMENT_MAX_AGE_DAYS, purgePendingComments } from '../../netlify/lib/comments';
import { LIMITS_STORE, type PendingComment } from '../../netlify/lib/store';
import { t } from '../../netlify/lib/strings';
import { keptLogs } from '../helpers/kept-logs';
import { VALID_CONTACT, contextFor, formRequest, nextIp, type Fields } from '../helpers/requests';
import { startStoreAndMail, type StoreAndMail } from '../helpers/store-and-mail';

let sandbox: StoreAndMail;
beforeAll(async () => {
  sandbox = await startStoreAndMail();
});
afterAll(() => sandbox.stop());
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

  it('stop contact messages past the ceiling with 503, the busy message and one alert', async () => {
    await fillCeiling('contact', CONTACT_HOURLY_CEILING);
    const before = sandbox.smtp.mails.length;
    expect((await send(contact, '/api/contact', VALID_CONTACT)).status).toBe(200);
    const refused = await send(contact, '/api/contact', { ...VALID_CONTACT, locale: 'de' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false, message: t('de', 'form.error.busy') });
    expect(sandbox.smtp.mails.length - before).toBe(1);
    expect(await sandbox.blobs.keys('leads', 'messages/')).toHaveLength(1);
    expect(logged.filter((l) => l.includes('"event":"hourly-ceiling-reached"'))).toHaveLength(1);
  });

  it('stop comments past the ceiling', async () => {
    await fillCeiling('comments', COMMENTS_HOURLY_CEILING);
    expect((await send(comments, '/api/comments', validComment)).status).toBe(200);
    expect((await send(comments, '/api/comments', validComment)).status).toBe(503);
    expect(logged.filter((l) => l.includes('"event":"hourly-ceiling-reached"'))).toHaveLength(1);
  });
});
