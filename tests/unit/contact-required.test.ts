import { describe, expect, it } from 'vitest';
import { requiredContactFields } from '../../src/schemas/contact-fields';
import { createContactSchema } from '../../src/forms/contact';
import { pageSchema } from '../../src/schemas/page';

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
      file: false,
    });
  });

  it('require the attachment where the page flags it, and the server then refuses a message without a file', () => {
    const required = requiredContactFields({ file: { required: true } });
    expect(required.file).toBe(true);
    const message = {
      nom: 'Muster',
      prenom: 'Anna',
      email: 'anna@example.org',
      telephone: '+41 21 000 00 00',
      sujet: 'Carport',
      message: 'Un carport pour deux voitures.',
    };
    const withoutFile = createContactSchema(required).safeParse(message);
    expect(withoutFile.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['file', 'form.error.required'],
    ]);
    const plan = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    const withFile = createContactSchema(required).safeParse({ ...message, file: plan });
    expect(withFile.success, JSON.stringify(withFile.error?.issues)).toBe(true);
    expect(createContactSchema(requiredContactFields({})).safeParse(message).success).toBe(true);
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

  it('take a field of only spaces and invisible characters as not filled in, the same rule for every field', () => {
    // A space, a zero-width space, a bidi isolate and mark, a joiner, a soft hyphen, a byte order mark, a filler,
    // the blank Braille cell.
    const invisible = ' \u200b\u2066\u200e\u200d\u00ad\ufeff\u3164\u2800 ';
    const message = {
      nom: invisible,
      prenom: 'Anna',
      email: 'anna@example.org',
      telephone: '+41 21 000 00 00',
      societe: invisible,
      sujet: 'Carport',
      message: 'Un carport pour deux voitures.',
    };
    const optional = createContactSchema(
      requiredContactFields({ nom: { required: false }, telephone: { required: false } }),
    ).safeParse({ ...message, telephone: invisible });
    expect(optional.success, JSON.stringify(optional.error?.issues)).toBe(true);
    expect(optional.data).toMatchObject({ nom: '', societe: '', telephone: '' });
    const required = createContactSchema(requiredContactFields({ societe: { required: true } })).safeParse({
      ...message,
      email: invisible,
      message: invisible,
    });
    expect(required.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nom', 'form.error.required'],
      ['email', 'form.error.required'],
      ['societe', 'form.error.required'],
      ['message', 'form.error.required'],
    ]);
  });
});

describe('a page', () => {
  it('shows at most one contact form, since /api/contact knows the page and not the form', () => {
    const form = { type: 'contactForm', title: 'Contact', fields: {} };
    const page = { title: 'Contact', seo: { title: 'Contact', description: 'Write to us.' } };
    expect(pageSchema.safeParse({ ...page, blocks: [form] }).success).toBe(true);
    const twice = pageSchema.safeParse({ ...page, blocks: [form, { ...form, title: 'Again' }] });
    expect(twice.error?.issues.map((i) => i.message)).toEqual([
      'A page shows at most one contact form: remove the other contactForm blocks.',
    ]);
  });

  it('asks for the e-mail or the phone, so a visitor can be answered', () => {
    const page = { title: 'Contact', seo: { title: 'Contact', description: 'Write to us.' } };
    const withFields = (fields: object) =>
      pageSchema.safeParse({ ...page, blocks: [{ type: 'contactForm', title: 'Contact', fields }] });
    expect(withFields({ telephone: { required: false } }).success).toBe(true);
    expect(withFields({ email: { required: false } }).success).toBe(true);
    const neither = withFields({ email: { required: false }, telephone: { required: false } });
    expect(neither.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['blocks.0.fields', expect.stringMatching(/^a visitor could leave both the e-mail and the phone blank/)],
    ]);
  });
});
