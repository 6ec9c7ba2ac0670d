import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFileLink, pathOfLink } from '../../src/paths';

afterEach(() => {
  vi.doUnmock('../../src/paths/pages.ts');
  vi.resetModules();
});

/** `pathOfLink` as it is once the article section is at `/ratgeber/` and the products' at `/produkte/`. */
async function renamed(): Promise<typeof pathOfLink> {
  vi.doMock('../../src/paths/pages.ts', async (original) => {
    const real = await original<typeof import('../../src/paths/pages')>();
    return {
      ...real,
      PAGE_PATHS: { ...real.PAGE_PATHS, conseils: '/ratgeber/' },
      SECTION_PATHS: { ...real.SECTION_PATHS, products: '/produkte/' },
    };
  });
  vi.resetModules();
  return (await import('../../src/paths')).pathOfLink;
}

describe('the path a content link names', () => {
  it('is the link itself while every page is where its id says', () => {
    for (const link of ['/conseils/', '/conseils/budget-pergola-suisse/', '/products/carports-v/', '/', '/contact/'])
      expect(pathOfLink(link)).toBe(link);
  });

  it('follows a section to its new path: the section itself and every page under it', async () => {
    const path = await renamed();
    expect(path('/conseils/')).toBe('/ratgeber/');
    expect(path('/conseils/budget-pergola-suisse/')).toBe('/ratgeber/budget-pergola-suisse/');
  });

  it("follows the products to their section's new path, though the section is no page of its own", async () => {
    const path = await renamed();
    expect(path('/products/carports-v/')).toBe('/produkte/carports-v/');
    expect(path('/products/carports-v/?type=x#faq')).toBe('/produkte/carports-v/?type=x#faq');
  });

  it('leaves links to other pages, and links already written with the new path, as they are', async () => {
    const path = await renamed();
    for (const link of ['/ratgeber/budget-pergola-suisse/', '/produkte/carports-v/', '/contact/', '/conseils', '/'])
      expect(path(link)).toBe(link);
  });

  it('never reads the id of a page that was never at /<id>/ as its path: the home and newsletter pages', () => {
    for (const link of ['/home/', '/newsletter-confirmer/', '/newsletter-desinscription/x/'])
      expect(pathOfLink(link)).toBe(link);
  });

  it('reads a page added at a nested path by the first path it is given, and follows one moved there from its id', async () => {
    vi.doMock('../../src/paths/pages.ts', async (original) => {
      const real = await original<typeof import('../../src/paths/pages')>();
      const added = {
        merci: '/contact/merci/',
        realisations: '/references/realisations/',
        'energie-solaire': '/energie/solaire/',
      };
      const pagePaths = { ...real.PAGE_PATHS, ...added };
      const firstPaths = { ...real.FIRST_PATHS, merci: '/contact/merci/' };
      return { ...real, PAGE_PATHS: pagePaths, PAGE_IDS: Object.keys(pagePaths), FIRST_PATHS: firstPaths };
    });
    vi.resetModules();
    const { pathOfLink: path, movedPaths } = await import('../../src/paths/place');
    expect(path('/merci/')).toBe('/merci/');
    expect(path('/contact/merci/')).toBe('/contact/merci/');
    expect(path('/realisations/')).toBe('/references/realisations/');
    expect(path('/energie-solaire/')).toBe('/energie/solaire/');
    expect(path('/contact/')).toBe('/contact/');
    expect(movedPaths().map(({ from }) => from)).not.toContain('/merci/');
  });

  it('keeps a page at its first path when a page above it moves', async () => {
    vi.doMock('../../src/paths/pages.ts', async (original) => {
      const real = await original<typeof import('../../src/paths/pages')>();
      const pagePaths = { ...real.PAGE_PATHS, contact: '/kontakt/', merci: '/contact/merci/' };
      const firstPaths = { ...real.FIRST_PATHS, merci: '/contact/merci/' };
      return { ...real, PAGE_PATHS: pagePaths, PAGE_IDS: Object.keys(pagePaths), FIRST_PATHS: firstPaths };
    });
    vi.resetModules();
    const path = (await import('../../src/paths/place')).pathOfLink;
    expect(path('/contact/merci/')).toBe('/contact/merci/');
    expect(path('/contact/')).toBe('/kontakt/');
    expect(path('/contact/?subject=x')).toBe('/kontakt/?subject=x');
  });

  it('leaves a file, and a link without its last slash, where the author wrote them', async () => {
    const path = await renamed();
    expect(path('/products/brochure.pdf')).toBe('/products/brochure.pdf');
    expect(path('/conseils/guide.pdf?v=2')).toBe('/conseils/guide.pdf?v=2');
    expect(path('/conseils/budget-pergola-suisse')).toBe('/conseils/budget-pergola-suisse');
    expect(path('/conseils/budget-pergola-suisse/#faq')).toBe('/ratgeber/budget-pergola-suisse/#faq');
  });

  it('follows a page moved from a nested first path, and no link away from the root', async () => {
    vi.doMock('../../src/paths/pages.ts', async (original) => {
      const real = await original<typeof import('../../src/paths/pages')>();
      const pagePaths = { ...real.PAGE_PATHS, 'newsletter-confirmer': '/lettre/confirmer/' };
      return { ...real, PAGE_PATHS: pagePaths, PAGE_IDS: Object.keys(pagePaths) };
    });
    vi.resetModules();
    const path = (await import('../../src/paths/place')).pathOfLink;
    expect(path('/newsletter/confirmer/')).toBe('/lettre/confirmer/');
    expect(path('/newsletter/confirmation/')).toBe('/newsletter/confirmation/');
    expect(path('/contact/')).toBe('/contact/');
  });
});

describe('a link to a file', () => {
  it('is a path or a url ending in a file name, never a site named by its domain', () => {
    expect(isFileLink('/downloads/nuancier-couleurs.pdf')).toBe(true);
    expect(isFileLink('https://example.com/docs/terms.pdf')).toBe(true);
    expect(isFileLink('https://www.netlify.com')).toBe(false);
    expect(isFileLink('https://www.netlify.com/?ref=site')).toBe(false);
    expect(isFileLink('/contact/')).toBe(false);
  });
});
