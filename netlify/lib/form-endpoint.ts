/**
 * The request pipeline shared by the form functions (contact, newsletter, comments):
 *
 *   POST only (405) → cross-site refusal (403) → token of fetch requests / same-origin proof of plain form
 *   posts (403) → per-IP limit (429) → form Content-Type (415) → size cap (413) → parse (400) → honeypot
 *   (quiet 200) → schema (422) → extra checks (422) → accept (store) → 200, or the status of the
 *   `FormRefusal` accept throws (a site-wide ceiling reached, a preview with no newsletter).
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
  isSafeSiteUrl,
  type FieldError,
  type Locale,
} from '../../src/forms/common';
import { LOCALE_FIELD, PAGE_FIELD } from '../../src/forms/constants';
import { MAX_BODY_BYTES } from '../../src/forms/contact';
import {
  failureMessageKey,
  resultAnchor,
  type FailureReason,
  type FormReply,
  type ResultParam,
} from '../../src/forms/result';
import {
  BodyTooLargeError,
  MalformedBodyError,
  declaresTooLarge,
  formEncoding,
  parseFormBody,
  readBodyCapped,
  type FormEncoding,
} from './body';
import { json, seeOther, withQuery } from './http';
import { logError, logEvent } from './log';
import { RateLimiter } from './rate-limit';
import { clientIp, hasValidXsrfToken, isFetchRequest, siteVerdict, type ContextLike } from './security';
import { isLocale, localeFromRequest, sameOriginRefererPath, t } from './strings';

export interface AcceptContext {
  req: Request;
  context: ContextLike;
  /** The submission's language, decided once by the pipeline (`readSentFrom`); schemas carry no locale. */
  locale: Locale;
  formData: FormData;
  /** The url of the page the form was sent from (its posted `page` field), when that is a safe site url. */
  pageUrl?: string;
}

/** Where a submission comes from, read once per request: what the form posted and what the browser sent. */
export interface SentFrom {
  /** The posted `page` field, when it is a safe site url: the url the content step gave the form's page. */
  pageUrl?: string;
  /** The url of a same-origin Referer, when it is a safe site url. */
  referer?: string;
}

export interface FormEndpoint<S extends z.ZodType> {
  /** Function name used in logs. */
  name: string;
  /** The schema, or one chosen per request (the contact form's page decides which fields are required). */
  schema: S | ((from: SentFrom) => S);
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
  /** The url of the no-JS result page when the form's `page` field is not usable. */
  defaultPageUrl: (locale: Locale, data: Record<string, unknown> | undefined) => string;
  /** Checks that need more than the schema (file bytes); returns field errors. */
  check?: (data: z.output<S>, ctx: AcceptContext) => Promise<Record<string, FieldError>>;
  /** Stores the accepted submission. Throwing answers 500. */
  accept: (data: z.output<S>, ctx: AcceptContext) => Promise<void>;
}

/**
 * Thrown by `accept` when the submission is well-formed but cannot be taken now: the visitor gets `key`'s
 * message (JSON) or the notice of `reason` (plain form post) with `status`.
 */
export class FormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly reason: FailureReason,
  ) {
    super(`form refused: ${reason}`);
  }
}

/** What the pipeline learned about the request so far: how and where to answer it. */
interface Answering {
  locale: Locale;
  fetchMode: boolean;
  from: SentFrom;
  values?: Record<string, unknown>;
}

type Fail = (status: number, reason: FailureReason, headers?: Record<string, string>) => Response;
type Reply = (status: number, body: FormReply, reason?: FailureReason, headers?: Record<string, string>) => Response;

/** Answers a request known to come from the site: JSON for fetch, a 303 for a plain form post. */
function replier<S extends z.ZodType>(endpoint: FormEndpoint<S>, state: Answering): Reply {
  return (status, body, reason, headers = {}) => {
    if (state.fetchMode) return json(status, body, headers);
    const pageUrl = state.from.pageUrl ?? state.from.referer ?? endpoint.defaultPageUrl(state.locale, state.values);
    const params: Record<string, string> = { [endpoint.resultParam]: body.success ? 'ok' : 'erreur' };
    if (!body.success && reason) params.motif = reason;
    // The anchor names the prerendered notice that `:target` shows (src/components/forms/FormResult.tsx).
    const anchor = resultAnchor(endpoint.resultParam, body.success ? undefined : (reason ?? 'server'));
    return seeOther(`${withQuery(pageUrl, params)}#${anchor}`);
  };
}

/** Method, origin, token, per-IP limit, Content-Type and declared size: a refusal, or null to go on. */
function screenRequest<S extends z.ZodType>(
  req: Request,
  context: ContextLike,
  endpoint: FormEndpoint<S>,
  state: Answering,
  fail: Fail,
): Response | null {
  if (req.method !== 'POST') {
    return json(405, { success: false, message: t(state.locale, 'form.error.forbidden') }, { Allow: 'POST' });
  }
  const verdict = siteVerdict(req);
  const trusted = state.fetchMode ? verdict !== 'cross' && hasValidXsrfToken(req) : verdict === 'same';
  if (!trusted) {
    logEvent(endpoint.name, 'refused', {
      reason: verdict === 'cross' ? 'cross-site' : 'token',
      fetch: state.fetchMode,
    });
    return json(403, { success: false, message: t(state.locale, 'form.error.forbidden') });
  }
  const limit = endpoint.limiter.hit(clientIp(req, context));
  if (!limit.allowed) {
    logEvent(endpoint.name, 'rate-limited');
    return fail(429, 'rateLimit', { 'Retry-After': String(limit.retryAfter) });
  }
  const encoding = formEncoding(req.headers.get('content-type'));
  if (!encoding || !endpoint.encodings.includes(encoding)) return fail(415, 'type');
  if (declaresTooLarge(req, endpoint.maxBodyBytes ?? MAX_BODY_BYTES)) return fail(413, 'tooLarge');
  return null;
}

