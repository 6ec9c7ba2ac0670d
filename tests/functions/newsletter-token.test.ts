/** The signed links of the newsletter: what verifies, what does not. */
import { describe, expect, it } from 'vitest';
import { newsletterSecret, signToken, verifyToken } from '../../netlify/lib/newsletter/token';

const SECRET = 'unit-test-secret-0123456789abcdef0123';
const NOW = new Date('2026-11-24T12:00:00Z');
const LATER = new Date('2026-12-01T12:00:00Z');

describe('newsletter tokens', () => {
  it('verify for their id, purpose and lifetime', () => {
    const token = signToken(SECRET, 'abc123', 'confirm', LATER);
    expect(verifyToken(SECRET, token, 'confirm', NOW)).toEqual({
      ok: true,
      id: 'abc123',
      purpose: 'confirm',
      expires: LATER,
    });
    expect(token).not.toContain('abc123');
  });

  it('refuse another purpose, another secret, expiry and any changed character', () => {
    const token = signToken(SECRET, 'abc123', 'confirm', LATER);
    expect(verifyToken(SECRET, token, 'unsubscribe', NOW)).toEqual({ ok: false, reason: 'purpose' });
    expect(verifyToken(`${SECRET}x`, token, 'confirm', NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyToken(SECRET, token, 'confirm', LATER)).toEqual({ ok: false, reason: 'expired' });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from('abc123.confirm.9999999999').toString('base64url');
    expect(verifyToken(SECRET, `${forged}.${signature}`, 'confirm', NOW)).toEqual({ ok: false, reason: 'signature' });
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyToken(SECRET, `${payload}.${flipped}`, 'confirm', NOW)).toEqual({ ok: false, reason: 'signature' });
    for (const bad of ['', 'x', 'a.b.c', `${payload}.`, null, 42, 'é.é']) {
      expect(verifyToken(SECRET, bad, 'confirm', NOW).ok).toBe(false);
    }
  });

  it('need a secret of 32 characters or more from the environment', () => {
    expect(() => newsletterSecret({})).toThrow(/NEWSLETTER_SECRET/);
    expect(() => newsletterSecret({ NEWSLETTER_SECRET: 'short' })).toThrow(/NEWSLETTER_SECRET/);
    expect(newsletterSecret({ NEWSLETTER_SECRET: SECRET })).toBe(SECRET);
  });
});
