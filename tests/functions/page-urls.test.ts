/**
 * The functions send visitors to, and answer with, the pages where the content step built them: its
 * src/generated/fixed-pages.json is read, never made again from src/paths. Here that file is replaced by one whose
 * pages sit at urls no path function would make, in HTML files no url would give, so a function that
 * computed a url or a file would be caught.
 */
import '../helpers/generate-strings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_PAGES } from '../../src/paths/newsletter';
import { readGenerated } from '../helpers/generated';
import { SITE, VALID_CONTACT, contextFor, formRequest, nextIp, type Fields } from '../helpers/requests';
import { storeAndMail } from '../helpers/store-and-mail';

const MOVED = {
  pages: {
    fr: {
      contact: { url: '/fr/nous-ecrire/', htmlFile: 'fr/nous-ecrire.html' },
      home: { url: '/fr/', htmlFile: 'fr/index.html' },
    },
  },
  roles: { contact: 'contact', home: 'home' },
};

afterEach(() => {
  vi.doUnmock('../../src/generated/fixed-pages.json');
  vi.resetModules();
});

async function withFixedPages(pages: object) {
  vi.resetModules();
  vi.doMock('../../src/generated/fixed-pages.json', () => ({ default: pages }));
  return {
    urls: await import('../../netlify/lib/page-urls'),
    estimatePage: await import('../../netlify/lib/estimate-page'),
  };
}

describe('the fixed pages the functions know', () => {
  it('are the urls and files the content step wrote', async () => {
    const { urls } = await withFixedPages(MOVED);
    expect(urls.fixedPageUrl('contact', 'fr')).toBe('/fr/nous-ecrire/');
    expect(urls.fixedPage('contact', 'fr').htmlFile).toBe('fr/nous-ecrire.html');
  });

  it('name the command to run when a page is missing', async () => {
    const { urls } = await withFixedPages(MOVED);
    expect(() => urls.fixedPageUrl('contact', 'de')).toThrow(/no page contact in de: run `npm run content`/);
  });

  it("give the estimate's answer the contact page's file, and its url when that file cannot be read", async () => {
    const { estimatePage } = await withFixedPages(MOVED);
    const asked: string[] = [];
    const quote = { request: { subject: 'Devis', message: 'Pergola' }, params: { devis: 'pergola' } };
    const shipped = await estimatePage.contactPageAnswer('estimate', 'fr', quote, async (file) => {
      asked.push(file);
      return '<html><body><form action="/api/contact"><input name="sujet"/></form></body></html>';
    });
    expect(asked).toEqual(['fr/nous-ecrire.html']);
    expect(shipped.status).toBe(200);
    const missing = await estimatePage.contactPageAnswer('estimate', 'fr', quote, async () => undefined);
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toBe('/fr/nous-ecrire/?devis=pergola');
  });

  it('find the contact page by the role the content step gave it, whatever its id', async () => {
    const realisations = { url: '/fr/ecrire/', htmlFile: 'fr/ecrire.html' };
    const elsewhere = {
      pages: { fr: { ...MOVED.pages.fr, realisations } },
      roles: { ...MOVED.roles, contact: 'realisations' },
    };
    const { urls, estimatePage } = await withFixedPages(elsewhere);
    expect(urls.rolePageUrl('contact', 'fr')).toBe('/fr/ecrire/');
    const quote = { request: { subject: 'Devis', message: 'Pergola' }, params: { devis: 'pergola' } };
    const missing = await estimatePage.contactPageAnswer('estimate', 'fr', quote, async () => undefined);
    expect(missing.headers.get('location')).toBe('/fr/ecrire/?devis=pergola');
  });

  it('name the command to run when no page has a role', async () => {
    const { urls } = await withFixedPages({ ...MOVED, roles: {} });
    expect(() => urls.rolePageUrl('home', 'fr')).toThrow(/names no home page in fr: run `npm run content`/);
  });
});

describe('the functions that send a visitor to a page', () => {
  // Every fixed page of the build, each moved one folder down: a url no path function makes; the contact and home
  // roles given to two other pages, so a function that knew a page by its id would be caught.
  const built = readGenerated<{
    pages: Record<string, Record<string, { url: string; htmlFile: string }>>;
    roles: Record<string, string>;
  }>('fixed-pages.json');
  const roles = { ...built.roles, contact: 'realisations', home: 'solutions' };
  const movedPages = Object.fromEntries(
    Object.entries(built.pages).map(([locale, pages]) => [
      locale,
      Object.fromEntries(
        Object.entries(pages).map(([id, { url }]) => [
          id,
          { url: `${url}ailleurs/`, htmlFile: `${url.slice(1)}ailleurs.html` },
        ]),
      ),
    ]),
  );
  const moved = { pages: movedPages, roles };
  const movedUrl = (locale: string, id: string) => movedPages[locale]![id]!.url;
  storeAndMail({ NEWSLETTER_SECRET: 'test-newsletter-secret-0123456789abcdef' }, { quiet: true });

  async function functionsWith(pages: object) {
    vi.resetModules();
    vi.doMock('../../src/generated/fixed-pages.json', () => ({ default: pages }));
    return {
      contact: (await import('../../netlify/functions/contact.mts')).default,
      newsletter: (await import('../../netlify/functions/newsletter.mts')).default,
      confirm: (await import('../../netlify/functions/newsletter-confirm.mts')).default,
      unsubscribe: (await import('../../netlify/functions/newsletter-unsubscribe.mts')).default,
    };
  }
  const post = (fields: Fields) => {
    const ip = nextIp();
    return [formRequest(fields, { mode: 'html', ip }), contextFor(ip)] as const;
  };
  const link = (path: string) => new Request(`${SITE}${path}?token=garbage`, { headers: { 'Accept-Language': 'de' } });

  it('answer a form sent from no page of its own with the page the content step wrote', async () => {
    const fns = await functionsWith(moved);
    const refused = await fns.contact(...post({ ...VALID_CONTACT, email: 'nope', locale: 'de', page: undefined }));
    expect(refused.headers.get('location')).toBe(
      `${movedUrl('de', roles.contact)}?envoi=erreur&motif=invalid#envoi-erreur-invalid`,
    );
    const signUp = await fns.newsletter(...post({ email: 'nope', locale: 'it' }));
    expect(signUp.headers.get('location')).toMatch(new RegExp(`^${movedUrl('it', roles.home)}\\?newsletter=`));
  });

  it("send a newsletter link's visitor to the page the content step wrote", async () => {
    const fns = await functionsWith(moved);
    const confirmed = await fns.confirm(link('/api/newsletter/confirm'));
    expect(confirmed.headers.get('location')).toBe(movedUrl('de', NEWSLETTER_PAGES.error));
    const unsubscribed = await fns.unsubscribe(link('/api/newsletter/unsubscribe'));
    expect(unsubscribed.headers.get('location')).toBe(movedUrl('de', NEWSLETTER_PAGES.error));
  });
});
