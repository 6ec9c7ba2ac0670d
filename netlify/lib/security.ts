/**
 * Request checks shared by the form functions: cross-site refusal (Sec-Fetch-Site, Origin fallback),
 * the double-submit token of fetch requests, the client's IP.
 */
import { timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/forms/common';
import { XSRF_TOKEN_PATTERN, readCookie } from '../../src/forms/xsrf';

/** Who sent the request, as far as the browser tells: same site, another site, or nothing said. */
export type SiteVerdict = 'same' | 'cross' | 'unknown';

/**
 * `cross` when `Sec-Fetch-Site` says `cross-site` or `same-site` (a sibling subdomain is another site for a
 * form), or, when the browser sends no such header, when `Origin` is present and its host differs from the
 * request's host. `same` for `same-origin` / `none` or a matching Origin. `unknown` when neither is sent
 * (not a browser, or a very old one).
 */
export function siteVerdict(req: Request): SiteVerdict {
  const fetchSite = req.headers.get('sec-fetch-site')?.trim().toLowerCase();
  const origin = req.headers.get('origin');
  let host: string;
  try {
    host = new URL(req.url).host.toLowerCase();
  } catch {
    return 'cross';
  }
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'cross';
  if (origin !== null) {
    if (origin === 'null') return 'cross';
    try {
      if (new URL(origin).host.toLowerCase() !== host) return 'cross';
    } catch {
      return 'cross';
    }
    return 'same';
  }
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'same';
  return 'unknown';
}

/**
 * A request made by the page's script (`fetch`) rather than a plain form post: it wants JSON and must carry
 * the double-submit token. Recognised by `X-Requested-With: fetch`, an Accept that prefers JSON, or the
 * token header itself.
 */
export function isFetchRequest(req: Request): boolean {
  if (req.headers.get('x-requested-with')?.toLowerCase() === 'fetch') return true;
  if (req.headers.has(XSRF_HEADER)) return true;
  const accept = req.headers.get('accept')?.toLowerCase() ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** True when the `XSRF-TOKEN` cookie and the `X-XSRF-TOKEN` header are both present, well-formed and equal. */
export function hasValidXsrfToken(req: Request): boolean {
  const header = req.headers.get(XSRF_HEADER)?.trim();
  const cookie = readCookie(req.headers.get('cookie'), XSRF_COOKIE);
  if (!header || !cookie) return false;
  if (!XSRF_TOKEN_PATTERN.test(header) || !XSRF_TOKEN_PATTERN.test(cookie)) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Minimal shape of the Netlify context the functions read (tests pass a plain object). */
export interface ContextLike {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The client's IP: Netlify's `context.ip`, else `x-nf-client-connection-ip`, else the first `x-forwarded-for`. */
export function clientIp(req: Request, context?: ContextLike): string {
  const fromContext = context?.ip?.trim();
  if (fromContext) return fromContext;
  const nf = req.headers.get('x-nf-client-connection-ip')?.trim();
  if (nf) return nf;
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return 'unknown';
}
