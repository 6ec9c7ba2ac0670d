/**
 * What a deploy preview or branch deploy reaches: its own Blobs stores (`<name>-preview`), never the live
 * site's, and without a newsletter secret of its own its newsletter form says so in the visitor's language.
 */
import '../helpers/generate-strings';
import { afterEach, describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import newsletter from '../../netlify/functions/newsletter.mts';
import { deployContext, storeNameFor } from '../../netlify/lib/deploy-context';
import { t } from '../../netlify/lib/strings';
import { VALID_CONTACT, contextFor, formRequest, nextIp } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';

const sandbox = storeAndMail({ NEWSLETTER_SECRET: 'preview-test-secret-0123456789abcdef-01' }, { quiet: true });
afterEach(() => {
  delete process.env.CONTEXT;
});

describe('the deploy context', () => {
  it('is production for production, local runs and tests; a preview for the rest', () => {
    expect(deployContext({})).toBe('production');
    expect(deployContext({ CONTEXT: 'production' })).toBe('production');
    expect(deployContext({ CONTEXT: 'dev' })).toBe('production');
    expect(deployContext({ CONTEXT: 'deploy-preview' })).toBe('preview');
    expect(deployContext({ CONTEXT: 'branch-deploy' })).toBe('preview');
    expect(storeNameFor('leads', 'production')).toBe('leads');
  });

  it('reads the request’s context first, and an empty one (what `netlify dev` gives) names no deploy', () => {
    const global = globalThis as { Netlify?: unknown };
    const before = global.Netlify;
    try {
      global.Netlify = { context: { deploy: { context: '' } } };
      expect(deployContext({ CONTEXT: 'dev' })).toBe('production');
      global.Netlify = { context: { deploy: { context: 'deploy-preview' } } };
      expect(deployContext({ CONTEXT: 'production' })).toBe('preview');
    } finally {
      global.Netlify = before;
    }
    expect(storeNameFor('leads', 'preview')).toBe('leads-preview');
  });
});

describe('a deploy preview', () => {
  it('stores a contact message in its own store, not in the live one', async () => {
    process.env.CONTEXT = 'deploy-preview';
    const ip = nextIp();
    const res = await contact(formRequest(VALID_CONTACT, { path: '/api/contact', ip }), contextFor(ip));
    expect(res.status).toBe(200);
    expect(await sandbox.blobs.keys('leads', 'messages/')).toEqual([]);
    expect(await sandbox.blobs.keys('leads-preview', 'messages/')).toHaveLength(1);
  });

  it('without a secret of its own, answers that the preview sends no newsletter, in the form’s language', async () => {
    process.env.CONTEXT = 'branch-deploy';
    const secret = process.env.NEWSLETTER_SECRET;
    delete process.env.NEWSLETTER_SECRET;
    try {
      const ip = nextIp();
      const res = await newsletter(
        formRequest({ website: '', email: 'preview@example.ch', locale: 'de' }, { path: '/api/newsletter', ip }),
        contextFor(ip),
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ success: false, message: t('de', 'form.error.preview') });
      expect(await sandbox.blobs.keys('newsletter-preview')).toEqual([]);
    } finally {
      process.env.NEWSLETTER_SECRET = secret;
    }
  });

  it('without a sealing key of its own, the newsletter says it sends no mail: a subscription is no message', async () => {
    process.env.CONTEXT = 'deploy-preview';
    const key = process.env.PERSONAL_DATA_KEY;
    delete process.env.PERSONAL_DATA_KEY;
    try {
      const ip = nextIp();
      const res = await newsletter(
        formRequest({ website: '', email: 'preview@example.ch', locale: 'fr' }, { path: '/api/newsletter', ip }),
        contextFor(ip),
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ success: false, message: t('fr', 'form.error.preview') });
    } finally {
      process.env.PERSONAL_DATA_KEY = key;
    }
  });
});
