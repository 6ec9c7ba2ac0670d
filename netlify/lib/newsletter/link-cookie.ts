/**
 * The newsletter links that act only on a deliberate button press (confirm, unsubscribe): the GET of the
 * mail's link keeps its token in a short-lived HttpOnly cookie for the function's own path and lands on a
 * static page with one button, whose plain form POST carries the cookie back. Mail scanners open links;
 * they do not press buttons.
 */
import { BodyTooLargeError, readBodyCapped } from '../body';

/** How long the landing page's button works after the link was opened. */
export const LINK_COOKIE_MAX_AGE = 3600;

/** Largest body the button's POST (a locale, or the one-click field) needs. */
const MAX_FORM_BYTES = 4096;

/** The Set-Cookie of a link's token, sent back to `url` alone; `maxAge` 0 deletes it. */
export function linkCookie(req: Request, name: string, url: string, value: string, maxAge: number): string {
  const secure = new URL(req.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Path=${url}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** One cookie of the request. */
export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function withCookie(response: Response, cookie: string): Response {
  response.headers.append('Set-Cookie', cookie);
  return response;
}

/** The button's urlencoded form, read to at most 4 KB; null when the body is larger. */
export async function readSmallForm(req: Request): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams(new TextDecoder().decode(await readBodyCapped(req, MAX_FORM_BYTES)));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}
