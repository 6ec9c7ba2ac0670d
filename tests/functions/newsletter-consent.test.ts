/**
 * What the newsletter promises a stranger's address: only its owner's deliberate press of a button confirms
 * it, it gets at most two confirmation mails, the answer never tells (nor its timing) whether it is known,
 * and links point at the site's own URL whatever host the form was posted through. With secrets
 * rotated, links already sent keep working.
 */
import '../helpers/generate-strings';
import { describe, expect, it } from 'vitest';
import newsletter from '../../netlify/functions/newsletter.mts';
import confirmFn from '../../netlify/functions/newsletter-confirm.mts';
import unsubscribeFn from '../../netlify/functions/newsletter-unsubscribe.mts';
import { mailboxKey } from '../../netlify/lib/newsletter/mailbox';
import { subscriptionId, subscriptionKey, type Subscription } from '../../netlify/lib/newsletter/subscriptions';
import { CONFIRM_TTL_MS, newsletterSecretProblem, signToken } from '../../netlify/lib/newsletter/token';
import { SITE, contextFor, formRequest, nextIp, type Fields, type RequestOptions } from '../helpers/requests';
import { closedPort } from '../helpers/smtp';
import { storeAndMail } from '../helpers/store-and-mail';
import { linkIn, mailsTo } from '../helpers/newsletter-mail';

const SECRET = 'consent-test-secret-0123456789abcdef-new';
const OLD_SECRET = 'consent-test-secret-0123456789abcdef-old';
const sandbox = storeAndMail({ NEWSLETTER_SECRET: SECRET }, { quiet: true });

function subscribe(fields: Fields, options: RequestOptions = {}, extra: Record<string, unknown> = {}) {
  const ip = nextIp();
  return newsletter(
    formRequest({ website: '', ...fields }, { path: '/api/newsletter', ...options, ip }),
    contextFor(ip, extra),
  );
}
const store = () => sandbox.blobs.store('newsletter');
const read = async (email: string, secret = SECRET) =>
  (await store().get(subscriptionKey(subscriptionId(secret, email)), { type: 'json' })) as Subscription | null;
const button = (cookie: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, Cookie: cookie, ...headers },
    body: 'locale=fr',
  });

describe('the confirmation link', () => {
  it('opened by a scanner (GET, HEAD) leaves the subscription pending', async () => {
    const email = 'scanned@example.ch';
    expect((await subscribe({ email, locale: 'fr' })).status).toBe(200);
    const link = linkIn(mailsTo(sandbox.smtp, email)[0]!, 'confirm');
    for (const method of ['GET', 'HEAD', 'GET']) {
      const res = await confirmFn(new Request(link, { method }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr/newsletter/confirmer/');
    }
    expect(await read(email)).toMatchObject({ status: 'pending' });
    expect((await read(email))!.confirmedAt).toBeUndefined();
  });

  it('confirms only from the page’s own button, not from another site or without the cookie', async () => {
    const email = 'deliberate@example.ch';
    await subscribe({ email, locale: 'fr' });
    const landing = await confirmFn(new Request(linkIn(mailsTo(sandbox.smtp, email)[0]!, 'confirm')));
    const cookie = landing.headers.get('set-cookie')!.split(';')[0]!;
    const crossSite = await confirmFn(
      button(cookie, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }),
    );
    expect(crossSite.headers.get('location')).toBe('/fr/newsletter/erreur/');
    expect((await confirmFn(button(''))).headers.get('location')).toBe('/fr/newsletter/erreur/');
    expect(await read(email)).toMatchObject({ status: 'pending' });
    expect((await confirmFn(button(cookie))).headers.get('location')).toBe('/fr/newsletter/confirmation/');
    expect(await read(email)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
  });
});

describe('confirmation mails per address', () => {
  it('sends none on a second sign-up within the cap, one more after the link expired, then never again', async () => {
    const email = 'flooded@example.ch';
    await subscribe({ email, locale: 'de' });
    await subscribe({ email, locale: 'de' });
    expect(mailsTo(sandbox.smtp, email)).toHaveLength(1);
    // Pretend the first mail went out eight days ago: its link has expired, one more mail is allowed.
    const aged = async () => {
      const record = (await read(email))!;
      const past = new Date(Date.now() - CONFIRM_TTL_MS - 86_400_000).toISOString();
      await store().setJSON(subscriptionKey(record.id), { ...record, confirmationQueuedAt: past });
      const mailbox = (await store().get(mailboxKey(SECRET, email), { type: 'json' })) as object;
      await store().setJSON(mailboxKey(SECRET, email), { ...mailbox, lastMailAt: past });
    };
    await aged();
    await subscribe({ email, locale: 'de' });
    expect(mailsTo(sandbox.smtp, email)).toHaveLength(2);
    expect(await read(email)).toMatchObject({ confirmationMails: 2 });
    await aged();
    await subscribe({ email, locale: 'de' });
    expect(mailsTo(sandbox.smtp, email)).toHaveLength(2);
  });
});

describe('the answer', () => {
  it('is given before the store is read: known, new and unreachable alike', async () => {
    const known = 'known@example.ch';
    await subscribe({ email: known, locale: 'fr' });
    const goodContext = process.env.NETLIFY_BLOBS_CONTEXT!;
    const down = { ...JSON.parse(Buffer.from(goodContext, 'base64').toString()) };
    down.edgeURL = down.uncachedEdgeURL = `http://127.0.0.1:${await closedPort()}`;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(down)).toString('base64');
    const background: Promise<unknown>[] = [];
    const waitUntil = (p: Promise<unknown>) => background.push(p);
    try {
      const answers = await Promise.all(
        [known, 'unknown@example.ch'].map(async (email) => {
          const res = await subscribe({ email, locale: 'fr' }, {}, { waitUntil });
          return { status: res.status, body: await res.text() };
        }),
      );
      // With the store unreachable, an answer that waited for a read would have been an error.
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]!.status).toBe(200);
      await Promise.all(background);
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = goodContext;
    }
    expect(await read('unknown@example.ch')).toBeNull();
  });

  it('still fails before answering when the secret is missing, for every address', async () => {
    delete process.env.NEWSLETTER_SECRET;
    try {
      expect((await subscribe({ email: 'any@example.ch', locale: 'fr' })).status).toBe(500);
    } finally {
      process.env.NEWSLETTER_SECRET = SECRET;
    }
  });
});

