import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_URLS } from '../../src/paths/api';
import { QUOTE_FIELDS, type QuoteRequest } from '../../src/lib/quote-link';
import type { Locale } from '../../src/schemas/locales';
import { SECURITY_HEADERS, seeOther } from './http';
import { quoteUrl } from '../../src/lib/quote-params';
import { rolePage } from './page-urls';
import { logError, logEvent } from './log';
import type { RateLimiter } from './rate-limit';
import { clientIp, type ContextLike } from './security';
import { t } from './strings';

/**
 * The contact page as the answer to the estimator's form sent without JavaScript: the prerendered HTML the
 * function was deployed with, the subject and the message written into the form, and without its scripts
 * (the page answers at /api/estimate, a url the site's script does not know; the form posts to
 * /api/contact as usual).
 */

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The subject's input and the message's text area of the contact form (field names are plain letters). */
const SUBJECT_INPUT = new RegExp(`<input\\b[^>]*\\bname="${QUOTE_FIELDS.subject}"[^>]*?(\\/?)>`);
const MESSAGE_TEXTAREA = new RegExp(
  `(<textarea\\b[^>]*\\bname="${QUOTE_FIELDS.message}"[^>]*>)[\\s\\S]*?(<\\/textarea>)`,
);

/** Writes a quote request into the contact form: `subject` into its input, `message` into its text area. */
export function fillContactPage(html: string, { subject, message }: QuoteRequest): string {
  const withSubject = html.replace(SUBJECT_INPUT, (tag: string, slash: string) => {
    const open = tag.slice(0, tag.length - slash.length - 1).replace(/\svalue="[^"]*"/, '');
    return `${open} value="${escapeHtml(subject)}"${slash}>`;
  });
  return withSubject.replace(
    MESSAGE_TEXTAREA,
    (_all, open: string, close: string) => `${open}${escapeHtml(message)}${close}`,
  );
}

/** The HTML without scripts, script preloads or the page data meant for them. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/**
 * What the page may load: its own styles (some inline), pictures and fonts, and forms sent to the site.
 * No script at all.
 */
export const STATIC_PAGE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The prerendered contact page in its HTML file (`fr/contact/index.html`); nothing when there is none. */
export type PageReader = (htmlFile: string) => Promise<string | undefined>;

/**
 * Reads the prerendered pages of `root` (a copy of dist/), each once. Nothing is fetched: the answer never
 * depends on the request's Host or on the site answering.
 */
export function contactPagesAt(root: string): PageReader {
  const pages = new Map<string, string>();
  return async (htmlFile) => {
    const known = pages.get(htmlFile);
    if (known !== undefined) return known;
    try {
      const html = await readFile(join(root, htmlFile), 'utf8');
      pages.set(htmlFile, html);
      return html;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
}

/**
 * The contact pages the build prerendered, shipped with the estimate functions (`included_files` in
 * netlify.toml keeps their files: tests/repository/shipped-pages.test.ts checks it holds every locale's): Netlify
 * runs a function from the root of its bundle (LAMBDA_TASK_ROOT), `netlify dev` and the tests from the
 * repository's root.
 */
export const readContactPage: PageReader = contactPagesAt(join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), 'dist'));

/** The opening of the contact form: the form that posts to the contact function (its url holds no character special to a pattern). */
const CONTACT_FORM = new RegExp(`<form\\b[^>]*\\baction="${API_URLS.contact}"`);

/** Puts `html` just before the contact form of `pageHtml`, where the visitor reads it before sending. */
export function beforeContactForm(pageHtml: string, html: string): string {
  return html ? pageHtml.replace(CONTACT_FORM, (form) => `${html}${form}`) : pageHtml;
}

/**
 * The answer of an estimator's form sent without JavaScript: the contact page of the visitor's language
 * with the quote request written in and `estimate` (HTML, such as the solar estimate's months) above the
 * form, or, when that page cannot be read, a redirect to it carrying the estimate's parameters, from which
 * the page's script writes the same request (src/lib/quote-link.ts; without JavaScript the form stays empty).
 */
export async function contactPageAnswer(
  fn: string,
  locale: Locale,
  quote: { request: QuoteRequest; params: Record<string, string> },
  read: PageReader,
  estimate = '',
): Promise<Response> {
  const { url: contact, htmlFile } = rolePage('contact', locale);
  let html: string | undefined;
  try {
    html = await read(htmlFile);
  } catch (error) {
    logError(fn, 'contact-page', error);
  }
  if (!html) return seeOther(quoteUrl(contact, quote.params));
  return new Response(withoutScripts(beforeContactForm(fillContactPage(html, quote.request), estimate)), {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...SECURITY_HEADERS,
      'Content-Security-Policy': STATIC_PAGE_CSP,
      // A page in its own right only at its own url.
      'X-Robots-Tag': 'noindex',
    },
  });
}

const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS, ...headers },
  });

/**
 * Counts the request against the visitor's per-IP limit (the contact form's limiter, ./rate-limit.ts): past
 * it, the 429 the contact form gives, in the visitor's language; else nothing.
 */
export function overLimit(
  fn: string,
  limiter: RateLimiter,
  req: Request,
  context: ContextLike | undefined,
  locale: Locale,
): Response | undefined {
  const limit = limiter.hit(clientIp(req, context));
  if (limit.allowed) return undefined;
  logEvent(fn, 'rate-limited');
  return plainText(429, t(locale, 'form.error.rateLimit'), { 'Retry-After': String(limit.retryAfter) });
}

/** A plain-text 400 naming what to correct. */
export const invalidAnswer = (text: string) => plainText(400, text);
