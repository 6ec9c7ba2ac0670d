/**
 * The newsletter's double opt-in end to end inside the functions: real Request objects, the real Blobs
 * client against a BlobsServer, a real SMTP server receiving the mails.
 */
import '../helpers/generate-strings';
import { describe, expect, it } from 'vitest';
import newsletter, { config as newsletterConfig, newsletterLimiter } from '../../netlify/functions/newsletter.mts';
import confirmFn, { config as confirmConfig } from '../../netlify/functions/newsletter-confirm.mts';
import { config as purgeConfig } from '../../netlify/functions/newsletter-purge.mts';
import unsubscribeFn, { config as unsubscribeConfig } from '../../netlify/functions/newsletter-unsubscribe.mts';
import { purgePending } from '../../netlify/lib/newsletter/actions';
import { deliverSubscriberOutbox } from '../../netlify/lib/newsletter/outbox';
import { subscriptionId, subscriptionKey, type Subscription } from '../../netlify/lib/newsletter/subscriptions';
import { signToken } from '../../netlify/lib/newsletter/token';
import { t } from '../../netlify/lib/strings';
import { SITE, contextFor, formRequest, nextIp, type Fields, type RequestOptions } from '../helpers/requests';
import { closedPort, type ReceivedMail } from '../helpers/smtp';
import { storeAndMail } from '../helpers/store-and-mail';
import { linkIn, mailsTo } from '../helpers/newsletter-mail';
import { readSubscriptionRecord } from '../helpers/sealed-records';

const SECRET = 'test-newsletter-secret-0123456789abcdef';
const sandbox = storeAndMail(
  { MAIL_FROM: 'Terraluce <site@terraluce.example>', NEWSLETTER_SECRET: SECRET },
  { quiet: true },
);

function subscribe(fields: Fields | null, options: RequestOptions = {}) {
  const ip = options.ip ?? nextIp();
  return newsletter(formRequest(fields, { path: '/api/newsletter', ...options, ip }), contextFor(ip));
}

const store = () => sandbox.blobs.store('newsletter');
const read = async (email: string) =>
  (await readSubscriptionRecord(store(), subscriptionKey(subscriptionId(SECRET, email)))) as Subscription | null;

/** The URL of the List-Unsubscribe header (`<https://…>`). */
const headerUrl = (mail: ReceivedMail) => /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';

const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const oneClick = (url: string) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

/**
 * What the owner does with the confirmation link: opens it (a GET, which only lands on the page with the
 * button and sets its cookie), then presses the button (the page's form POST carrying the cookie).
 */
async function confirmFromLink(link: string): Promise<{ landing: Response; done: Response }> {
  const landing = await confirmFn(get(link));
  const cookie = landing.headers.get('set-cookie')?.split(';')[0] ?? '';
  const done = await confirmFn(
    new Request(`${SITE}/api/newsletter/confirm`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: SITE,
        'Sec-Fetch-Site': 'same-origin',
        Cookie: cookie,
      },
      body: 'locale=en',
    }),
  );
  return { landing, done };
}

/** Subscribes `email` in `locale` and returns its confirmation mail. */
async function subscribeAndGetMail(email: string, locale = 'de'): Promise<ReceivedMail> {
  const before = mailsTo(sandbox.smtp, email).length;
  const res = await subscribe({ email, locale, website: '', page: `/${locale}/conseils/` });
  expect(res.status).toBe(200);
  const mails = mailsTo(sandbox.smtp, email);
  expect(mails).toHaveLength(before + 1);
  return mails.at(-1)!;
}

describe('newsletter functions', () => {
  it('declare their paths, rate limits and schedule', () => {
    expect(newsletterConfig).toMatchObject({ path: '/api/newsletter', rateLimit: { windowSize: 60 } });
    expect(newsletterConfig.rateLimit!.windowLimit).toBeGreaterThan(newsletterLimiter.limit);
    expect(confirmConfig).toMatchObject({ path: '/api/newsletter/confirm' });
    expect(unsubscribeConfig).toMatchObject({ path: '/api/newsletter/unsubscribe' });
    expect(purgeConfig).toEqual({ schedule: '@daily' });
  });
});

