/**
 * Signed links of the newsletter: `<payload>.<signature>`, both base64url. The payload is
 * `<subscription id>.<purpose>.<expiry in seconds>`; the signature is HMAC-SHA256 over it with
 * NEWSLETTER_SECRET (the first of its secrets signs, any of them verifies). The subscription id is opaque (a
 * keyed hash, see ./subscriptions.ts), so the address never appears in a link. Verification compares signatures in constant time and refuses expired tokens.
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

/**
 * The newsletter's secrets: `signing` signs new links and names new subscriptions; `all` (signing first)
 * verifies links and finds subscriptions made under an earlier secret. To rotate, put the new secret first
 * in NEWSLETTER_SECRET (`new,old`, comma- or space-separated) or move the old one to
 * NEWSLETTER_SECRET_PREVIOUS; keep the old one as long as links signed with it should work (unsubscribe
 * links: five years).
 */
export interface NewsletterSecrets {
  signing: string;
  all: readonly string[];
}

const secretList = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** What is wrong with the secrets of `env`, said so that the reader knows which variable to set; or null. */
export function newsletterSecretProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const current = secretList(env.NEWSLETTER_SECRET);
  if (current.length === 0) {
    return "NEWSLETTER_SECRET is not set; set it in the site's environment variables to a random value of at least 32 characters (e.g. `openssl rand -hex 32`)";
  }
  for (const [name, list] of [
    ['NEWSLETTER_SECRET', current],
    ['NEWSLETTER_SECRET_PREVIOUS', secretList(env.NEWSLETTER_SECRET_PREVIOUS)],
  ] as const) {
    if (list.some((secret) => secret.length < MIN_SECRET_LENGTH)) {
      return `${name} holds a secret shorter than ${MIN_SECRET_LENGTH} characters; set it to random values of at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`;
    }
  }
  return null;
}

/** The secrets from the environment; throws a message saying what to set when they are missing or short. */
export function newsletterSecrets(env: NodeJS.ProcessEnv = process.env): NewsletterSecrets {
  const problem = newsletterSecretProblem(env);
  if (problem) throw new Error(problem);
  const all = [...new Set([...secretList(env.NEWSLETTER_SECRET), ...secretList(env.NEWSLETTER_SECRET_PREVIOUS)])];
  return { signing: all[0]!, all };
}

/** The secret that signs new links (the first of NEWSLETTER_SECRET). */
export function newsletterSecret(env: NodeJS.ProcessEnv = process.env): string {
  return newsletterSecrets(env).signing;
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

/** Checks a token for `purpose` at `now`, signed with `secret` or any of a list of secrets. */
export function verifyToken(
  secret: string | readonly string[],
  token: unknown,
  purpose: TokenPurpose,
  now = new Date(),
): TokenCheck {
  if (typeof token !== 'string' || token.length > 512) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const payload = Buffer.from(parts[0]!, 'base64url').toString('utf8');
  const given = Buffer.from(parts[1]!, 'base64url');
  const signedBy = (key: string) => {
    const expected = signature(key, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(typeof secret === 'string' ? [secret] : secret).some(signedBy)) return { ok: false, reason: 'signature' };
  const match = /^([A-Za-z0-9_-]{1,128})\.([a-z]+)\.(\d{1,12})$/.exec(payload);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, id, signedPurpose, seconds] = match;
  if (signedPurpose !== purpose || !PURPOSES.includes(signedPurpose)) return { ok: false, reason: 'purpose' };
  const expires = new Date(Number(seconds) * 1000);
  if (expires.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id: id!, purpose, expires };
}
