/**
 * POST /api/newsletter and POST /api/comments: validated, idempotent / pending moderation, same security.
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import comments, { config as commentsConfig } from '../../netlify/functions/comments.mts';
import newsletter, { config as newsletterConfig, subscriberKey } from '../../netlify/functions/newsletter.mts';
import type { PendingComment, Subscriber } from '../../netlify/lib/store';
import { t } from '../../netlify/lib/strings';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { contextFor, formRequest, nextIp, type Fields, type RequestOptions } from '../helpers/requests';

let blobs: BlobsSandbox;

beforeAll(async () => {
  blobs = await startBlobs();
});

afterAll(async () => {
  await blobs.stop();
});

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const post =
  (fn: typeof newsletter, path: string) =>
  (fields: Fields | null, options: RequestOptions = {}) => {
    const ip = options.ip ?? nextIp();
    return fn(formRequest(fields, { path, ...options, ip }), contextFor(ip));
  };
const subscribe = post(newsletter, '/api/newsletter');
const comment = post(comments, '/api/comments');

const urlencoded = (fields: Record<string, string>): RequestOptions => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('POST /api/newsletter', () => {
  it('declares its path and rate limit', () => {
    expect(newsletterConfig).toMatchObject({ path: '/api/newsletter', rateLimit: { windowLimit: 5, windowSize: 60 } });
  });

  it('stores an address once, whatever its case, and answers the same each time', async () => {
    const first = await subscribe({ email: 'Anna.Keller@Example.ch', locale: 'de', website: '' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: t('de', 'footer.newsletter.success') });
    const key = subscriberKey('anna.keller@example.ch');
    expect(key).toMatch(/^subscribers\/[0-9a-f]{64}$/);
    const stored = (await blobs.store('newsletter').get(key, { type: 'json' })) as Subscriber;
    expect(stored).toMatchObject({ email: 'anna.keller@example.ch', locale: 'de' });

    const again = await subscribe(null, urlencoded({ email: ' anna.keller@example.CH ', locale: 'fr' }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, message: t('fr', 'footer.newsletter.success') });
    expect(await blobs.keys('newsletter')).toEqual([key]);
    expect(await blobs.store('newsletter').get(key, { type: 'json' })).toEqual(stored);
  });

  it('refuses an invalid address with the newsletter message', async () => {
    const res = await subscribe({ email: 'not-an-address', locale: 'en' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toBe(t('en', 'footer.newsletter.invalid'));
    expect(body.errors.email).toBe(t('en', 'form.error.email'));
  });

  it('applies the same security rules', async () => {
    const before = await blobs.keys('newsletter');
    expect((await subscribe({ email: 'bot@example.ch', website: 'x' })).status).toBe(200);
    expect((await subscribe({ email: 'x@example.ch' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(
      403,
    );
    expect((await subscribe({ email: 'x@example.ch' }, { headers: { 'X-XSRF-TOKEN': null } })).status).toBe(403);
    expect((await subscribe(null, { method: 'GET' })).status).toBe(405);
    expect((await subscribe(null, { body: '{}', headers: { 'Content-Type': 'application/json' } })).status).toBe(415);
    expect((await subscribe(null, urlencoded({ email: 'x@example.ch', filler: 'x'.repeat(20_000) }))).status).toBe(413);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: 'bad' }, { ip })).status).toBe(422);
    const limited = await subscribe({ email: 'y@example.ch' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await blobs.keys('newsletter')).toEqual(before);
  });

  it('redirects a plain form post back to its page', async () => {
    const res = await subscribe({ email: 'luca@example.ch', locale: 'it', page: '/it/conseils/' }, { mode: 'html' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/it/conseils/?newsletter=ok#newsletter-ok');
    const home = await subscribe({ email: 'bad', locale: 'es' }, { mode: 'html' });
    expect(home.headers.get('location')).toBe('/es/?newsletter=erreur&motif=invalid#newsletter-erreur-invalid');
  });
});

describe('POST /api/comments', () => {
  const valid = {
    name: 'Marc Dubois',
    email: 'marc.dubois@example.ch',
    message: 'Merci pour ces conseils.\nNous avons choisi une pergola en aluminium.',
    slug: 'pergola-aluminium-ou-bois',
    locale: 'fr',
    website: '',
  };

  it('declares its path and rate limit', () => {
    expect(commentsConfig).toMatchObject({ path: '/api/comments', rateLimit: { windowLimit: 5, windowSize: 60 } });
  });

  it('stores a comment as pending moderation', async () => {
    const res = await comment(valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: t('fr', 'comments.success') });
    const keys = await blobs.keys('comments', 'pergola-aluminium-ou-bois/');
    expect(keys).toHaveLength(1);
    const stored = (await blobs.store('comments').get(keys[0]!, { type: 'json' })) as PendingComment;
    expect(stored).toMatchObject({
      status: 'pending',
      slug: 'pergola-aluminium-ou-bois',
      name: 'Marc Dubois',
      email: 'marc.dubois@example.ch',
      message: valid.message,
      locale: 'fr',
    });
  });

  it('accepts urlencoded posts too', async () => {
    const res = await comment(null, urlencoded({ ...valid, name: 'Léa' }));
    expect(res.status).toBe(200);
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'marc@' }],
    ['message', { message: '   ' }],
    ['slug', { slug: '../../etc/passwd' }],
    ['message', { message: 'x'.repeat(3001) }],
  ])('refuses a bad %s', async (field, change) => {
    const before = await blobs.keys('comments');
    const res = await comment({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toContain(field);
    expect(await blobs.keys('comments')).toEqual(before);
  });

  it('drops honeypot and cross-site posts', async () => {
    const before = await blobs.keys('comments');
    expect((await comment({ ...valid, website: 'spam' })).status).toBe(200);
    expect((await comment(valid, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': null } })).status).toBe(
      403,
    );
    expect(await blobs.keys('comments')).toEqual(before);
  });

  it('redirects a plain form post to the article', async () => {
    const res = await comment({ ...valid, locale: 'en' }, { mode: 'html' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/conseils/pergola-aluminium-ou-bois/?commentaire=ok#commentaire-ok');
  });
});
