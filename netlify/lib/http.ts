/**
 * Responses of the form functions. `netlify.toml` headers do not reach function responses,
 * so every answer carries its own security headers.
 */
import type { FormReply } from '../../src/forms/result';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  // netlify.toml's [[headers]] do not reach functions in production: the functions carry the full set.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A JSON answer with the security headers. */
export function json(status: number, body: FormReply, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...SECURITY_HEADERS, ...headers },
  });
}

/** A 303 See Other to a same-site url (answer to a form posted without JavaScript). */
export function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS },
  });
}

/** Appends query parameters to a same-site url (which may already have a query). */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url, 'https://site.invalid');
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
