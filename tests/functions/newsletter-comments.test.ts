/**
 * POST /api/comments: validated, pending moderation, same security as the other forms (the newsletter has
 * its own file: newsletter.test.ts).
 */
import '../helpers/generate-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import comments, { commentsLimiter, config as commentsConfig } from '../../netlify/functions/comments.mts';
import type { PendingComment } from '../../netlify/lib/store';
import { t } from '../../netlify/lib/strings';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { contextFor, formRequest, nextIp, type Fields, type RequestOptions } from '../helpers/requests';
import { readComment } from '../helpers/sealed-records';
import { quietConsole } from '../helpers/quiet-console';

let blobs: BlobsSandbox;

beforeAll(async () => {
  blobs = await startBlobs();
});

afterAll(async () => {
  await blobs.stop();
});

quietConsole('log');

const post =
  (fn: typeof comments, path: string) =>
  (fields: Fields | null, options: RequestOptions = {}) => {
    const ip = options.ip ?? nextIp();
    return fn(formRequest(fields, { path, ...options, ip }), contextFor(ip));
  };
const comment = post(comments, '/api/comments');

const urlencoded = (fields: Record<string, string>): RequestOptions => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('POST /api/comments', () => {
  const valid = {
    name: 'Marc Dubois',
    email: 'marc.dubois@example.ch',
    message: 'Merci pour ces conseils.\nNous avons choisi une pergola en aluminium.',
    slug: 'choisir-carport',
    locale: 'fr',
    website: '',
  };

  it('declares its path and rate limit', () => {
    expect(commentsConfig).toMatchObject({ path: '/api/comments', rateLimit: { windowSize: 60 } });
    expect(commentsConfig.rateLimit!.windowLimit).toBeGreaterThan(commentsLimiter.limit);
  });

  it('stores a comment as pending moderation', async () => {
    const res = await comment(valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: t('fr', 'comments.success') });
    const keys = await blobs.keys('comments', 'choisir-carport/');
    expect(keys).toHaveLength(1);
    const stored = (await readComment(blobs.store('comments'), keys[0]!)) as PendingComment;
    expect(stored).toMatchObject({
      status: 'pending',
      slug: 'choisir-carport',
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
    expect(res.headers.get('location')).toBe('/conseils/choisir-carport/?commentaire=ok#commentaire-ok');
  });

  it('sends a plain form post on an article the site lacks back to the article list, at its url in the language', async () => {
    const res = await comment({ ...valid, slug: 'no-such-article', locale: 'fr' }, { mode: 'html' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/fr\/conseils\/\?commentaire=erreur[&#]/);
  });
});
