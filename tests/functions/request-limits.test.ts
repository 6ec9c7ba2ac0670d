/**
 * Inputs a stranger can send to the small GET/POST endpoints: nothing is read past its cap and nothing
 * answers 500.
 */
import '../helpers/generate-strings';
import { describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import language from '../../netlify/functions/language.mts';
import unsubscribe from '../../netlify/functions/newsletter-unsubscribe.mts';
import { MAX_TEXT_CHARS, formDataToRecord } from '../../src/forms/form-data';
import { cpuTime } from '../helpers/cpu-time';
import { OFF_SITE_TARGETS } from '../helpers/off-site-targets';
import { SITE, VALID_CONTACT, contextFor, countingStream, formRequest, nextIp } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';

storeAndMail({ NEWSLETTER_SECRET: 'test-newsletter-secret-0123456789abcdef' }, { quiet: true });

describe('GET /api/language', () => {
  const choose = (to: string) => language(new Request(`${SITE}/api/language?to=${to}`));

  it.each(['%2Fde%2F%00', '%2Fde%2F%0D%0ASet-Cookie%3A%20x%3D1', '%2Fde%2F%C2%85', '%2Fde%2F%E2%80%AE'])(
    'answers 400 to a path with a control character (%s)',
    async (to) => {
      const res = await choose(to);
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    },
  );

  it('sends characters above U+00FF on percent-encoded', async () => {
    const res = await choose(encodeURIComponent('/fr/conseils/pergola-été-Ā/?q=ŝ#à'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fr/conseils/pergola-%C3%A9t%C3%A9-%C4%80/?q=%C5%9D#%C3%A0');
    expect(res.headers.get('set-cookie')).toMatch(/^nf_lang=fr;/);
  });

  it('still never leaves the site', async () => {
    for (const to of ['%2F%2Fevil.example%2F', '%2F%5Cevil.example', 'https%3A%2F%2Fevil.example%2F'])
      expect((await choose(to)).status).toBe(400);
  });

  it.each(OFF_SITE_TARGETS)('answers no Location off the site for %j', async (to) => {
    const res = await choose(encodeURIComponent(to));
    const location = res.headers.get('location');
    if (location !== null) {
      expect(new URL(location, SITE).origin).toBe(new URL(SITE).origin);
      expect(location).not.toMatch(/^\/[/\\]|%2f|%5c/i);
    }
    expect(res.status).toBe(400);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('stops reading the body past 4 KB', async () => {
    const { stream, pulled } = countingStream(10 * 1024 * 1024, 1024);
    const res = await unsubscribe(
      new Request(`${SITE}/api/newsletter/unsubscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(8 * 1024);
  });
});

describe('POST /api/contact with megabytes of text', () => {
  it('cuts every text value before a schema reads it', () => {
    const data = new FormData();
    data.append('message', 'x'.repeat(3 * MAX_TEXT_CHARS));
    data.append('nom', 'Rochat');
    const { values } = formDataToRecord(data, ['message', 'nom']);
    expect(values.message).toHaveLength(MAX_TEXT_CHARS + 1);
    expect(values.nom).toBe('Rochat');
  });

  it('refuses such values as too long, at once', async () => {
    const ip = nextIp();
    const { result: res, ms } = await cpuTime(() =>
      contact(
        formRequest(
          { ...VALID_CONTACT, email: `${'a-'.repeat(2_500_000)}@example.ch`, sujet: 'a.'.repeat(100_000) },
          { ip },
        ),
        contextFor(ip),
      ),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'sujet']);
    expect(ms, 'CPU time of the request, in ms').toBeLessThan(1000);
  });
});
