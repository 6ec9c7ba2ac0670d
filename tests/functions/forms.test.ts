/**
 * Unit tests of the shared form schemas and pure helpers (src/forms) and of the server helpers that need
 * no store (netlify/lib).
 */
import '../helpers/generate-strings';
import { format } from '../../src/i18n/format';
import { describe, expect, it } from 'vitest';
import { collectFieldErrors, formDataToRecord, isHoneypotFilled, isSafeSiteUrl } from '../../src/forms/common';
import {
  ACCEPTED_EXTENSIONS,
  FILE_ACCEPT,
  MAX_FILE_BYTES,
  MIME_TYPES,
  checkFileSignature,
  contactSchema,
  createContactSchema,
  fileExtension,
} from '../../src/forms/contact';
import { CONTACT_REQUIRED_DEFAULT } from '../../src/schemas/contact-fields';
import { commentSchema } from '../../src/forms/comment';
import { newsletterSchema } from '../../src/forms/newsletter';
import { readCookie } from '../../src/forms/xsrf';
import { BodyTooLargeError, formEncoding, readBodyCapped } from '../../netlify/lib/body';
import { checkUpload, sanitizeFileName } from '../../netlify/lib/files';
import { headerText } from '../../netlify/lib/mail';
import { backoffMs } from '../../netlify/lib/outbox';
import { RateLimiter } from '../../netlify/lib/rate-limit';
import { clientIp, hasValidXsrfToken, isFetchRequest, siteVerdict } from '../../netlify/lib/security';
import { localeFromRequest, t } from '../../netlify/lib/strings';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, VALID_CONTACT, countingStream, fileOf } from '../helpers/requests';

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

describe('file constants and signatures', () => {
  it('exports the accepted types', () => {
    expect([...ACCEPTED_EXTENSIONS]).toEqual(['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png']);
    expect(MIME_TYPES['.docx']).toContain('wordprocessingml');
    expect(MAX_FILE_BYTES).toBe(4 * 1024 * 1024);
    expect(FILE_ACCEPT).toContain('.pdf');
    expect(FILE_ACCEPT).toContain('image/png');
  });

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

  it('checks uploads on the server (magic bytes, docx package, name)', async () => {
    const pdf = await checkUpload(fileOf('../../etc/Plan terrasse\r\n<b>.pdf', PDF_BYTES));
    expect('file' in pdf && pdf.file.name).toBe('Plan terrasse_b_.pdf');
    expect('file' in pdf && pdf.file.type).toBe('application/pdf');
    expect(await checkUpload(fileOf('virus.pdf', EXE_BYTES))).toEqual({ error: { key: 'form.error.fileType' } });
    const zipOnly = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x61, 0x62]);
    expect(await checkUpload(fileOf('fake.docx', zipOnly))).toEqual({ error: { key: 'form.error.fileType' } });
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....[Content_Types].xml')]);
    expect('file' in (await checkUpload(fileOf('offre.docx', docx)))).toBe(true);
  });

  it('sanitises file names', () => {
    expect(sanitizeFileName('C:\\Users\\élise\\Devis été.pdf', '.pdf')).toBe('Devis été.pdf');
    expect(sanitizeFileName('....pdf', '.pdf')).toBe('attachment.pdf');
    expect(sanitizeFileName(`${'x'.repeat(300)}.png`, '.png')).toHaveLength(100);
  });
});

describe('helpers', () => {
  it('formats messages', () => {
    expect(format('Keep it under {max} characters.', { max: 100 })).toBe('Keep it under 100 characters.');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('translates with fallback to English, then the key', () => {
    expect(t('fr', 'form.error.tooLong', { max: 100 })).toMatch(/100/);
    expect(t('fr', 'form.error.required')).not.toBe(t('en', 'form.error.required'));
    expect(t('de', 'form.error.required')).toBeTruthy();
    expect(t('en', 'no.such.key')).toBe('no.such.key');
  });

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

  it('strips line breaks from header text', () => {
    expect(headerText('Contact : a\r\nBcc: x@y.ch')).toBe('Contact : a Bcc: x@y.ch');
  });

  it('backs off 1, 2, 4 … minutes, capped at 6 hours', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 9, 10, 50].map((n) => backoffMs(n) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 256, 360, 360]);
  });

  it('limits requests per IP in a sliding window', () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.hit('a', 1000).allowed)).toEqual([true, true, true]);
    const refused = limiter.hit('a', 2000);
    expect(refused).toEqual({ allowed: false, retryAfter: 59 });
    expect(limiter.hit('b', 2000).allowed).toBe(true);
    expect(limiter.hit('a', 61_001).allowed).toBe(true);
  });

  it('tells same-site, cross-site and unknown requests apart', () => {
    const req = (headers: Record<string, string>) =>
      new Request('https://www.terraluce.example/api/contact', { method: 'POST', headers });
    expect(siteVerdict(req({ 'Sec-Fetch-Site': 'same-origin' }))).toBe('same');
    expect(siteVerdict(req({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://www.terraluce.example' }))).toBe('cross');
    expect(siteVerdict(req({ 'Sec-Fetch-Site': 'same-site' }))).toBe('cross');
    expect(siteVerdict(req({ Origin: 'https://evil.example' }))).toBe('cross');
    expect(siteVerdict(req({ Origin: 'null' }))).toBe('cross');
    expect(siteVerdict(req({ Origin: 'https://www.terraluce.example' }))).toBe('same');
    expect(siteVerdict(req({}))).toBe('unknown');
    expect(isFetchRequest(req({ Accept: 'application/json' }))).toBe(true);
    expect(isFetchRequest(req({ Accept: 'text/html,*/*' }))).toBe(false);
    const token = 'abcdefghijklmnop1234';
    expect(hasValidXsrfToken(req({ Cookie: `x=1; XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token }))).toBe(true);
    expect(hasValidXsrfToken(req({ Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': `${token}x` }))).toBe(false);
    expect(hasValidXsrfToken(req({ Cookie: 'XSRF-TOKEN=short', 'X-XSRF-TOKEN': 'short' }))).toBe(false);
    expect(readCookie('a=1; XSRF-TOKEN=abc%20d', 'XSRF-TOKEN')).toBe('abc d');
  });

  it('finds the client IP and the visitor language', () => {
    const req = new Request('https://www.terraluce.example/api/contact', {
      headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1', 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' },
    });
    expect(clientIp(req, {})).toBe('198.51.100.7');
    expect(clientIp(req, { ip: '192.0.2.1' })).toBe('192.0.2.1');
    expect(localeFromRequest(req)).toBe('de');
    const fromPage = new Request('https://www.terraluce.example/api/contact', {
      headers: { referer: 'https://www.terraluce.example/it/contact/', 'accept-language': 'de' },
    });
    expect(localeFromRequest(fromPage)).toBe('it');
  });

  it('reads bodies with a byte cap and stops early', async () => {
    const { stream, pulled } = countingStream(10 * 1024 * 1024);
    const req = new Request('https://x.example/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    await expect(readBodyCapped(req, 1024 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
    expect(formEncoding('multipart/form-data; boundary=x')).toBe('multipart');
    expect(formEncoding('application/x-www-form-urlencoded;charset=UTF-8')).toBe('urlencoded');
    expect(formEncoding('application/json')).toBeNull();
  });
});
