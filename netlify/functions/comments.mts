/**
 * POST /api/comments: the article comment form. Comments are stored with status `pending` and published
 * only after moderation (no third-party captcha: honeypot and rate limit), only for articles that exist,
 * past COMMENTS_HOURLY_CEILING an hour site-wide at most COMMENT_SENDER_HOURLY_LIMIT from one mailbox; the name, address and text are sealed
 * (../lib/personal.ts); unmoderated ones are deleted by `comments-purge`.
 */
import type { Config, Context } from '@netlify/functions';
import { ERROR_KEYS, type FieldError } from '../../src/forms/common';
import { COMMENT_FIELDS, commentSchema } from '../../src/forms/comment';
import { takeHourlyTicket, takeSenderPlace } from '../lib/ceiling';
import { requireDataKeys, sealComment, senderKey } from '../lib/personal';
import { articleListUrl, articleUrl } from '../lib/article-urls';
import { FormRefusal, createFormHandler } from '../lib/form-endpoint';
import { logEvent } from '../lib/log';
import { RateLimiter } from '../lib/rate-limit';
import { COMMENTS_STORE, LIMITS_STORE, newRecordId, openStore, type PendingComment } from '../lib/store';

export const config: Config = {
  path: '/api/comments',
  // The backstop across instances, at twice the function's own limit (../lib/rate-limit.ts), which answers first.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export const commentsLimiter = new RateLimiter();

/** Comments an hour past which the alert is logged (../lib/ceiling.ts); they are still stored for moderation. */
export const COMMENTS_HOURLY_CEILING = 200;
/** Past the ceiling: comments one mailbox gets stored in an hour (a flood spends only its own addresses'). */
export const COMMENT_SENDER_HOURLY_LIMIT = 5;

export const handleComments = createFormHandler({
  name: 'comments',
  schema: commentSchema,
  fields: COMMENT_FIELDS,
  encodings: ['multipart', 'urlencoded'],
  limiter: commentsLimiter,
  maxBodyBytes: 64 * 1024,
  successKey: 'comments.success',
  invalidKey: ERROR_KEYS.invalid,
  resultParam: 'commentaire',
  defaultPageUrl: (locale, data) =>
    (typeof data?.slug === 'string' ? articleUrl(data.slug, locale) : undefined) ?? articleListUrl(locale),
  // Only articles that exist get comments: nothing is stored under a slug a stranger made up.
  async check(data, { locale }): Promise<Record<string, FieldError>> {
    return articleUrl(data.slug, locale) ? {} : { slug: { key: ERROR_KEYS.invalid } };
  },
  async accept(data, { locale, pageUrl }) {
    const keys = requireDataKeys();
    const now = new Date();
    const limits = openStore(LIMITS_STORE);
    // Past the site-wide ceiling comments are still stored for moderation, up to each sender's own
    // allowance: a flood from a few addresses spends only theirs. A sender past it is told so (anyone can
    // type another's address, so its real owner must learn that the comment was not taken).
    if (
      !(await takeHourlyTicket(limits, 'comments', COMMENTS_HOURLY_CEILING, now)) &&
      (await takeSenderPlace(limits, 'comments', senderKey(keys, data.email), COMMENT_SENDER_HOURLY_LIMIT, now)) ===
        undefined
    ) {
      logEvent('comments', 'sender-limit', { limit: COMMENT_SENDER_HOURLY_LIMIT });
      throw new FormRefusal(429, 'form.error.senderLimit', 'senderLimit');
    }
    const id = newRecordId(now);
    const comment: PendingComment = {
      id,
      slug: data.slug,
      name: data.name,
      email: data.email,
      message: data.message,
      locale,
      ...(pageUrl ? { page: pageUrl } : {}),
      status: 'pending',
      createdAt: now.toISOString(),
    };
    await openStore(COMMENTS_STORE).setJSON(`${data.slug}/${id}`, sealComment(keys, comment));
    logEvent('comments', 'stored', { id });
  },
});

export default async (req: Request, context: Context): Promise<Response> => handleComments(req, context);
