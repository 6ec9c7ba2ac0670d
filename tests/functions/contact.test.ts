/**
 * POST /api/contact end to end inside the function: real Request objects, the real Blobs client against a
 * BlobsServer, a real SMTP server receiving the notification.
 */
import '../helpers/generate-strings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import contact, { config, contactLimiter } from '../../netlify/functions/contact.mts';
import { t } from '../../netlify/lib/strings';
import type { Locale } from '../../src/forms/common';
import type { LeadMessage, OutboxEntry } from '../../netlify/lib/store';
import {
  EXE_BYTES,
  PDF_BYTES,
  SITE,
  TOKEN,
  VALID_CONTACT,
  contextFor,
  countingStream,
  fileOf,
  formData,
  formRequest,
  nextIp,
  type Fields,
  type RequestOptions,
} from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';
import { attachmentAad, dataKeys, openBytes } from '../../netlify/lib/personal';
import { readLead } from '../helpers/sealed-records';

let logs: string[] = [];

const CONTACT_TO = 'Terraluce <contact@terraluce.example>';
const MAIL_FROM = 'Site Terraluce <site@terraluce.example>';
const sandbox = storeAndMail({ CONTACT_TO, MAIL_FROM });

beforeEach(() => {
  logs = [];
  const capture = (...args: unknown[]) => {
    logs.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
  vi.spyOn(console, 'warn').mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const send = (fields: Fields | null, options: RequestOptions = {}) => {
  const ip = options.ip ?? nextIp();
  return contact(formRequest(fields, { ...options, ip }), contextFor(ip));
};

const allKeys = () => sandbox.blobs.keys('leads');

/** A multipart request whose body is already serialised to bytes (as it arrives from the network). */
async function multipartBytes(fields: Fields): Promise<Request> {
  const encoded = new Response(formData(fields));
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return formRequest(null, { body: bytes, headers: { 'Content-Type': encoded.headers.get('content-type')! } });
}

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
}

describe('POST /api/contact', () => {
  it('declares its path, and a platform rate limit above its own so that its own answers first, translated', () => {
    expect(config).toMatchObject({
      path: '/api/contact',
      rateLimit: { windowSize: 60, aggregateBy: ['ip', 'domain'] },
    });
    expect(config.rateLimit!.windowLimit).toBeGreaterThan(contactLimiter.limit);
  });

  it('stores the message and attachment, then mails the company with the attachment and reply-to', async () => {
    const before = sandbox.smtp.mails.length;
    const file = fileOf('Plan de la terrasse.pdf', PDF_BYTES, PDF_BYTES.length, 'application/pdf');
    const res = await send({ ...VALID_CONTACT, file });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(res);
    expect(await res.json()).toEqual({ success: true, message: t('fr', 'form.success.message') });

    const messages = await sandbox.blobs.keys('leads', 'messages/');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^messages\/\d{8}T\d{6}\.\d{3}Z-[0-9a-f-]{36}$/);
    const stored = (await readLead(sandbox.blobs.store('leads'), messages[0]!)) as LeadMessage;
    expect(stored).toMatchObject({
      nom: 'Rochat',
      prenom: 'Élise',
      email: 'elise.rochat@example.ch',
      telephone: '+41 79 123 45 67',
      societe: 'Atelier Rochat',
      sujet: VALID_CONTACT.sujet,
      message: VALID_CONTACT.message,
      locale: 'fr',
      page: '/fr/contact/',
    });
    expect(stored.mailedAt).toEqual(expect.any(String));
    expect(stored.attachment).toMatchObject({
      name: 'Plan de la terrasse.pdf',
      type: 'application/pdf',
      size: PDF_BYTES.length,
    });
    expect(stored.attachment!.key).toMatch(/^attachments\/[0-9a-f-]{36}$/);
    const bytes = await sandbox.blobs.store('leads').get(stored.attachment!.key, { type: 'arrayBuffer' });
    expect(new Uint8Array(openBytes(dataKeys(), new Uint8Array(bytes), attachmentAad(stored.attachment!.key)))).toEqual(
      PDF_BYTES,
    );
    expect(await sandbox.blobs.keys('leads', 'outbox/')).toEqual([]);

    expect(sandbox.smtp.mails.length).toBe(before + 1);
    const mail = sandbox.smtp.mails.at(-1)!;
    expect(mail.subject).toContain(VALID_CONTACT.sujet);
    expect(mail.replyTo).toContain('elise.rochat@example.ch');
    expect(mail.replyTo).toContain('Élise Rochat');
    expect(mail.envelopeTo).toEqual(['contact@terraluce.example']);
    expect(mail.envelopeFrom).toBe('site@terraluce.example');
    expect(mail.messageId).toBe(`<${stored.id}@terraluce.example>`);
    expect(mail.text).toContain('nous aimerions une pergola');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('Plan de la terrasse.pdf');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(PDF_BYTES);

    // Logs carry ids, never the visitor's data.
    expect(logs.join('\n')).toContain(stored.id);
    expect(logs.join('\n')).not.toMatch(/Rochat|elise|123 45 67|pergola/i);
    await sandbox.blobs.store('leads').deleteAll();
  });

  it('stores and answers in the posted language, else in the language the request shows, else English', async () => {
    const cases: [Fields, Record<string, string>, Locale][] = [
      [{ ...VALID_CONTACT, locale: 'de' }, { Referer: `${SITE}/it/contact/` }, 'de'],
      [{ ...VALID_CONTACT, locale: 'xx' }, {}, 'en'],
      [{ ...VALID_CONTACT, locale: undefined }, {}, 'en'],
      [{ ...VALID_CONTACT, locale: 'xx' }, { Referer: `${SITE}/it/contact/` }, 'it'],
      [{ ...VALID_CONTACT, locale: undefined }, { 'Accept-Language': 'es-ES,es;q=0.9' }, 'es'],
    ];
    for (const [fields, headers, locale] of cases) {
      const res = await send(fields, { headers });
      expect((await res.json()).message, locale).toBe(t(locale, 'form.success.message'));
      const [key] = await sandbox.blobs.keys('leads', 'messages/');
      expect(((await readLead(sandbox.blobs.store('leads'), key!)) as LeadMessage).locale).toBe(locale);
      await sandbox.blobs.store('leads').deleteAll();
    }
  });

  it('answers before the mail when the platform offers waitUntil', async () => {
    const before = sandbox.smtp.mails.length;
    const pending: Promise<unknown>[] = [];
    const ip = nextIp();
    const res = await contact(
      formRequest({ ...VALID_CONTACT, locale: 'en', page: '/contact/' }, { ip }),
      contextFor(ip, { waitUntil: (p: Promise<unknown>) => pending.push(p) }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(t('en', 'form.success.message'));
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(sandbox.smtp.mails.length).toBe(before + 1);
    await sandbox.blobs.store('leads').deleteAll();
  });

  describe('refuses bad requests with a 4xx JSON answer and stores nothing', () => {
    const v = VALID_CONTACT;
    const without = (field: string) => {
      const copy: Fields = { ...v };
      delete copy[field];
      return copy;
    };
    const big = (n: number) => 'a'.repeat(n);
    const tenMb = () => new Uint8Array(10 * 1024 * 1024);

    interface Case {
      name: string;
      status: number;
      fields?: Fields | null;
      options?: RequestOptions;
      request?: () => Request | Promise<Request>;
      /** Field that must carry an error (422). */
      field?: string;
      errorKey?: string;
    }

    const cases: Case[] = [
      ...['nom', 'prenom', 'email', 'telephone', 'sujet', 'message'].map((field) => ({
        name: `missing ${field}`,
        status: 422,
        fields: without(field),
        field,
        errorKey: 'form.error.required',
      })),
      { name: 'blank nom', status: 422, fields: { ...v, nom: '   ' }, field: 'nom', errorKey: 'form.error.required' },
      {
        name: 'e-mail without domain',
        status: 422,
        fields: { ...v, email: 'elise@' },
        field: 'email',
        errorKey: 'form.error.email',
      },
      { name: 'e-mail with spaces', status: 422, fields: { ...v, email: 'elise rochat@example.ch' }, field: 'email' },
      { name: 'two addresses in e-mail', status: 422, fields: { ...v, email: 'a@b.ch, c@d.ch' }, field: 'email' },
      {
        name: 'Bcc injection in e-mail',
        status: 422,
        fields: { ...v, email: 'a@b.ch\r\nBcc: victim@example.com' },
        field: 'email',
      },
      {
        name: 'phone with letters',
        status: 422,
        fields: { ...v, telephone: 'call me maybe' },
        field: 'telephone',
        errorKey: 'form.error.phone',
      },
      {
        name: 'phone with 5 digits',
        status: 422,
        fields: { ...v, telephone: '12 345' },
        field: 'telephone',
        errorKey: 'form.error.phone',
      },
      {
        name: 'nom over 100',
        status: 422,
        fields: { ...v, nom: big(101) },
        field: 'nom',
        errorKey: 'form.error.tooLong',
      },
      {
        name: 'prenom over 100',
        status: 422,
        fields: { ...v, prenom: big(101) },
        field: 'prenom',
        errorKey: 'form.error.tooLong',
      },
      {
        name: 'sujet over 150',
        status: 422,
        fields: { ...v, sujet: big(151) },
        field: 'sujet',
        errorKey: 'form.error.tooLong',
      },
      {
        name: 'message over 5000',
        status: 422,
        fields: { ...v, message: big(5001) },
        field: 'message',
        errorKey: 'form.error.tooLong',
      },
      {
        name: 'societe over 150',
        status: 422,
        fields: { ...v, societe: big(151) },
        field: 'societe',
        errorKey: 'form.error.tooLong',
      },
      {
        name: 'telephone over 30',
        status: 422,
        fields: { ...v, telephone: '1'.repeat(31) },
        field: 'telephone',
        errorKey: 'form.error.tooLong',
      },
      {
        name: 'e-mail over 254',
        status: 422,
        fields: { ...v, email: `${big(64)}@${big(190)}.ch` },
        field: 'email',
        errorKey: 'form.error.tooLong',
      },
      {
        name: 'CRLF header injection in sujet',
        status: 422,
        fields: { ...v, sujet: 'Devis\r\nBcc: victim@example.com' },
        field: 'sujet',
        errorKey: 'form.error.invalid',
      },
      { name: 'LF in nom', status: 422, fields: { ...v, nom: 'Rochat\nX-Spam: yes' }, field: 'nom' },
      {
        name: '.exe renamed .pdf',
        status: 422,
        fields: { ...v, file: fileOf('devis.pdf', EXE_BYTES, 2048, 'application/pdf') },
        field: 'file',
        errorKey: 'form.error.fileType',
      },
      {
        name: '.exe file',
        status: 422,
        fields: { ...v, file: fileOf('setup.exe', EXE_BYTES) },
        field: 'file',
        errorKey: 'form.error.fileType',
      },
      {
        name: 'PDF bytes named .png',
        status: 422,
        fields: { ...v, file: fileOf('photo.png', PDF_BYTES) },
        field: 'file',
        errorKey: 'form.error.fileType',
      },
      {
        name: 'file over 4 MB',
        status: 422,
        fields: { ...v, file: fileOf('plan.pdf', PDF_BYTES, 4 * 1024 * 1024 + 1) },
        field: 'file',
        errorKey: 'form.error.fileSize',
      },
      {
        name: 'two files',
        status: 422,
        request: () => {
          const data = new FormData();
          for (const [k, val] of Object.entries(v)) data.append(k, val);
          data.append('file', fileOf('a.pdf', PDF_BYTES));
          data.append('file', fileOf('b.pdf', PDF_BYTES));
          return formRequest(null, { body: data });
        },
        field: 'file',
      },
      {
        name: '10 MB body (declared length)',
        status: 413,
        request: () =>
          formRequest(null, {
            body: tenMb(),
            headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(10 * 1024 * 1024) },
          }),
      },
      {
        name: '10 MB body (streamed, no length)',
        status: 413,
        request: () =>
          formRequest(null, {
            body: countingStream(10 * 1024 * 1024).stream,
            headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          }),
      },
      {
        name: '10 MB file in a real multipart body',
        status: 413,
        request: () => multipartBytes({ ...v, file: fileOf('huge.pdf', PDF_BYTES, 10 * 1024 * 1024) }),
      },
      { name: 'no content type', status: 415, options: { body: 'nom=Rochat', headers: { 'Content-Type': null } } },
      {
        name: 'JSON content type',
        status: 415,
        options: { body: JSON.stringify(v), headers: { 'Content-Type': 'application/json' } },
      },
      {
        name: 'urlencoded (contact is multipart only)',
        status: 415,
        options: {
          body: new URLSearchParams(v).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
      },
      {
        name: 'malformed multipart (wrong boundary)',
        status: 400,
        options: {
          body: '--other\r\nContent-Disposition: form-data; name="nom"\r\n\r\nRochat\r\n--other--\r\n',
          headers: { 'Content-Type': 'multipart/form-data; boundary=expected' },
        },
      },
      {
        name: 'malformed multipart (truncated)',
        status: 400,
        options: {
          body: '--b\r\nContent-Disposition: form-data; name="nom"\r\n\r\nRoch',
          headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
        },
      },
      {
        name: 'multipart without boundary',
        status: 400,
        options: { body: 'x', headers: { 'Content-Type': 'multipart/form-data' } },
      },
      {
        name: 'cross-site (Sec-Fetch-Site)',
        status: 403,
        fields: v,
        options: { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } },
      },
      {
        name: 'cross-site (Origin only)',
        status: 403,
        fields: v,
        options: { headers: { 'Sec-Fetch-Site': null, Origin: 'https://evil.example' } },
      },
      {
        name: 'same-site subdomain',
        status: 403,
        fields: v,
        options: { headers: { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.terraluce.example' } },
      },
      { name: 'null origin', status: 403, fields: v, options: { headers: { 'Sec-Fetch-Site': null, Origin: 'null' } } },
      { name: 'missing XSRF header', status: 403, fields: v, options: { headers: { 'X-XSRF-TOKEN': null } } },
      { name: 'missing XSRF cookie', status: 403, fields: v, options: { headers: { Cookie: null } } },
      {
        name: 'mismatched XSRF token',
        status: 403,
        fields: v,
        options: { headers: { 'X-XSRF-TOKEN': `${TOKEN.slice(0, -1)}1` } },
      },
      {
        name: 'plain post without origin proof',
        status: 403,
        fields: v,
        options: { mode: 'html', headers: { Origin: null, 'Sec-Fetch-Site': null } },
      },
      { name: 'GET', status: 405, fields: null, options: { method: 'GET' } },
      { name: 'PUT', status: 405, fields: v, options: { method: 'PUT' } },
      { name: 'honeypot filled', status: 200, fields: { ...v, website: 'https://cheap-pills.example' } },
    ];

    it('has at least 30 cases', () => {
      expect(cases.length).toBeGreaterThanOrEqual(30);
    });

    it.each(cases)('$name → $status', async (c) => {
      const before = await allKeys();
      const mailsBefore = sandbox.smtp.mails.length;
      const ip = nextIp();
      const req = c.request ? await c.request() : formRequest(c.fields ?? null, { ...c.options, ip });
      const res = await contact(req, contextFor(ip));
      expect(res.status).toBe(c.status);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expectSecurityHeaders(res);
      const body = (await res.json()) as { success: boolean; message: string; errors?: Record<string, string> };
      expect(typeof body.message).toBe('string');
      expect(body.message).not.toMatch(/at .*\.(ts|js)|Error:/);
      if (c.status === 200) {
        // Honeypot: success-shaped, nothing stored, no mail, a log line without personal data.
        expect(body).toEqual({ success: true, message: t('fr', 'form.success.message') });
        expect(logs.some((l) => l.includes('"honeypot"'))).toBe(true);
        expect(logs.join('\n')).not.toMatch(/cheap-pills|Rochat/);
      } else {
        expect(body.success).toBe(false);
      }
      if (c.status === 405) expect(res.headers.get('allow')).toBe('POST');
      if (c.status === 422) {
        expect(body.message).toBe(t('fr', 'form.error.invalid'));
        expect(Object.keys(body.errors ?? {})).toContain(c.field);
        if (c.errorKey) {
          const max = c.errorKey === 'form.error.tooLong' ? { max: Number(/\d+/.exec(c.name)?.[0]) } : undefined;
          expect(body.errors![c.field!]).toBe(t('fr', c.errorKey, max));
        }
      }
      expect(await allKeys()).toEqual(before);
      expect(sandbox.smtp.mails.length).toBe(mailsBefore);
    });

    it('stops reading a streamed body soon after 6 MB', async () => {
      const { stream, pulled } = countingStream(50 * 1024 * 1024);
      const ip = nextIp();
      const res = await contact(
        formRequest(null, { body: stream, ip, headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }),
        contextFor(ip),
      );
      expect(res.status).toBe(413);
      expect(pulled()).toBeLessThanOrEqual(6 * 1024 * 1024 + 2 * 64 * 1024);
    });

    it('limits each IP to 5 posts a minute (429 with Retry-After, translated)', async () => {
      contactLimiter.reset();
      const before = await allKeys();
      const ip = nextIp();
      for (let i = 0; i < 5; i++) {
        const res = await send(without('nom'), { ip });
        expect(res.status).toBe(422);
      }
      const res = await send({ ...v, locale: 'fr' }, { ip, headers: { Referer: `${SITE}/fr/contact/` } });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expectSecurityHeaders(res);
      expect(await res.json()).toEqual({ success: false, message: t('fr', 'form.error.rateLimit') });
      expect((await send(v, { ip: nextIp() })).status).toBe(200); // another visitor is not affected
      expect((await allKeys()).filter((k) => !before.includes(k)).some((k) => k.startsWith('outbox/'))).toBe(false);
      await sandbox.blobs.store('leads').deleteAll();
    });
  });

  describe("follows the required fields of the form's page", () => {
    it('accepts a message without phone from /realisations, whose content makes the phone optional', async () => {
      const res = await send(
        { ...VALID_CONTACT, telephone: '', page: '/fr/realisations/' },
        { headers: { Referer: `${SITE}/fr/realisations/` } },
      );
      expect(res.status).toBe(200);
      expect(await sandbox.blobs.keys('leads', 'messages/')).toHaveLength(1);
      await sandbox.blobs.store('leads').deleteAll();
    });

    it('does not let the posted page alone pick the lenient rules', async () => {
      for (const referer of [null, `${SITE}/fr/contact/`, 'https://evil.example/fr/realisations/']) {
        const res = await send(
          { ...VALID_CONTACT, telephone: '', page: '/fr/realisations/' },
          { headers: { Referer: referer } },
        );
        expect(res.status, String(referer)).toBe(422);
        expect((await res.json()).errors).toHaveProperty('telephone');
      }
      expect(await allKeys()).toEqual([]);
    });

    it('still requires the phone on /contact and on pages it does not know', async () => {
      for (const page of ['/fr/contact/', '/fr/pas-une-page/']) {
        const res = await send({ ...VALID_CONTACT, telephone: '', page });
        expect(res.status).toBe(422);
        expect((await res.json()).errors).toHaveProperty('telephone');
      }
      expect(await allKeys()).toEqual([]);
    });
  });

  describe('without JavaScript (plain form post)', () => {
    it('redirects to the page of the form with ?envoi=ok after storing the message', async () => {
      const res = await send(VALID_CONTACT, { mode: 'html' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr/contact/?envoi=ok#envoi-ok');
      expectSecurityHeaders(res);
      expect(await sandbox.blobs.keys('leads', 'messages/')).toHaveLength(1);
      await sandbox.blobs.store('leads').deleteAll();
    });

    it('uses the localized contact page when the page field is missing or unsafe', async () => {
      const de = await send({ ...VALID_CONTACT, locale: 'de', page: undefined }, { mode: 'html' });
      expect(de.headers.get('location')).toBe('/de/contact/?envoi=ok#envoi-ok');
      const en = await send({ ...VALID_CONTACT, locale: 'en', page: '//evil.example/phish' }, { mode: 'html' });
      expect(en.headers.get('location')).toBe('/contact/?envoi=ok#envoi-ok');
      const messages = await sandbox.blobs.keys('leads', 'messages/');
      expect(messages).toHaveLength(2);
      for (const key of messages)
        expect((await readLead(sandbox.blobs.store('leads'), key)) as LeadMessage).not.toHaveProperty('page');
      await sandbox.blobs.store('leads').deleteAll();
    });

    it('accepts Sec-Fetch-Site same-origin without Origin', async () => {
      const res = await send(VALID_CONTACT, { mode: 'html', headers: { Origin: null } });
      expect(res.status).toBe(303);
      await sandbox.blobs.store('leads').deleteAll();
    });

    it('redirects with ?envoi=erreur when the form is invalid, storing nothing', async () => {
      const res = await send({ ...VALID_CONTACT, email: 'nope' }, { mode: 'html' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr/contact/?envoi=erreur&motif=invalid#envoi-erreur-invalid');
      expect(await allKeys()).toEqual([]);
    });
  });

  describe('when SMTP is not configured or the store fails', () => {
    it('stores the message, keeps it in the outbox and logs only its id', async () => {
      const saved = process.env.SMTP_URL;
      delete process.env.SMTP_URL;
      try {
        const before = sandbox.smtp.mails.length;
        const res = await send(VALID_CONTACT);
        expect(res.status).toBe(200);
        const [key] = await sandbox.blobs.keys('leads', 'messages/');
        const id = key!.slice('messages/'.length);
        const entry = (await sandbox.blobs.store('leads').get(`outbox/${id}`, { type: 'json' })) as OutboxEntry;
        expect(entry).toMatchObject({ id, attempts: 0, messageKey: key });
        expect(entry.lease).toBeUndefined();
        expect(sandbox.smtp.mails.length).toBe(before);
        expect(logs.some((l) => l.includes(id) && l.includes('smtp-not-configured'))).toBe(true);
        expect(logs.join('\n')).not.toMatch(/Rochat|elise/i);
      } finally {
        process.env.SMTP_URL = saved;
        await sandbox.blobs.store('leads').deleteAll();
      }
    });

    it('answers 500 with the translated server message and no stack trace when storing fails', async () => {
      const saved = process.env.NETLIFY_BLOBS_CONTEXT;
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      try {
        const res = await send(VALID_CONTACT);
        expect(res.status).toBe(500);
        expectSecurityHeaders(res);
        const body = await res.json();
        expect(body).toEqual({ success: false, message: t('fr', 'form.error.server') });
        expect(logs.some((l) => l.includes('"error"'))).toBe(true);
        expect(logs.join('\n')).not.toMatch(/Rochat|elise/i);
      } finally {
        process.env.NETLIFY_BLOBS_CONTEXT = saved;
      }
    });
  });
});
