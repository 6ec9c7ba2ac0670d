import type { Locale } from '../../src/schemas/locales';
import { SECURITY_HEADERS, seeOther, withQuery } from './http';
import { fixedPageUrl } from '../../src/lib/paths';

/**
 * The contact page as the answer to the estimator's form sent without JavaScript: the prerendered HTML
 * with the subject and the message written into the form, and without its scripts (the page answers at
 * /api/estimate, an address the site's script does not know; the form posts to /api/contact as usual).
 */

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Writes `subject` into the `sujet` field and `message` into the `message` text area of the contact form. */
export function fillContactPage(html: string, { subject, message }: { subject: string; message: string }): string {
  const withSubject = html.replace(/<input\b[^>]*\bname="sujet"[^>]*?(\/?)>/, (tag: string, slash: string) => {
    const open = tag.slice(0, tag.length - slash.length - 1).replace(/\svalue="[^"]*"/, '');
    return `${open} value="${escapeHtml(subject)}"${slash}>`;
  });
  return withSubject.replace(
    /(<textarea\b[^>]*\bname="message"[^>]*>)[\s\S]*?(<\/textarea>)/,
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

/** Reads the prerendered contact page; replaced in tests. */
export type PageReader = (url: URL) => Promise<string | undefined>;
export const readPage: PageReader = async (url) => {
  const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return response.ok ? response.text() : undefined;
};

/** Puts `html` just before the contact form, where the visitor reads it before sending. */
export function beforeContactForm(page: string, html: string): string {
  return html ? page.replace(/<form\b[^>]*\baction="\/api\/contact"/, (form) => `${html}${form}`) : page;
}

/**
 * The answer of an estimator's form sent without JavaScript: the contact page of the visitor's language
 * with the quote request written in and `estimate` (HTML, such as the solar estimate's months) above the
 * form, or, when that page cannot be read, a redirect to it carrying the request in its address (the form
 * fills itself in from there).
 */
export async function contactPageAnswer(
  url: URL,
  locale: Locale,
  request: { subject: string; message: string },
  read: PageReader,
  estimate = '',
): Promise<Response> {
  const contact = fixedPageUrl('contact', locale);
  let html: string | undefined;
  try {
    html = await read(new URL(contact, url));
  } catch (error) {
    console.error('estimate: could not read the contact page', error);
  }
  if (!html) return seeOther(withQuery(contact, { sujet: request.subject, message: request.message }));
  return new Response(withoutScripts(beforeContactForm(fillContactPage(html, request), estimate)), {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...SECURITY_HEADERS,
      'Content-Security-Policy': STATIC_PAGE_CSP,
      // A page in its own right only at its own address.
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** A plain-text 400 naming what to correct. */
export const invalidAnswer = (text: string) =>
  new Response(text, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS } });
