/**
 * The article comment form: one schema for the browser and `POST /api/comments`.
 * Comments are stored as pending and published only after moderation (`npm run comments`).
 * Browser-safe. Messages are UI string keys (see ./common.ts).
 */
import { z } from 'zod';
import { ERROR_KEYS, emailField, honeypotField, requiredLine, requiredText } from './common';
import { commentLinkProblem } from '../schemas/comment-links';
import { HONEYPOT_FIELD, LOCALE_FIELD, PAGE_FIELD } from './constants';
import { PAGE_NAME } from '../paths/pages';

export const COMMENT_LIMITS = { name: 100, message: 3000, slug: 200 } as const;

/** Field names (`slug` names the article; `website` is the honeypot; `locale` and `page` are hidden, the endpoint reads those two). */
export const COMMENT_FIELDS = ['name', 'email', 'message', 'slug', HONEYPOT_FIELD, LOCALE_FIELD, PAGE_FIELD] as const;

/** An article slug: lower-case words joined by hyphens, as in `/conseils/<slug>/`. */
export const ARTICLE_SLUG = new RegExp(`^${PAGE_NAME}$`);

export const commentSchema = z.object({
  name: requiredLine(COMMENT_LIMITS.name),
  email: emailField,
  // Spam rule on top of the honeypot and the rate limit: at most two links, never only links.
  message: requiredText(COMMENT_LIMITS.message).superRefine((value, ctx) => {
    const problem = commentLinkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  slug: z
    .string({ error: ERROR_KEYS.invalid })
    .trim()
    .max(COMMENT_LIMITS.slug, ERROR_KEYS.invalid)
    .regex(ARTICLE_SLUG, ERROR_KEYS.invalid),
  website: honeypotField,
});
