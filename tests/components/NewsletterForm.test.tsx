import { describe, expect, it } from 'vitest';
import NewsletterForm from '../../src/components/shell/NewsletterForm';
import { renderIn } from '../helpers/render';

/** The sign-up's notices without JavaScript are titled as a sign-up's, not as a sent message's. */
describe('newsletter form notices', () => {
  it('titles its success and failure notices with its own words in French', () => {
    const { container } = renderIn(<NewsletterForm pageUrl="/fr/" />, { locale: 'fr' });
    const titles = [...container.querySelectorAll('.form-result strong')].map((s) => s.textContent);
    expect(titles[0]).toBe('Inscription enregistrée');
    expect(new Set(titles.slice(1))).toEqual(new Set(["Votre inscription n'a pas pu être enregistrée"]));
    expect(container.textContent).not.toContain('Message envoyé');
  });

  it('explains each refusal in words of a subscription, never of a message or a file', () => {
    const { container } = renderIn(<NewsletterForm pageUrl="/" />, { locale: 'en' });
    const notices = [...container.querySelectorAll('.form-banner--error')].map((n) => n.textContent ?? '');
    expect(notices.length).toBeGreaterThan(5);
    for (const notice of notices) expect(notice).not.toMatch(/message|file|4\sMB/i);
    expect(container.textContent).toContain('Our server could not register your subscription.');
  });
});
