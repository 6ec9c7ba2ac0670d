/**
 * Unit tests of the form functions' helpers that need no store (netlify/lib/): the upload's checks, the strings
 * of the answers, mail headers, the outbox's back-off, the rate limit, the request's origin, address, language and
 * body. The schemas they share with the browser (src/forms/) are tests/unit/forms.test.ts's.
 */
import '../helpers/generate-strings';
import { describe, expect, it } from 'vitest';
import { FILE_ACCEPT, MAX_FILE_BYTES } from '../../src/forms/contact';
import { BodyTooLargeError, formEncoding, readBodyCapped } from '../../netlify/lib/body';
import { checkUpload, sanitizeFileName } from '../../netlify/lib/files';
import { headerText } from '../../netlify/lib/mail';
import { backoffMs } from '../../netlify/lib/outbox';
import { RateLimiter } from '../../netlify/lib/rate-limit';
import { clientIp, hasValidXsrfToken, isFetchRequest, siteVerdict } from '../../netlify/lib/security';
import { localeFromRequest, t } from '../../netlify/lib/strings';
import { PLAIN_DOC } from '../helpers/ole2';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, countingStream, fileOf } from '../helpers/requests';

/** The start of a Word file: a zip whose first entry is its package's list of parts. */
const DOCX_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....[Content_Types].xml')]);

describe('an attachment on the server', () => {
  it('checks uploads on the server (magic bytes, docx package, name)', async () => {
    const pdf = await checkUpload(fileOf('../../etc/Plan terrasse\r\n<b>.pdf', PDF_BYTES));
    expect('file' in pdf && pdf.file.name).toBe('Plan terrasse_b_.pdf');
    expect('file' in pdf && pdf.file.type).toBe('application/pdf');
    expect(await checkUpload(fileOf('virus.pdf', EXE_BYTES))).toEqual({ error: { key: 'form.error.fileType' } });
    const zipOnly = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x61, 0x62]);
    expect(await checkUpload(fileOf('fake.docx', zipOnly))).toEqual({ error: { key: 'form.error.fileType' } });
    expect('file' in (await checkUpload(fileOf('offre.docx', DOCX_BYTES)))).toBe(true);
  });

  it('takes a file of the largest size the form allows and refuses one byte more', async () => {
    expect('file' in (await checkUpload(fileOf('plan.pdf', PDF_BYTES, MAX_FILE_BYTES)))).toBe(true);
    expect(await checkUpload(fileOf('plan.pdf', PDF_BYTES, MAX_FILE_BYTES + 1))).toEqual({
      error: { key: 'form.error.fileSize' },
    });
  });

  it('gives each accepted file its registered type, one the file picker offers', async () => {
    const offered = FILE_ACCEPT.split(',');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    for (const [file, type] of [
      [fileOf('plan.pdf', PDF_BYTES), 'application/pdf'],
      [fileOf('offre.doc', PLAIN_DOC), 'application/msword'],
      [fileOf('offre.docx', DOCX_BYTES), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [fileOf('photo.jpg', jpeg), 'image/jpeg'],
      [fileOf('photo.JPEG', jpeg), 'image/jpeg'],
      [fileOf('photo.png', PNG_BYTES), 'image/png'],
    ] as const) {
      const checked = await checkUpload(file);
      expect('file' in checked && checked.file.type, file.name).toBe(type);
      expect(offered, file.name).toContain(type);
    }
  });

  it('sanitises file names', () => {
    expect(sanitizeFileName('C:\\Users\\élise\\Devis été.pdf', '.pdf')).toBe('Devis été.pdf');
    expect(sanitizeFileName('....pdf', '.pdf')).toBe('attachment.pdf');
    expect(sanitizeFileName(`${'x'.repeat(300)}.png`, '.png')).toHaveLength(100);
  });
});

describe('the helpers of the form functions', () => {
  it('translates with fallback to English, then the key', () => {
    expect(t('fr', 'form.error.tooLong', { max: 100 })).toMatch(/100/);
    expect(t('fr', 'form.error.required')).not.toBe(t('en', 'form.error.required'));
    expect(t('de', 'form.error.required')).toBeTruthy();
    expect(t('en', 'no.such.key')).toBe('no.such.key');
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