describe('links in mails', () => {
  it('point at the site’s own url (Netlify’s URL), not the host the form was posted through', async () => {
    process.env.URL = 'https://www.terraluce.ch';
    try {
      const email = 'preview@example.ch';
      const res = await subscribe(
        { email, locale: 'it' },
        { headers: { Origin: 'https://deploy-preview-7--terraluce.netlify.app' } },
      );
      expect(res.status).toBe(403); // a foreign Origin is refused anyway; from the preview itself:
      const preview = new Request('https://deploy-preview-7--terraluce.netlify.app/api/newsletter', {
        method: 'POST',
        headers: {
          Origin: 'https://deploy-preview-7--terraluce.netlify.app',
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: `email=${encodeURIComponent(email)}&locale=it&website=`,
      });
      expect((await newsletter(preview, contextFor(nextIp()))).status).toBe(303);
      const mail = mailsTo(sandbox.smtp, email)[0]!;
      expect(linkIn(mail, 'confirm').startsWith('https://www.terraluce.ch/api/newsletter/confirm?token=')).toBe(true);
      expect(mail.text).not.toContain('deploy-preview');
    } finally {
      delete process.env.URL;
    }
  });
});

describe('secret rotation', () => {
  it('keeps links signed with the previous secret working while the new one signs', async () => {
    const email = 'loyal@example.ch';
    // Subscribed and confirmed under the old secret.
    process.env.NEWSLETTER_SECRET = OLD_SECRET;
    await subscribe({ email, locale: 'es' });
    const oldMail = mailsTo(sandbox.smtp, email)[0]!;
    const landing = await confirmFn(new Request(linkIn(oldMail, 'confirm')));
    await confirmFn(button(landing.headers.get('set-cookie')!.split(';')[0]!));
    expect(await read(email, OLD_SECRET)).toMatchObject({ status: 'confirmed' });

    // Rotated: new first, old kept as the previous one.
    process.env.NEWSLETTER_SECRET = SECRET;
    process.env.NEWSLETTER_SECRET_PREVIOUS = OLD_SECRET;
    try {
      // Signing up again finds the old record (no second subscription, no mail).
      await subscribe({ email, locale: 'es' });
      expect(mailsTo(sandbox.smtp, email)).toHaveLength(1);
      expect(await read(email, SECRET)).toBeNull();
      // A new subscriber's links are signed with the new secret only.
      await subscribe({ email: 'newcomer@example.ch', locale: 'es' });
      const token = new URL(linkIn(mailsTo(sandbox.smtp, 'newcomer@example.ch')[0]!, 'confirm')).searchParams.get(
        'token',
      )!;
      expect(token).toBe(
        signToken(SECRET, subscriptionId(SECRET, 'newcomer@example.ch'), 'confirm', new Date(tokenExpiry(token))),
      );
      // The old mail's unsubscribe link still works, pressed the one-click way (RFC 8058).
      const oneClick = () =>
        unsubscribeFn(
          new Request(linkIn(oldMail, 'unsubscribe'), {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          }),
        );
      const res = await oneClick();
      expect(res.status).toBe(200);
      expect(await read(email, OLD_SECRET)).toBeNull();
      // Without the previous secret it would not have.
      delete process.env.NEWSLETTER_SECRET_PREVIOUS;
      const refused = await oneClick();
      expect(refused.status).toBe(400);
    } finally {
      process.env.NEWSLETTER_SECRET = SECRET;
      delete process.env.NEWSLETTER_SECRET_PREVIOUS;
    }
  });

  it('accepts a list in NEWSLETTER_SECRET and names the variable that is wrong', () => {
    expect(newsletterSecretProblem({ NEWSLETTER_SECRET: `${SECRET}, ${OLD_SECRET}` })).toBeNull();
    expect(newsletterSecretProblem({})).toMatch(/^NEWSLETTER_SECRET is not set/);
    expect(newsletterSecretProblem({ NEWSLETTER_SECRET: 'short' })).toMatch(
      /^NEWSLETTER_SECRET holds a secret shorter/,
    );
    expect(newsletterSecretProblem({ NEWSLETTER_SECRET: SECRET, NEWSLETTER_SECRET_PREVIOUS: 'x' })).toMatch(
      /^NEWSLETTER_SECRET_PREVIOUS/,
    );
  });
});

/** The expiry written in a token's payload, in milliseconds. */
function tokenExpiry(token: string): number {
  const payload = Buffer.from(token.split('.')[0]!, 'base64url').toString();
  return Number(payload.split('.')[2]) * 1000;
}
