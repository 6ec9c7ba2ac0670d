import { z } from 'zod';
import { commentLinkProblem } from './comment-links';
import { LOCALES } from './common';

/** Visitors' names and messages are bounded like the form that took them (src/forms/comment.ts). */
const NAME_MAX = 100;
const MESSAGE_MAX = 3000;

/** An HTML tag or comment: a published comment is plain text, shown as written, never as markup. */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
/** Control characters other than tab and line feed. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * One published comment: an item of `content/comments/<article-slug>.yaml`, written by
 * `npm run comments -- approve ID` from the pending record, never with the visitor's e-mail address.
 *
 * Its words are the visitor's own, in the language they wrote in (`locale`): the content check
 * neither translates them nor runs its language detector on them, and the build applies no typography.
 */
export const publishedCommentSchema = z.strictObject({
  // The pending record's id (`<ISO 8601 basic time>-<uuid>`), so a comment is published once.
  id: z
    .string()
    .regex(
      /^\d{8}T\d{6}(?:\.\d{1,3})?Z-[0-9a-z-]+$/i,
      'expected the pending comment id, such as 20261124T101500.123Z-3f9a…',
    )
    .meta({ title: 'Reference', description: 'Given by `npm run comments -- approve`; leave it as it is.' }),
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(NAME_MAX, `keep names under ${NAME_MAX} characters`)
    .refine((v) => !/[\r\n]/.test(v) && !CONTROL.test(v), 'a name is one line of plain text')
    .describe('The name the visitor signed with, shown above the comment.'),
  date: z.iso.date('expected a date written YYYY-MM-DD').describe('The day the visitor sent it, written YYYY-MM-DD.'),
  // Its own `lang` on the page, whatever the page's language.
  locale: z.enum(LOCALES).meta({
    title: 'Language',
    description: 'The language the visitor wrote in; the comment shows on every language of the article.',
  }),
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MESSAGE_MAX, `keep comments under ${MESSAGE_MAX} characters`)
    .refine((v) => !CONTROL.test(v), 'remove the control characters')
    .refine((v) => !HTML_TAG.test(v), 'plain text only: remove the HTML tags (the page would show them as typed)')
    .refine((v) => commentLinkProblem(v) === null, 'a comment holds at most 2 links and more than a link')
    .describe(
      'The comment as the visitor wrote it: plain text, line breaks kept. Correct a typo at most; the words are theirs.',
    ),
});
export type PublishedComment = z.infer<typeof publishedCommentSchema>;

/**
 * `content/comments/<article-slug>.yaml`: the article's published comments under `comments:`, oldest first.
 * The list sits under a key, not at the file's root, so the editor can open the file as one entry.
 */
export const commentFileSchema = z.strictObject({
  // Comments are visitors' words, published by `npm run comments -- approve`: the editor may correct or remove
  // one, never add one.
  comments: z.array(publishedCommentSchema).meta({
    description:
      'Published comments, oldest first. Remove one to unpublish it; the words stay as the visitor wrote them.',
    allowAdd: false,
  }),
});
export type CommentFile = z.infer<typeof commentFileSchema>;