describe('double opt-in', () => {
  it('stores a pending subscription and mails a localized confirmation with one-click unsubscribe', async () => {
    const email = 'anna.keller@example.ch';
    const res = await subscribe({ email: 'Anna.Keller@Example.ch', locale: 'de', website: '', page: '/de/conseils/' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: t('de', 'footer.newsletter.success') });

    const stored = await read(email);
    expect(stored).toMatchObject({ email, locale: 'de', page: '/de/conseils/', status: 'pending' });
    expect(stored?.confirmedAt).toBeUndefined();
    // The key and the id say nothing about the address.
    expect((await sandbox.blobs.keys('newsletter', 'subscriptions/')).join()).not.toMatch(/anna|keller|example/i);

    const [mail] = mailsTo(sandbox.smtp, email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(t('de', 'newsletter.mail.subject'));
    expect(mail!.text).toContain(t('de', 'newsletter.mail.confirmText'));
    expect(mail!.text).toContain(t('de', 'newsletter.mail.unsubscribe'));
    const confirm = linkIn(mail!, 'confirm');
    const unsubscribe = linkIn(mail!, 'unsubscribe');
    expect(confirm.startsWith(`${SITE}/api/newsletter/confirm?token=`)).toBe(true);
    for (const link of [confirm, unsubscribe])
      expect(decodeURIComponent(link)).not.toMatch(/anna\.keller|example\.ch/i);
    expect(headerUrl(mail!)).toBe(unsubscribe);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Delivered: nothing waits in the outbox.
    expect(await sandbox.blobs.keys('newsletter', 'outbox/')).toEqual([]);
  });

  it('confirms from the link, once, and lists the address as confirmed', async () => {
    const email = 'marco.rossi@example.it';
    const mail = await subscribeAndGetMail(email, 'it');
    const { landing, done } = await confirmFromLink(linkIn(mail, 'confirm'));
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toBe('/it/newsletter/confirmer/');
    expect(landing.headers.get('set-cookie')).toMatch(
      /^nl_confirm=[^;]+; Path=\/api\/newsletter\/confirm; Max-Age=3600; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/it/newsletter/confirmation/');
    expect(done.headers.get('set-cookie')).toMatch(/^nl_confirm=; Path=\/api\/newsletter\/confirm; Max-Age=0;/);
    const confirmed = await read(email);
    expect(confirmed).toMatchObject({ status: 'confirmed', locale: 'it', page: '/it/conseils/' });
    expect(Date.parse(confirmed!.confirmedAt!)).toBeGreaterThan(Date.parse(confirmed!.requestedAt) - 1);

    // Confirming twice changes nothing and lands on the same page.
    const again = await confirmFn(get(linkIn(mail, 'confirm')));
    expect(again.headers.get('location')).toBe('/it/newsletter/confirmation/');
    expect(await read(email)).toEqual(confirmed);

    // Subscribing a confirmed address again answers the same and mails nothing.
    const count = mailsTo(sandbox.smtp, email).length;
    expect((await subscribe({ email, locale: 'fr' })).status).toBe(200);
    expect(mailsTo(sandbox.smtp, email)).toHaveLength(count);
    expect(await read(email)).toEqual(confirmed);
  });

  it('sends no second confirmation mail while the first link still works', async () => {
    const email = 'lea.martin@example.fr';
    await subscribeAndGetMail(email, 'fr');
    expect((await subscribe({ email, locale: 'fr' })).status).toBe(200);
    expect(mailsTo(sandbox.smtp, email)).toHaveLength(1);
  });

  it('refuses a tampered token and changes nothing', async () => {
    const email = 'tamper@example.ch';
    const mail = await subscribeAndGetMail(email, 'fr');
    const link = linkIn(mail, 'confirm');
    const [payload, signature] = new URL(link).searchParams.get('token')!.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    const otherId = Buffer.from(`${subscriptionId(SECRET, 'other@example.ch')}.confirm.9999999999`).toString(
      'base64url',
    );
    for (const token of [`${payload}.${flipped}`, `${otherId}.${signature}`, 'garbage', '']) {
      const res = await confirmFn(get(`${SITE}/api/newsletter/confirm?token=${token}`, { 'Accept-Language': 'fr-CH' }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr/newsletter/erreur/');
    }
    // An unsubscribe token does not confirm either.
    const wrongPurpose = await confirmFn(get(linkIn(mail, 'unsubscribe').replace('/unsubscribe?', '/confirm?')));
    expect(wrongPurpose.headers.get('location')).toBe('/newsletter/erreur/');
    expect(await read(email)).toMatchObject({ status: 'pending' });
  });

  it('refuses an expired token and changes nothing', async () => {
    const email = 'late@example.ch';
    await subscribeAndGetMail(email, 'es');
    const id = subscriptionId(SECRET, email);
    const expired = signToken(SECRET, id, 'confirm', new Date(Date.now() - 1000));
    const res = await confirmFn(get(`${SITE}/api/newsletter/confirm?token=${expired}`, { 'Accept-Language': 'es' }));
    expect(res.headers.get('location')).toBe('/es/newsletter/erreur/');
    expect(await read(email)).toMatchObject({ status: 'pending' });
    // The same id with a future expiry works: only the expiry was wrong.
    const fresh = signToken(SECRET, id, 'confirm', new Date(Date.now() + 60_000));
    const { done } = await confirmFromLink(`${SITE}/api/newsletter/confirm?token=${fresh}`);
    expect(done.headers.get('location')).toBe('/es/newsletter/confirmation/');
  });
});

describe('unsubscribe', () => {
  it('deletes the address on a one-click POST to the header URL, and again without error', async () => {
    const email = 'one.click@example.ch';
    const mail = await subscribeAndGetMail(email, 'en');
    await confirmFromLink(linkIn(mail, 'confirm'));
    expect(await read(email)).toMatchObject({ status: 'confirmed' });

    const res = await unsubscribeFn(oneClick(headerUrl(mail)));
    expect(res.status).toBe(200);
    expect(await read(email)).toBeNull();
    const twice = await unsubscribeFn(oneClick(headerUrl(mail)));
    expect(twice.status).toBe(200);
    expect(await read(email)).toBeNull();
  });

  it('lands a GET on the page with one button, which unsubscribes with the cookie it set', async () => {
    const email = 'landing@example.ch';
    const mail = await subscribeAndGetMail(email, 'ar');
    const landing = await unsubscribeFn(get(linkIn(mail, 'unsubscribe')));
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toBe('/ar/newsletter/desinscription/');
    // A GET never unsubscribes (mail scanners open links).
    expect(await read(email)).toMatchObject({ status: 'pending' });
    const cookie = landing.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^nl_unsubscribe=[^;]+; Path=\/api\/newsletter\/unsubscribe; Max-Age=3600; HttpOnly; SameSite=Strict; Secure$/,
    );

    const button = new Request(`${SITE}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie.split(';')[0]! },
      body: 'locale=ar',
    });
    const done = await unsubscribeFn(button);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/ar/newsletter/desinscrit/');
    expect(await read(email)).toBeNull();
    expect(await sandbox.blobs.keys('newsletter', `outbox/${subscriptionId(SECRET, email)}`)).toEqual([]);
  });

  it('refuses a tampered unsubscribe token and deletes nothing', async () => {
    const email = 'keep.me@example.ch';
    const mail = await subscribeAndGetMail(email, 'it');
    const bad = `${headerUrl(mail).slice(0, -3)}xyz`;
    expect((await unsubscribeFn(oneClick(bad))).status).toBe(400);
    const form = await unsubscribeFn(
      new Request(`${SITE}/api/newsletter/unsubscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'locale=it',
      }),
    );
    expect(form.headers.get('location')).toBe('/it/newsletter/erreur/');
    expect(await read(email)).toMatchObject({ status: 'pending' });
  });
});

describe('pending expiry and the outbox', () => {
  it('deletes pending subscriptions after 30 days, never confirmed ones', async () => {
    const s = store();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date('2026-03-31T12:00:00Z');
    const record = (email: string, status: Subscription['status'], ageDays: number): Subscription => ({
      version: 2,
      id: subscriptionId(SECRET, email),
      email,
      locale: 'fr',
      status,
      requestedAt: new Date(now.getTime() - ageDays * day).toISOString(),
      ...(status === 'confirmed' ? { confirmedAt: now.toISOString() } : {}),
    });
    const old = record('old.pending@example.ch', 'pending', 31);
    const young = record('young.pending@example.ch', 'pending', 29);
    const loyal = record('old.confirmed@example.ch', 'confirmed', 400);
    for (const r of [old, young, loyal]) await s.setJSON(subscriptionKey(r.id), r);
    await s.setJSON('subscribers/legacy', { email: 'legacy@example.ch', subscribedAt: '2025-01-01T00:00:00Z' });

    expect(await purgePending(s, now)).toMatchObject({ complete: true, deleted: expect.any(Number) });
    expect(await s.get(subscriptionKey(old.id))).toBeNull();
    expect(await s.get('subscribers/legacy')).toBeNull();
    expect(await s.get(subscriptionKey(young.id), { type: 'json' })).toEqual(young);
    expect(await s.get(subscriptionKey(loyal.id), { type: 'json' })).toEqual(loyal);
  });

  it('keeps a confirmation mail through an SMTP outage and sends it on the next run', async () => {
    const email = 'outage@example.ch';
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    try {
      expect((await subscribe({ email, locale: 'fr' })).status).toBe(200);
    } finally {
      process.env.SMTP_URL = sandbox.smtp.url;
    }
    expect(mailsTo(sandbox.smtp, email)).toHaveLength(0);
    const id = subscriptionId(SECRET, email);
    expect(await sandbox.blobs.keys('newsletter', `outbox/${id}`)).toEqual([`outbox/${id}-confirm`]);

    const report = await deliverSubscriberOutbox({ now: new Date(Date.now() + 2 * 60_000) });
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    expect(mailsTo(sandbox.smtp, email)).toHaveLength(1);
    expect(linkIn(mailsTo(sandbox.smtp, email)[0]!, 'confirm')).toMatch(/^https:\/\/www\.terraluce\.example\//);
    expect(await sandbox.blobs.keys('newsletter', `outbox/${id}`)).toEqual([]);
  });
});

describe('the form', () => {
  it('refuses an invalid address with the newsletter message and stores nothing', async () => {
    const before = await sandbox.blobs.keys('newsletter');
    const res = await subscribe({ email: 'not-an-address', locale: 'en' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toBe(t('en', 'footer.newsletter.invalid'));
    expect(body.errors.email).toBe(t('en', 'form.error.email'));
    expect(await sandbox.blobs.keys('newsletter')).toEqual(before);
  });

  it('applies the same security rules', async () => {
    const before = await sandbox.blobs.keys('newsletter');
    expect((await subscribe({ email: 'bot@example.ch', website: 'x' })).status).toBe(200);
    expect((await subscribe({ email: 'x@example.ch' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(
      403,
    );
    expect((await subscribe({ email: 'x@example.ch' }, { headers: { 'X-XSRF-TOKEN': null } })).status).toBe(403);
    expect((await subscribe(null, { method: 'GET' })).status).toBe(405);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: 'bad' }, { ip })).status).toBe(422);
    const limited = await subscribe({ email: 'y@example.ch' }, { ip });
    expect(limited.status).toBe(429);
    // A subscription is no message: the refusal speaks of attempts.
    expect((await limited.json()).message).toBe(t('en', 'footer.newsletter.error.rateLimit'));
    expect(t('en', 'footer.newsletter.error.rateLimit')).not.toMatch(/message/);
    expect(await sandbox.blobs.keys('newsletter')).toEqual(before);
    newsletterLimiter.reset();
  });

  it('redirects a plain form post back to its page', async () => {
    const res = await subscribe({ email: 'luca@example.ch', locale: 'it', page: '/it/conseils/' }, { mode: 'html' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/it/conseils/?newsletter=ok#newsletter-ok');
  });
});
