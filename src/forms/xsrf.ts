/**
 * The double-submit token, browser side: a random token in the `XSRF-TOKEN` cookie, copied by
 * the form into the `X-XSRF-TOKEN` header of its `fetch`. Another site can make the browser send the cookie
 * but can neither read it nor set the header, so the server accepts a fetch only when both agree.
 *
 * Browser-safe; touches `document` only when called.
 */
import { XSRF_COOKIE, XSRF_HEADER } from './constants';

/** What the server accepts as a token: 16 to 256 URL-safe characters. */
export const XSRF_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,256}$/;

/** A new random token (128 bits, hex). */
export function newXsrfToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Reads one cookie from a `Cookie` header or `document.cookie` string. */
export function readCookie(cookieString: string | null | undefined, name: string): string | undefined {
  if (!cookieString) return undefined;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * The page's token: the existing `XSRF-TOKEN` cookie, or a new one stored as a same-site cookie.
 * Call it right before sending; put the result in the `X-XSRF-TOKEN` header.
 */
export function ensureXsrfToken(doc: Document = document): string {
  const existing = readCookie(doc.cookie, XSRF_COOKIE);
  if (existing && XSRF_TOKEN_PATTERN.test(existing)) return existing;
  const token = newXsrfToken();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`;
  return token;
}

/** Headers for a form `fetch`: the token header and the marker that asks for a JSON answer. */
export function formFetchHeaders(doc: Document = document): Record<string, string> {
  return { [XSRF_HEADER]: ensureXsrfToken(doc), 'X-Requested-With': 'fetch', Accept: 'application/json' };
}
