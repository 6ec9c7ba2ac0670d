/**
 * The request pipeline shared by the form functions (contact, newsletter, comments):
 *
 *   POST only (405) → cross-site refusal (403) → token of fetch requests / same-origin proof of plain form
 *   posts (403) → per-IP limit (429) → form Content-Type (415) → size cap (413) → parse (400) → honeypot
 *   (quiet 200) → schema (422) → extra checks (422) → accept (store) → 200.
 *
 * Fetch requests get JSON `{ success, message, errors? }`. Plain form posts (no JavaScript) get a 303 to a
 * localized page with `?<param>=ok|erreur` once the request is known to come from the site; refusals of
 * foreign requests (403, 405) stay JSON.
 */
import type { z } from 'zod';
import {
  DEFAULT_LOCALE,
  ERROR_KEYS,
  collectFieldErrors,
  formDataToRecord,
  isHoneypotFilled,
  isSafeSitePath,
  type FieldError,
  type Locale,
} from '../../src/forms/common';
import { MAX_BODY_BYTES } from '../../src/forms/contact';
import { resultAnchor, type FailureReason, type ResultParam } from '../../src/forms/result';
import {
  BodyTooLargeError,
  MalformedBodyError,
  declaresTooLarge,
  formEncoding,
  parseFormBody,
  readBodyCapped,
  type FormEncoding,
} from './body';
import { json, seeOther, withQuery, type FormReply } from './http';
import { logError, logEvent } from './log';
import { RateLimiter } from './rate-limit';
import { clientIp, hasValidXsrfToken, isFetchRequest, siteVerdict, type ContextLike } from './security';
import { isLocale, localeFromRequest, t } from './strings';

export interface AcceptContext {
  req: Request;
  context: ContextLike;
  locale: Locale;
  formData: FormData;
}

export interface FormEndpoint<S extends z.ZodType> {
  /** Function name used in logs. */
  name: string;
  /** The schema, or one chosen per request (the contact form's page decides which fields are required). */
  schema: S | ((formData: FormData, req: Request) => S);
  /** Field names read from the form. */
  fields: readonly string[];
  /** Accepted body encodings. */
  encodings: readonly FormEncoding[];
  limiter: RateLimiter;
  /** Largest body read (default MAX_BODY_BYTES, 6 MB: what a function can receive). */
  maxBodyBytes?: number;
  /** UI string key of the success message. */
  successKey: string;
  /** UI string key of the message of a 422. */
  invalidKey: string;
  /** Query parameter and anchor prefix of the no-JS result notice (`envoi`, `newsletter`, ...). */
  resultParam: ResultParam;
  /** Path of the no-JS result page when the form's `page` field is not usable. */
  defaultPage: (locale: Locale, data: Record<string, unknown> | undefined) => string;
  /** Checks that need more than the schema (file bytes); returns field errors. */
  check?: (data: z.output<S>, ctx: AcceptContext) => Promise<Record<string, FieldError>>;
  /** Stores the accepted submission. Throwing answers 500. */
  accept: (data: z.output<S>, ctx: AcceptContext) => Promise<void>;
}

