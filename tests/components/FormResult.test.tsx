import { describe, expect, it } from 'vitest';
import CommentForm from '../../src/components/forms/CommentForm';
import { FormResult } from '../../src/components/forms/FormResult';
import type { ResultParam } from '../../src/forms/result';
import { renderIn } from '../helpers/render';

/** The notices each form prerenders for a post without JavaScript, read as a visitor of the English site. */
function notices(param: ResultParam): Map<string, string> {
  const { container } = renderIn(<FormResult param={param} successKey="comments.success" backTo="top" />, {
    locale: 'en',
  });
  // Each notice's words, after its title, which the form that shows it gives (CommentForm gives its own).
  const words = (n: Element) => (n.textContent ?? '').slice(n.querySelector('strong')?.textContent?.length ?? 0);
  return new Map([...container.querySelectorAll('.form-banner--error')].map((n) => [n.id, words(n)]));
}

describe('the refusal notices a form prerenders', () => {
  it('gives the contact and comment forms no notice of the newsletter, which only the newsletter can meet', () => {
    for (const param of ['envoi', 'commentaire'] as const) {
      const own = notices(param);
      expect(own.size).toBeGreaterThan(5);
      expect(own.has(`${param}-erreur-unavailable`)).toBe(false);
      for (const text of own.values()) expect(text).not.toMatch(/newsletter/i);
    }
    expect(notices('newsletter').get('newsletter-erreur-unavailable')).toContain('sends no newsletter mail');
    // Only the contact and comment functions count a sender's messages.
    expect(notices('newsletter').has('newsletter-erreur-senderLimit')).toBe(false);
    expect(notices('envoi').has('envoi-erreur-senderLimit')).toBe(true);
  });

  it("titles the comment form's notices as a comment's, not a message's", () => {
    const { container } = renderIn(<CommentForm slug="budget-pergola-suisse" />, { locale: 'fr' });
    const titles = [...container.querySelectorAll('.form-result strong')].map((s) => s.textContent);
    expect(titles[0]).toBe('Commentaire envoyé');
    expect(new Set(titles.slice(1))).toEqual(new Set(["Votre commentaire n'a pas pu être envoyé"]));
  });

  it('tells a commenter whose comment is too large to shorten it, and speaks of no file', () => {
    const comment = notices('commentaire');
    expect(comment.get('commentaire-erreur-tooLarge')).toContain('Your comment is too long to send.');
    for (const text of comment.values()) expect(text).not.toMatch(/file|4 MB|message/i);
    expect(notices('envoi').get('envoi-erreur-tooLarge')).toMatch(/larger than 4\sMB/);
  });
});
