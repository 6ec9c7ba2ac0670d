import { describe, expect, it } from 'vitest';
import { requiredContactFields } from '../../src/forms/contact-fields';
import { createContactSchema } from '../../src/forms/contact';

describe("a contact form's required fields", () => {
  it("take the page's flag where it sets one, else the field's default", () => {
    const required = requiredContactFields({ telephone: { required: false }, societe: { required: true }, nom: {} });
    expect(required).toEqual({
      nom: true,
      prenom: true,
      email: true,
      telephone: false,
      societe: true,
      sujet: true,
      message: true,
    });
  });

  it('are what the server then requires of a message sent from that page', () => {
    const schema = createContactSchema(requiredContactFields({ telephone: { required: false } }));
    const message = {
      nom: 'Muster',
      prenom: 'Anna',
      email: 'anna@example.org',
      telephone: '',
      societe: '',
      sujet: 'Carport',
      message: 'Un carport pour deux voitures.',
      locale: 'fr',
      page: '/fr/contact/',
    };
    const withoutPhone = schema.safeParse(message);
    expect(withoutPhone.success, JSON.stringify(withoutPhone.error?.issues)).toBe(true);
    const strict = createContactSchema(requiredContactFields({})).safeParse(message);
    expect(new Set(strict.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['telephone']));
  });
});
