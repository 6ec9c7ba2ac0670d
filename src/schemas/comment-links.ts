/**
 * Links in a visitor's text, for the comment form's spam rules: at most `MAX_COMMENT_LINKS` links,
 * and never a comment that is nothing but links. Browser-safe and pure, so the form and
 * `POST /api/comments` apply the same rule.
 */

/** Most links a comment may hold: enough to cite a source or two, too few for a link farm. */
export const MAX_COMMENT_LINKS = 2;

/**
 * What counts as a link: a url with a scheme (`https://…`, `ftp://…`), one starting with `www.`,
 * or a bare domain with a path (`example.com/page`), which a browser or mail client would also
 * turn into a link. A bare `example.com` without a path is left alone: "Terraluce.ch" in a sentence
 * is a name, not spam.
 */
const LINK = /(?:\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"]*)/giu;

/** Every link in the text, in order. */
export function findLinks(text: string): string[] {
  return text.match(LINK) ?? [];
}

/** True when the text holds at least one link and nothing else but spaces and punctuation. */
export function isOnlyLinks(text: string): boolean {
  if (findLinks(text).length === 0) return false;
  return !/[\p{L}\p{N}]/u.test(text.replace(LINK, ''));
}

/** The UI string key of the rule a comment breaks, or null when it may be posted. */
export function commentLinkProblem(text: string): 'comments.error.onlyLink' | 'comments.error.tooManyLinks' | null {
  if (isOnlyLinks(text)) return 'comments.error.onlyLink';
  if (findLinks(text).length > MAX_COMMENT_LINKS) return 'comments.error.tooManyLinks';
  return null;
}
