/**
 * The forms' schemas and helpers shared by the browser and the functions (src/forms/): what each form accepts and
 * refuses, the attachment's type from its name and its first bytes, and how a form's fields are read.
 */
import { describe, expect, it } from 'vitest';
import { collectFieldErrors, formDataToRecord, isHoneypotFilled, isSafeSiteUrl } from '../../src/forms/common';
import {
  FILE_ACCEPT,
  MAX_FILE_BYTES,
  checkFileSignature,
  contactSchema,
  createContactSchema,
  fileExtension,
} from '../../src/forms/contact';
import { CONTACT_REQUIRED_DEFAULT } from '../../src/schemas/contact-fields';
import { commentSchema } from '../../src/forms/comment';
import { newsletterSchema } from '../../src/forms/newsletter';
import { readCookie } from '../../src/forms/xsrf';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, VALID_CONTACT, fileOf } from '../helpers/requests';

const valid = { ...VALID_CONTACT };
const errorsOf = (input: Record<string, unknown>) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : collectFieldErrors(result.error.issues);
};

describe('contact schema', () => {
  it('accepts a complete message and trims the fields', () => {
    const result = contactSchema.parse({ ...valid, nom: '  Rochat  ', email: ' elise.rochat@example.ch ' });
    expect(result.nom).toBe('Rochat');
    expect(result.email).toBe('elise.rochat@example.ch');
    // The submission's language is the pipeline's to decide (tests/functions/contact.test.ts), not the schema's.
    expect(result).not.toHaveProperty('locale');
    expect(result.file).toBeUndefined();
  });

  it.each(['nom', 'prenom', 'email', 'telephone', 'sujet', 'message'])('requires %s', (field) => {
    expect(errorsOf({ ...valid, [field]: undefined })[field]).toEqual({ key: 'form.error.required' });
    expect(errorsOf({ ...valid, [field]: '   ' })[field]).toEqual({ key: 'form.error.required' });
  });

  it('keeps societe optional', () => {
    expect(contactSchema.parse({ ...valid, societe: undefined }).societe).toBe('');
    expect(contactSchema.parse({ ...valid, societe: '' }).societe).toBe('');
  });

  it.each([
    ['nom', 100],
    ['prenom', 100],
    ['sujet', 150],
    ['message', 5000],
    ['societe', 150],
    ['telephone', 30],
  ])('bounds %s to %i characters', (field, max) => {
    const base = field === 'telephone' ? '1'.repeat(max) : 'a'.repeat(max);
    expect(errorsOf({ ...valid, [field]: base })[field]).toBeUndefined();
    const long = field === 'telephone' ? '1'.repeat(max + 1) : 'a'.repeat(max + 1);
    expect(errorsOf({ ...valid, [field]: long })[field]).toEqual({ key: 'form.error.tooLong', params: { max } });
  });

  it('bounds the e-mail address to 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.ch`;
    expect(email.length).toBe(253);
    expect(errorsOf({ ...valid, email })).toEqual({});
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(187)}.ch`;
    expect(errorsOf({ ...valid, email: tooLong }).email?.key).toBe('form.error.tooLong');
  });

  it.each([
    'elise',
    'elise@',
    '@example.ch',
    'elise@example',
    'a b@example.ch',
    'a@b.ch\r\nBcc: x@y.ch',
    '"a"@b.ch',
    'a@b.ch,c@d.ch',
    '<a@b.ch>',
  ])('refuses the e-mail %j', (email) => {
    expect(errorsOf({ ...valid, email }).email?.key).toMatch(/form\.error\.(email|invalid)/);
  });

  it.each(['+41 79 123 45 67', '022 555 01 00', '(022) 555-01-00', '+33 4.50.12.34.56', '123456'])(
    'accepts the phone number %j',
    (telephone) => expect(errorsOf({ ...valid, telephone })).toEqual({}),
  );

  it.each(['12 345', 'call me', '+41 79 abc 45 67', '079\n1234567'])('refuses the phone number %j', (telephone) => {
    expect(errorsOf({ ...valid, telephone }).telephone).toEqual({ key: 'form.error.phone' });
  });

  it.each(['nom', 'prenom', 'sujet', 'societe'])('refuses line breaks in %s (header injection)', (field) => {
    expect(errorsOf({ ...valid, [field]: 'Hello\r\nBcc: victim@example.com' })[field]).toEqual({
      key: 'form.error.invalid',
    });
    expect(errorsOf({ ...valid, [field]: 'Hello\nthere' })[field]).toBeDefined();
  });

  it('allows line breaks in the message but no other control characters', () => {
    expect(errorsOf({ ...valid, message: 'line 1\r\nline 2' })).toEqual({});
    expect(errorsOf({ ...valid, message: 'bell \u0007' }).message).toEqual({ key: 'form.error.invalid' });
  });

  it('requires the honeypot to be empty', () => {
    expect(errorsOf({ ...valid, website: 'http://spam.example' }).website).toBeDefined();
  });

  it('tells a filled honeypot the same way where the server drops the message and in the schema', () => {
    for (const website of ['', ' ', '\u200b', 'x', ' http://spam.example ']) {
      const filled = isHoneypotFilled({ website });
      expect(errorsOf({ ...valid, website }).website !== undefined, JSON.stringify(website)).toBe(filled);
    }
  });

  it('checks the file extension and size', () => {
    expect(errorsOf({ ...valid, file: fileOf('plan.pdf', PDF_BYTES) })).toEqual({});
    expect(errorsOf({ ...valid, file: fileOf('PLAN.PDF', PDF_BYTES) })).toEqual({});
    expect(errorsOf({ ...valid, file: fileOf('setup.exe', EXE_BYTES) }).file).toEqual({ key: 'form.error.fileType' });
    expect(errorsOf({ ...valid, file: fileOf('noextension', PDF_BYTES) }).file).toEqual({ key: 'form.error.fileType' });
    expect(errorsOf({ ...valid, file: 'not a file' }).file).toEqual({ key: 'form.error.fileType' });
    expect(errorsOf({ ...valid, file: fileOf('big.pdf', PDF_BYTES, MAX_FILE_BYTES + 1) }).file).toEqual({
      key: 'form.error.fileSize',
    });
    expect(errorsOf({ ...valid, file: fileOf('max.pdf', PDF_BYTES, MAX_FILE_BYTES) })).toEqual({});
  });

  // What a visitor may attach: documents and photos, whatever the case of the name, nothing else.
  it.each(['plan.pdf', 'offre.doc', 'offre.docx', 'photo.jpg', 'photo.jpeg', 'photo.png', 'PHOTO.JPG'])(
    'accepts an attachment named %s',
    (name) => expect(errorsOf({ ...valid, file: fileOf(name, PDF_BYTES) })).toEqual({}),
  );

  it.each([
    'dessin.svg',
    'photo.gif',
    'photo.heic',
    'plans.zip',
    'notes.txt',
    'page.html',
    'setup.exe',
    'plan.pdf.exe',
  ])('refuses an attachment named %s', (name) =>
    expect(errorsOf({ ...valid, file: fileOf(name, PDF_BYTES) }).file).toEqual({ key: 'form.error.fileType' }),
  );

  it('offers in the file picker the extensions it accepts, and no other', () => {
    const offered = FILE_ACCEPT.split(',');
    for (const extension of [
      '.pdf',
      '.doc',
      '.docx',
      '.jpg',
      '.jpeg',
      '.png',
      '.svg',
      '.gif',
      '.zip',
      '.txt',
      '.exe',
    ]) {
      const accepted = errorsOf({ ...valid, file: fileOf(`plan${extension}`, PDF_BYTES) }).file === undefined;
      expect(offered.includes(extension), extension).toBe(accepted);
    }
  });

  it('lets a page make a field optional or required', () => {
    const schema = createContactSchema({ ...CONTACT_REQUIRED_DEFAULT, telephone: false, societe: true });
    const result = schema.safeParse({ ...valid, telephone: '', societe: '' });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : collectFieldErrors(result.error.issues);
    expect(Object.keys(errors)).toEqual(['societe']);
    expect(schema.parse({ ...valid, telephone: '' }).telephone).toBe('');
    expect(schema.safeParse({ ...valid, telephone: 'abc' }).success).toBe(false);
  });
});

describe('file signatures', () => {
  it.each([
    ['.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]],
    ['.doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
    ['.docx', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]],
    ['.jpg', [0xff, 0xd8, 0xff, 0xe0]],
    ['.jpeg', [0xff, 0xd8, 0xff, 0xdb]],
    ['.png', [...PNG_BYTES]],
    ['.PNG', [...PNG_BYTES]],
  ])('recognises %s', (ext, bytes) => {
    expect(checkFileSignature(new Uint8Array(bytes), ext)).toBe(true);
  });

  it.each([
    ['.pdf', EXE_BYTES],
    ['.png', PDF_BYTES],
    ['.jpg', PNG_BYTES],
    ['.docx', PDF_BYTES],
    ['.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])],
    ['.pdf', new Uint8Array([])],
    ['.exe', EXE_BYTES],
    ['.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s with the wrong bytes', (ext, bytes) => {
    expect(checkFileSignature(bytes, ext)).toBe(false);
  });

  it('reads extensions', () => {
    expect(fileExtension('Plan Terrasse.V2.PDF')).toBe('.pdf');
    expect(fileExtension('archive')).toBe('');
  });
});

describe('the other forms and the reading of a form', () => {
  it('checks same-site urls', () => {
    for (const ok of ['/contact/', '/fr/contact/', '/conseils/pergola-bois/']) expect(isSafeSiteUrl(ok)).toBe(true);
    for (const bad of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/a/../b',
      '/%2F%2Fevil',
      '',
      'contact',
      '/a b',
      '/x\r\nLocation: y',
    ]) {
      expect(isSafeSiteUrl(bad)).toBe(false);
    }
  });

  it('reads FormData, skipping the empty file input and flagging repeated fields', () => {
    const data = new FormData();
    data.append('nom', 'A');
    data.append('file', new File([], ''));
    data.append('sujet', 'x');
    data.append('sujet', 'y');
    const { values, repeated } = formDataToRecord(data, ['nom', 'file', 'sujet']);
    expect(values).toEqual({ nom: 'A', file: undefined, sujet: 'x' });
    expect(repeated).toEqual(['sujet']);
    expect(isHoneypotFilled(data)).toBe(false);
    data.append('website', ' http://x ');
    expect(isHoneypotFilled(data)).toBe(true);
  });

  it('validates the newsletter and comment forms', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.ch', locale: 'it' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: 'nope' }).success).toBe(false);
    const comment = { name: 'Marc', email: 'marc@example.ch', message: 'Merci !', slug: 'pergola-bioclimatique' };
    expect(commentSchema.safeParse(comment).success).toBe(true);
    expect(commentSchema.safeParse({ ...comment, slug: '../admin' }).success).toBe(false);
    expect(commentSchema.safeParse({ ...comment, name: '' }).success).toBe(false);
  });

  it('reads the XSRF cookie the page sends back, decoded', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%20d', 'XSRF-TOKEN')).toBe('abc d');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