/** Path of a same-origin Referer, when it is a safe site path. */
export function refererPath(req: Request): string | undefined {
  const referer = req.headers.get('referer');
  if (!referer) return undefined;
  try {
    const ref = new URL(referer);
    if (ref.host !== new URL(req.url).host) return undefined;
    return isSafeSitePath(ref.pathname) ? ref.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** `/contact/` for en, `/fr/contact/` for the others. */

export function createFormHandler<S extends z.ZodType>(endpoint: FormEndpoint<S>) {
  const maxBodyBytes = endpoint.maxBodyBytes ?? MAX_BODY_BYTES;
  return async function handle(req: Request, context: ContextLike = {}): Promise<Response> {
    let locale: Locale = DEFAULT_LOCALE;
    let fetchMode = true;
    let pagePath: string | undefined;
    let values: Record<string, unknown> | undefined;

    /** Answers a request known to come from the site: JSON for fetch, a 303 for a plain form post. */
    const reply = (
      status: number,
      body: FormReply,
      reason?: FailureReason,
      headers: Record<string, string> = {},
    ): Response => {
      if (fetchMode) return json(status, body, headers);
      const page = pagePath ?? refererPath(req) ?? endpoint.defaultPage(locale, values);
      const params: Record<string, string> = { [endpoint.resultParam]: body.success ? 'ok' : 'erreur' };
      if (!body.success && reason) params.motif = reason;
      // The anchor names the prerendered notice that `:target` shows (src/components/forms/FormResult.tsx).
      const anchor = resultAnchor(endpoint.resultParam, body.success ? undefined : (reason ?? 'server'));
      return seeOther(`${withQuery(page, params)}#${anchor}`);
    };
    const fail = (status: number, key: string, reason: FailureReason, headers?: Record<string, string>) =>
      reply(status, { success: false, message: t(locale, key) }, reason, headers);

    try {
      locale = localeFromRequest(req);
      fetchMode = isFetchRequest(req);

      if (req.method !== 'POST') {
        return json(405, { success: false, message: t(locale, 'form.error.forbidden') }, { Allow: 'POST' });
      }
      const verdict = siteVerdict(req);
      const trusted = fetchMode ? verdict !== 'cross' && hasValidXsrfToken(req) : verdict === 'same';
      if (!trusted) {
        logEvent(endpoint.name, 'refused', { reason: verdict === 'cross' ? 'cross-site' : 'token', fetch: fetchMode });
        return json(403, { success: false, message: t(locale, 'form.error.forbidden') });
      }

      const limit = endpoint.limiter.hit(clientIp(req, context));
      if (!limit.allowed) {
        logEvent(endpoint.name, 'rate-limited');
        return fail(429, 'form.error.rateLimit', 'rateLimit', { 'Retry-After': String(limit.retryAfter) });
      }

      const contentType = req.headers.get('content-type');
      const encoding = formEncoding(contentType);
      if (!encoding || !endpoint.encodings.includes(encoding) || !contentType) {
        return fail(415, 'form.error.transport', 'type');
      }
      if (declaresTooLarge(req, maxBodyBytes)) {
        return fail(413, ERROR_KEYS.fileSize, 'tooLarge');
      }

      let formData: FormData;
      try {
        formData = await parseFormBody(await readBodyCapped(req, maxBodyBytes), contentType);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          return fail(413, ERROR_KEYS.fileSize, 'tooLarge');
        }
        if (error instanceof MalformedBodyError) {
          logEvent(endpoint.name, 'malformed');
          return fail(400, 'form.error.transport', 'malformed');
        }
        throw error;
      }

      const formLocale = formData.get('locale');
      if (isLocale(formLocale)) locale = formLocale;
      const page = formData.get('page');
      if (isSafeSitePath(page)) pagePath = page;

      if (isHoneypotFilled(formData)) {
        // Answer like a success so bots learn nothing; store nothing.
        logEvent(endpoint.name, 'honeypot');
        return reply(200, { success: true, message: t(locale, endpoint.successKey) });
      }

      const record = formDataToRecord(formData, endpoint.fields);
      values = record.values;
      const schema = typeof endpoint.schema === 'function' ? endpoint.schema(formData, req) : endpoint.schema;
      const parsed = schema.safeParse(record.values);
      const errors: Record<string, FieldError> = parsed.success ? {} : collectFieldErrors(parsed.error.issues);
      for (const field of record.repeated) errors[field] ??= { key: ERROR_KEYS.invalid };
      const ctx: AcceptContext = { req, context, locale, formData };
      if (parsed.success && Object.keys(errors).length === 0 && endpoint.check) {
        Object.assign(errors, await endpoint.check(parsed.data, ctx));
      }
      if (!parsed.success || Object.keys(errors).length > 0) {
        const translated = Object.fromEntries(
          Object.entries(errors).map(([field, e]) => [field, t(locale, e.key, e.params)]),
        );
        logEvent(endpoint.name, 'invalid', { fields: Object.keys(errors).sort().join(',') });
        return reply(422, { success: false, message: t(locale, endpoint.invalidKey), errors: translated }, 'invalid');
      }

      await endpoint.accept(parsed.data, ctx);
      return reply(200, { success: true, message: t(locale, endpoint.successKey) });
    } catch (error) {
      logError(endpoint.name, 'error', error);
      try {
        return fail(500, 'form.error.server', 'server');
      } catch {
        return json(500, { success: false, message: 'Server error' });
      }
    }
  };
}