/** The parsed body, or the refusal of a body too large or malformed. */
async function readForm(req: Request, name: string, maxBodyBytes: number, fail: Fail): Promise<FormData | Response> {
  try {
    return await parseFormBody(await readBodyCapped(req, maxBodyBytes), req.headers.get('content-type') ?? '');
  } catch (error) {
    if (error instanceof BodyTooLargeError) return fail(413, 'tooLarge');
    if (error instanceof MalformedBodyError) {
      logEvent(name, 'malformed');
      return fail(400, 'malformed');
    }
    throw error;
  }
}

/** The schema's output, or the field errors (schema, repeated fields, the endpoint's own checks). */
async function validate<S extends z.ZodType>(
  endpoint: FormEndpoint<S>,
  ctx: AcceptContext,
  state: Answering,
): Promise<{ data: z.output<S> } | { errors: Record<string, FieldError> }> {
  const record = formDataToRecord(ctx.formData, endpoint.fields);
  state.values = record.values;
  const schema = typeof endpoint.schema === 'function' ? endpoint.schema(state.from) : endpoint.schema;
  const parsed = schema.safeParse(record.values);
  const errors: Record<string, FieldError> = parsed.success ? {} : collectFieldErrors(parsed.error.issues);
  for (const field of record.repeated) errors[field] ??= { key: ERROR_KEYS.invalid };
  if (parsed.success && Object.keys(errors).length === 0 && endpoint.check) {
    Object.assign(errors, await endpoint.check(parsed.data, ctx));
  }
  return parsed.success && Object.keys(errors).length === 0 ? { data: parsed.data } : { errors };
}

/**
 * The page and the language of a submission, read once from its hidden fields: the posted `locale` when it is
 * one of the site's, else the language the request showed before its body was read (`localeFromRequest`).
 */
function readSentFrom(formData: FormData, state: Answering): void {
  const formLocale = formData.get(LOCALE_FIELD);
  if (isLocale(formLocale)) state.locale = formLocale;
  const pageUrl = formData.get(PAGE_FIELD);
  if (isSafeSiteUrl(pageUrl)) state.from.pageUrl = pageUrl;
}

/** From a parsed body to the answer: locale and page, honeypot, validation, accept. */
async function answerForm<S extends z.ZodType>(
  endpoint: FormEndpoint<S>,
  ctx: AcceptContext,
  state: Answering,
  reply: Reply,
): Promise<Response> {
  readSentFrom(ctx.formData, state);
  const locale = state.locale;
  if (isHoneypotFilled(ctx.formData)) {
    // Answer like a success so bots learn nothing; store nothing.
    logEvent(endpoint.name, 'honeypot');
    return reply(200, { success: true, message: t(locale, endpoint.successKey) });
  }
  const result = await validate(endpoint, { ...ctx, locale, pageUrl: state.from.pageUrl }, state);
  if ('errors' in result) {
    const translated = Object.fromEntries(
      Object.entries(result.errors).map(([field, e]) => [field, t(locale, e.key, e.params)]),
    );
    logEvent(endpoint.name, 'invalid', { fields: Object.keys(result.errors).sort().join(',') });
    return reply(422, { success: false, message: t(locale, endpoint.invalidKey), errors: translated }, 'invalid');
  }
  try {
    await endpoint.accept(result.data, { ...ctx, locale, pageUrl: state.from.pageUrl });
  } catch (error) {
    if (!(error instanceof FormRefusal)) throw error;
    logEvent(endpoint.name, 'refused', { reason: error.reason });
    const key = failureMessageKey(endpoint.resultParam, error.reason, error.key);
    return reply(error.status, { success: false, message: t(locale, key) }, error.reason);
  }
  return reply(200, { success: true, message: t(locale, endpoint.successKey) });
}

export function createFormHandler<S extends z.ZodType>(endpoint: FormEndpoint<S>) {
  const maxBodyBytes = endpoint.maxBodyBytes ?? MAX_BODY_BYTES;
  return async function handle(req: Request, context: ContextLike = {}): Promise<Response> {
    // The Referer is read once: its path is where a plain post is answered and, until the form says, the language.
    const refererPath = sameOriginRefererPath(req);
    const referer = isSafeSiteUrl(refererPath) ? refererPath : undefined;
    const state: Answering = { locale: DEFAULT_LOCALE, fetchMode: true, from: { referer } };
    const reply = replier(endpoint, state);
    const fail: Fail = (status, reason, headers) =>
      reply(
        status,
        { success: false, message: t(state.locale, failureMessageKey(endpoint.resultParam, reason)) },
        reason,
        headers,
      );
    try {
      state.locale = localeFromRequest(req, { refererPath });
      state.fetchMode = isFetchRequest(req);
      const refusal = screenRequest(req, context, endpoint, state, fail);
      if (refusal) return refusal;
      const formData = await readForm(req, endpoint.name, maxBodyBytes, fail);
      if (formData instanceof Response) return formData;
      return await answerForm(endpoint, { req, context, locale: state.locale, formData }, state, reply);
    } catch (error) {
      logError(endpoint.name, 'error', error);
      try {
        return fail(500, 'server');
      } catch {
        return json(500, { success: false, message: 'Server error' });
      }
    }
  };
}
