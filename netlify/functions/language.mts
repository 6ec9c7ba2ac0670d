/**
 * GET /api/language?to=/de/products/carports-v/: the language menu's links. Remembers the chosen
 * language in the cookie Netlify's language redirect of `/` reads first (dist/_redirects, written by
 * scripts/content/emit/redirects.ts), then answers
 * 303 to the page. A plain link, so the choice is kept before the page's script has loaded too.
 */
import type { Config } from '@netlify/functions';
import { languageCookie, parseLanguageChoice } from '../../src/lib/language-choice';
import { SECURITY_HEADERS, seeOther } from '../lib/http';

export const config: Config = { path: '/api/language', method: 'GET' };

export default async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  const choice = parseLanguageChoice(url.searchParams.get('to'));
  if (!choice)
    return new Response('Choose a language from the menu of any page.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS },
    });
  const response = seeOther(choice.to);
  const secure = url.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
  response.headers.append('Set-Cookie', languageCookie(choice.locale, secure));
  return response;
};
