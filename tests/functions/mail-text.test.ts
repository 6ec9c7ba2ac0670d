/**
 * The notification's text (netlify/lib/mail.ts): what staff read of a message before they answer it.
 */
import { describe, expect, it } from 'vitest';
import { buildNotification } from '../../netlify/lib/mail';
import type { LeadMessage } from '../../netlify/lib/store';
import { CONTACT_TEXT_FIELDS } from '../../src/schemas/contact-fields';

const config = { url: 'smtp://127.0.0.1:2525', to: 'office@example.ch', from: 'site@example.ch' };

function lead(values: Partial<LeadMessage>): LeadMessage {
  const filled = Object.fromEntries(CONTACT_TEXT_FIELDS.map((field) => [field, `valeur-${field}`]));
  return {
    version: 1,
    id: '20260101T000000Z-x',
    receivedAt: '2026-01-01T00:00:00.000Z',
    locale: 'fr',
    mailedAt: null,
    ...filled,
    ...values,
  } as LeadMessage;
}

describe('the notification', () => {
  it('carries every field the visitor filled in, the message last as its body', () => {
    const lines = buildNotification(lead({}), config).text.split('\n');
    for (const field of CONTACT_TEXT_FIELDS) {
      expect(lines.some((line) => line.endsWith(`valeur-${field}`))).toBe(true);
    }
    expect(lines.slice(lines.indexOf('Message :') + 1)[0]).toBe('valeur-message');
  });

  it('reads any field a form left optional and the visitor blank as -, subject and message included', () => {
    const blank = Object.fromEntries(CONTACT_TEXT_FIELDS.filter((f) => f !== 'email').map((f) => [f, '']));
    const mail = buildNotification(lead(blank), config);
    const lines = mail.text.split('\n');
    expect(lines).toContain('Société : -');
    expect(lines).toContain('Téléphone : -');
    expect(lines).toContain('Nom : -');
    expect(lines[lines.indexOf('Message :') + 1]).toBe('-');
    expect(mail.subject).toBe('Contact : -');
    expect(lines.at(-1)).toBe('Répondez directement à ce courriel pour écrire à valeur-email.');
  });

  it('without an e-mail, has staff answer by phone and names no reply address', () => {
    const mail = buildNotification(lead({ email: '' }), config);
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail.text.split('\n').at(-1)).toBe(
      "Le visiteur n'a pas laissé d'adresse e-mail : répondez-lui par téléphone (valeur-telephone).",
    );
  });
});
