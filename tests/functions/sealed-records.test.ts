/**
 * Personal data readable only with production's key: what visitors send is stored as AES-256-GCM
 * ciphertext (netlify/lib/personal.ts), a preview without the key stores nothing and says so in the visitor's
 * language, and keys rotate like NEWSLETTER_SECRET (first encrypts, all decrypt). Real BlobsServer and SMTP.
 */
import '../helpers/generate-strings';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import comments from '../../netlify/functions/comments.mts';
import contact from '../../netlify/functions/contact.mts';
import { openLead, sealLead, type StoredLead, DataKeyUnavailable, dataKeys } from '../../netlify/lib/personal';
import type { LeadMessage } from '../../netlify/lib/store';
import { t } from '../../netlify/lib/strings';
import { PDF_BYTES, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp, type Fields } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';

const sandbox = storeAndMail({}, { quiet: true });
const productionKey = process.env.PERSONAL_DATA_KEY!;
afterEach(() => {
  delete process.env.CONTEXT;
  delete process.env.PERSONAL_DATA_KEY_PREVIOUS;
  process.env.PERSONAL_DATA_KEY = productionKey;
});

const send = (fn: typeof contact, path: string, fields: Fields) => {
  const ip = nextIp();
  return fn(formRequest(fields, { path, ip }), contextFor(ip));
};
const COMMENT = {
  name: 'Marc Dubois',
  email: 'marc.dubois@example.ch',
  message: 'Merci pour ces conseils très concrets.',
  slug: 'choisir-carport',
  locale: 'fr',
  website: '',
};
const rawText = async (store: string, prefix: string) => {
  const texts: string[] = [];
  for (const key of await sandbox.blobs.keys(store, prefix))
    texts.push(Buffer.from((await sandbox.blobs.store(store).get(key, { type: 'arrayBuffer' }))!).toString('latin1'));
  return texts.join('\n');
};

describe('what visitors send, in the store', () => {
  it('is ciphertext to whoever reads the store without the key', async () => {
    const file = fileOf('Plan Rochat.pdf', PDF_BYTES, PDF_BYTES.length, 'application/pdf');
    expect((await send(contact, '/api/contact', { ...VALID_CONTACT, file })).status).toBe(200);
    expect((await send(comments, '/api/comments', COMMENT)).status).toBe(200);

    const leads = await rawText('leads', '');
    for (const secret of ['Rochat', 'Élise', 'elise.rochat', '79 123 45 67', 'Atelier', 'Nyon', 'Plan Rochat', '%PDF'])
      expect(leads, secret).not.toContain(secret);
    const pending = await rawText('comments', '');
    for (const secret of ['Dubois', 'marc.dubois', 'concrets']) expect(pending, secret).not.toContain(secret);

    const [key] = await sandbox.blobs.keys('leads', 'messages/');
    const stored = (await sandbox.blobs.store('leads').get(key!, { type: 'json' })) as StoredLead;
    expect(stored.sealed?.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(() => openLead(null, stored)).toThrow(DataKeyUnavailable);
    expect(openLead(dataKeys(), stored)).toMatchObject({ nom: 'Rochat', email: 'elise.rochat@example.ch' });
    // Bound to its record: the same ciphertext under another id does not open.
    expect(() => openLead(dataKeys(), { ...stored, id: `${stored.id}x` })).toThrow();
  });
});

describe('a deploy preview', () => {
  it('without a key stores nothing and tells the visitor so in their language', async () => {
    process.env.CONTEXT = 'deploy-preview';
    delete process.env.PERSONAL_DATA_KEY;
    const res = await send(contact, '/api/contact', { ...VALID_CONTACT, locale: 'de' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ success: false, message: t('de', 'form.error.previewStore') });
    const comment = await send(comments, '/api/comments', { ...COMMENT, locale: 'fr' });
    expect(comment.status).toBe(503);
    // Without JavaScript, the page's own notice says the same (prerendered, shown by its anchor).
    const ip = nextIp();
    const plain = await contact(
      formRequest({ ...VALID_CONTACT, locale: 'ar' }, { path: '/api/contact', ip, mode: 'html' }),
      contextFor(ip),
    );
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toMatch(/[?&]motif=previewStore#envoi-erreur-previewStore$/);
    expect(await sandbox.blobs.keys('leads-preview', 'messages/')).toEqual([]);
    expect(await sandbox.blobs.keys('comments-preview')).toEqual([]);
  });

  it('with a key of its own cannot decrypt production’s records', async () => {
    const [key] = await sandbox.blobs.keys('leads', 'messages/');
    const stored = (await sandbox.blobs.store('leads').get(key!, { type: 'json' })) as StoredLead;
    const previewKeys = dataKeys({ PERSONAL_DATA_KEY: randomBytes(32).toString('hex') });
    expect(() => openLead(previewKeys, stored)).toThrow(DataKeyUnavailable);
  });
});

describe('key rotation', () => {
  const message: LeadMessage = {
    version: 1,
    id: '20260101T000000.000Z-rotation',
    receivedAt: '2026-01-01T00:00:00.000Z',
    locale: 'fr',
    nom: 'Ancienne',
    prenom: 'Clé',
    email: 'rotation@example.ch',
    telephone: '+41 21 000 00 00',
    societe: '',
    sujet: 'Avant la rotation',
    message: 'Scellé avec l’ancienne clé.',
    mailedAt: null,
  };

  it('encrypts with the first key, decrypts with every key, and names the key in each record', () => {
    const old = randomBytes(32).toString('hex');
    const next = randomBytes(32).toString('hex');
    const before = sealLead(dataKeys({ PERSONAL_DATA_KEY: old })!, message);
    const rotated = dataKeys({ PERSONAL_DATA_KEY: `${next},${old}` })!;
    expect(openLead(rotated, before)).toMatchObject({ nom: 'Ancienne', sujet: 'Avant la rotation' });
    const after = sealLead(rotated, message);
    expect(after.sealed!.kid).toBe(rotated.current.id);
    expect(after.sealed!.kid).not.toBe(before.sealed!.kid);
    const previous = dataKeys({ PERSONAL_DATA_KEY: next, PERSONAL_DATA_KEY_PREVIOUS: old });
    expect(openLead(previous, before)).toMatchObject({ email: 'rotation@example.ch' });
    expect(() => openLead(dataKeys({ PERSONAL_DATA_KEY: next }), before)).toThrow(DataKeyUnavailable);
  });

  it('stores and mails a new message once a new key is first', async () => {
    const old = productionKey;
    process.env.PERSONAL_DATA_KEY = randomBytes(32).toString('hex');
    process.env.PERSONAL_DATA_KEY_PREVIOUS = old;
    const before = sandbox.smtp.mails.length;
    expect((await send(contact, '/api/contact', { ...VALID_CONTACT, sujet: 'Après la rotation' })).status).toBe(200);
    expect(sandbox.smtp.mails.length).toBe(before + 1);
    expect(sandbox.smtp.mails.at(-1)!.subject).toContain('Après la rotation');
  });
});
