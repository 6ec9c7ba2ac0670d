/**
 * The functions send visitors to, and answer with, the pages where the content step built them: its
 * src/generated/fixed-pages.json is read, never made again from src/paths. Here that file is replaced by one whose
 * contact page sits at an address no path function would make, so a function that computed the address would
 * be caught.
 */
import '../helpers/generate-strings';
import { afterEach, describe, expect, it, vi } from 'vitest';

const MOVED = {
  fr: {
    contact: { url: '/fr/nous-ecrire/', htmlFile: 'fr/nous-ecrire/index.html' },
    home: { url: '/fr/', htmlFile: 'fr/index.html' },
  },
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
    expect(urls.fixedPage('contact', 'fr').htmlFile).toBe('fr/nous-ecrire/index.html');
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
    expect(asked).toEqual(['fr/nous-ecrire/index.html']);
    expect(shipped.status).toBe(200);
    const missing = await estimatePage.contactPageAnswer('estimate', 'fr', quote, async () => undefined);
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toBe('/fr/nous-ecrire/?devis=pergola');
  });
});
