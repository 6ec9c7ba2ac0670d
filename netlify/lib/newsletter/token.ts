/**
 * Signed links of the newsletter: `<payload>.<signature>`, both base64url. The payload is
 * `<subscription id>.<purpose>.<expiry in seconds>`; the signature is HMAC-SHA256 over it with
 * NEWSLETTER_SECRET. The subscription id is opaque (a keyed hash, see ./store.ts), so the address never
 * appears in a link. Verification compares signatures in constant time and refuses expired tokens.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';
const PURPOSES: readonly TokenPurpose[] = ['confirm', 'unsubscribe'];

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long an unsubscribe link works: long, so an old mail can still be used to leave. */
export const UNSUBSCRIBE_TTL_MS = 5 * 365 * 24 * 60 * 60 * 1000;

/** Shortest secret accepted: 32 characters (e.g. 16 random bytes in hex). */
const MIN_SECRET_LENGTH = 32;

/** The secret from the environment; throws a message saying what to set when it is missing or short. */
export function newsletterSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.NEWSLETTER_SECRET?.trim() ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `NEWSLETTER_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters; set it (e.g. \`openssl rand -hex 32\`)`,
    );
  }
  return secret;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** A token for `id` and `purpose` that expires at `expires`. */
export function signToken(secret: string, id: string, purpose: TokenPurpose, expires: Date): string {
  const payload = `${id}.${purpose}.${Math.floor(expires.getTime() / 1000)}`;
  return `${b64(payload)}.${b64(signature(secret, payload))}`;
}

export type TokenCheck =
  | { ok: true; id: string; purpose: TokenPurpose; expires: Date }
  | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' };

/** Checks a token for `purpose` at `now`. */
export function verifyToken(secret: string, token: unknown, purpose: TokenPurpose, now = new Date()): TokenCheck {
  if (typeof token !== 'string' || token.length > 512) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const payload = Buffer.from(parts[0]!, 'base64url').toString('utf8');
  const given = Buffer.from(parts[1]!, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const match = /^([A-Za-z0-9_-]{1,128})\.([a-z]+)\.(\d{1,12})$/.exec(payload);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, id, kind, seconds] = match;
  if (kind !== purpose || !PURPOSES.includes(kind)) return { ok: false, reason: 'purpose' };
  const expires = new Date(Number(seconds) * 1000);
  if (expires.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id: id!, purpose, expires };
}
