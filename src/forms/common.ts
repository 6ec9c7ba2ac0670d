/**
 * Building blocks shared by every form schema (contact, newsletter, comments).
 *
 * Imported by the browser forms AND the Netlify Functions: keep this module browser-safe
 * (no Node imports, no DOM access at import time).
 *
 * Error messages are UI string KEYS of `content/i18n/<locale>.yaml` (for example
 * `form.error.required`); both the browser and the server translate them. `form.error.tooLong`
 * takes the parameter `{max}`, taken from the zod issue (see `collectFieldErrors`).
 */
import '../schemas/zod-config';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../schemas/common';

export { LOCALES, DEFAULT_LOCALE, type Locale };

/** UI string keys used as validation messages. */
export const ERROR_KEYS = {
  required: 'form.error.required',
  email: 'form.error.email',
  phone: 'form.error.phone',
  tooLong: 'form.error.tooLong',
  fileType: 'form.error.fileType',
  fileSize: 'form.error.fileSize',
  /** A Word file that carries macros (a VBA project): refused, the visitor is asked for a PDF. */
  fileMacros: 'form.error.fileMacros',
  fileActive: 'form.error.fileActive',
  /** Anything a real browser form cannot produce (line breaks in a one-line field, a second file, ...). */
  invalid: 'form.error.invalid',
} as const;

export { XSRF_COOKIE, XSRF_HEADER } from './constants';
export { formDataToRecord } from './form-data';
import { EMAIL_MAX, HONEYPOT_FIELD } from './constants';
import { isBlank } from './blank';

/**
 * A required field's first check once trimmed: a blank value (./blank.ts) is missing, and no other
 * error is reported for it. Written `.refine(notBlank, REQUIRED)`.
 */
export const notBlank = (value: string) => !isBlank(value);
export const REQUIRED = { error: ERROR_KEYS.required, abort: true } as const;

/** One validation problem of one field, ready to translate: `t(key, params)`. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** True when the text has a line break (CR, LF or the Unicode line/paragraph separators). */
export const hasLineBreak = (value: string): boolean => /[\r\n\u2028\u2029\u0085]/.test(value);

/** True when the text has control characters (C0, DEL, C1) other than tab, CR and LF. */
const hasControlChars = (value: string): boolean => /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(value);

/**
 * Bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069): they make a line display in another
 * order than it holds (`fdp.exe` shown as `exe.pdf`), and nobody types them. Removed from text fields.
 * The marks Arabic input adds (U+200E, U+200F, U+061C) stay: they change no order but their own.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
export const withoutBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');

/**
 * Zero-width characters that join or separate nothing a reader sees (U+200B zero-width space, U+2060–2064 word
 * joiner and invisible operators, U+FEFF byte order mark, U+180E Mongolian vowel separator): in a name or a
 * subject they only make two equal-looking texts differ. Removed from one-line fields. The joiners scripts
 * need (U+200C, U+200D) stay.
 */
const ZERO_WIDTH = /[\u200b\u2060-\u2064\ufeff\u180e]/g;
const oneLineText = (value: string): string => withoutBidiControls(value).replace(ZERO_WIDTH, '');

/** A required one-line text field (names, subject): trimmed, bounded, no line breaks or controls, no bidi controls or zero-width characters. */
export const requiredLine = (max: number) =>
  z
    .string({ error: ERROR_KEYS.required })
    .overwrite(oneLineText)
    .trim()
    .refine(notBlank, REQUIRED)
    .max(max, ERROR_KEYS.tooLong)
    .refine((v) => !hasLineBreak(v) && !hasControlChars(v), ERROR_KEYS.invalid);

/**
 * A required multi-line text (message): trimmed, bounded, line breaks allowed (CRLF, which form posts use,
 * comes out as LF), other control characters not.
 */
export const requiredText = (max: number) =>
  z
    .string({ error: ERROR_KEYS.required })
    .overwrite(withoutBidiControls)
    .trim()
    .refine(notBlank, REQUIRED)
    .max(max, ERROR_KEYS.tooLong)
    .refine((v) => !hasControlChars(v), ERROR_KEYS.invalid)
    .transform((v) => v.replace(/\r\n?/g, '\n'));

/**
 * E-mail address: trimmed, at most EMAIL_MAX characters, a plain `local@domain.tld` shape (zod's own pattern:
 * no spaces, quotes, commas or angle brackets, so it can never add a second address to a mail header).
 */
export const emailField = z
  .string({ error: ERROR_KEYS.required })
  .trim()
  .refine(notBlank, REQUIRED)
  .max(EMAIL_MAX, ERROR_KEYS.tooLong)
  .regex(z.regexes.email, ERROR_KEYS.email);

/**
 * A same-site url such as `/fr/contact/` or `/conseils/mon-article/`: starts with one slash, no scheme, no
 * host, no backslash, no `..` segment, only URL-safe characters. Used to send a visitor without JavaScript
 * back to the page they came from, so it must never lead to another site.
 */
export function isSafeSiteUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 300) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (!/^\/[A-Za-z0-9\-._~/%]*$/.test(value)) return false;
  if (/%(2f|5c|2e|0d|0a|00)/i.test(value)) return false;
  return !value.split('/').some((segment) => segment === '..' || segment === '.');
}

/** The honeypot: must be empty (the server checks it first and quietly drops the submission). */
export const honeypotField = z.string().refine(isBlank, ERROR_KEYS.invalid).optional();

/** True when a bot filled the hidden honeypot field. Works on FormData and on plain objects. */
export function isHoneypotFilled(data: FormData | Record<string, unknown>): boolean {
  const value = data instanceof FormData ? data.get(HONEYPOT_FIELD) : data[HONEYPOT_FIELD];
  if (value === null || value === undefined) return false;
  return typeof value === 'string' ? !isBlank(value) : true;
}

/**
 * One message per field, the first problem of each, ready to translate. `form.error.tooLong`
 * gets its `{max}` from the issue.
 */
export function collectFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    if (errors[field]) continue;
    // Messages are string keys: shared ones under `form.error.`, a form's own under `<form>.error.`.
    const key = /^(?:form\.|[a-z]+\.error\.)/.test(issue.message) ? issue.message : ERROR_KEYS.invalid;
    const error: FieldError = { key };
    if (issue.code === 'too_big' && key === ERROR_KEYS.tooLong) {
      error.params = { max: Number(issue.maximum) };
    }
    errors[field] = error;
  }
  return errors;
}
