import { describe, expect, it } from 'vitest';
import { collectFieldErrors } from '../../src/forms/common';
import { commentSchema } from '../../src/forms/comment';
import { commentLinkProblem, findLinks, isOnlyLinks, MAX_COMMENT_LINKS } from '../../src/schemas/comment-links';

const valid = {
  name: 'Marc Dubois',
  email: 'marc.dubois@example.ch',
  message: 'Merci pour ces conseils.',
  slug: 'pergola-zones-cotieres',
  locale: 'fr',
  website: '',
};
const messageError = (message: string) => {
  const result = commentSchema.safeParse({ ...valid, message });
  return result.success ? null : collectFieldErrors(result.error.issues).message?.key;
};

describe('links in a comment', () => {
  it('finds urls with a scheme, www. ones and bare domains with a path, not names or numbers', () => {
    const found = findLinks('See https://a.example/x, www.b.example and c.example/page.');
    expect(found.map((l) => l.replace(/[.,]$/, ''))).toEqual([
      'https://a.example/x',
      'www.b.example',
      'c.example/page',
    ]);
    expect(findLinks('We bought from Terraluce.ch in 2025, 3.5 m wide, at 10:30.')).toEqual([]);
    expect(findLinks('ftp://files.example/a and HTTP://SHOUT.EXAMPLE')).toHaveLength(2);
  });

  it('tells a comment that is only links from one that cites one', () => {
    expect(isOnlyLinks('https://spam.example/buy')).toBe(true);
    expect(isOnlyLinks('  www.spam.example !!! ')).toBe(true);
    expect(isOnlyLinks('https://a.example https://b.example')).toBe(true);
    expect(isOnlyLinks('The guide at https://a.example helped.')).toBe(false);
    expect(isOnlyLinks('No link at all.')).toBe(false);
    expect(isOnlyLinks('مقال رائع https://a.example')).toBe(false);
  });

  it(`allows up to ${MAX_COMMENT_LINKS} links in words, refuses more or only a link`, () => {
    expect(commentLinkProblem('Two sources: https://a.example and https://b.example.')).toBeNull();
    expect(commentLinkProblem('Three: https://a.example https://b.example www.c.example')).toBe(
      'comments.error.tooManyLinks',
    );
    expect(commentLinkProblem('https://a.example')).toBe('comments.error.onlyLink');
  });

  it('is the comment form schema’s rule, with a message key the browser and the function translate', () => {
    expect(messageError('Merci, voir https://a.example et https://b.example.')).toBeNull();
    expect(messageError('Voir https://a.example, https://b.example et https://c.example.')).toBe(
      'comments.error.tooManyLinks',
    );
    expect(messageError('https://a.example')).toBe('comments.error.onlyLink');
    expect(messageError('   ')).toBe('form.error.required');
  });
});
