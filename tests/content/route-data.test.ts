import { describe, expect, it } from 'vitest';
import { withBodyChunk, withModulePreload, withoutModulePreload } from '../../scripts/preloads';
import { htmlFileOfPage } from '../../scripts/finish-pages';
import { withRouteData } from '../../scripts/route-data';

describe('route data written into each page', () => {
  it('knows which file of dist/ each prerendered path is written to', () => {
    expect(htmlFileOfPage('/')).toBe('index.html');
    expect(htmlFileOfPage('/fr')).toBe('fr/index.html');
    expect(htmlFileOfPage('/fr/contact')).toBe('fr/contact/index.html');
    expect(htmlFileOfPage('contact')).toBe('contact/index.html');
  });

  it('adds the JSON before </body>, unable to close its element', () => {
    const html = '<html><body><div id="root"></div></body></html>';
    expect(withRouteData(html, '{"text":"</script><script>alert(1)</script>"}')).toBe(
      '<html><body><div id="root"></div><script type="application/json" id="route-data">' +
        '{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></body></html>',
    );
    // Still the same data once parsed.
    const script = /<script[^>]*>(.*)<\/script>/.exec(withRouteData(html, '{"a":"</b>"}'))![1]!;
    expect(JSON.parse(script)).toEqual({ a: '</b>' });
    // Text that looks like a replacement pattern stays as it is.
    expect(withRouteData(html, `{"price":"$' and $&"}`)).toContain(`{"price":"$' and $&"}</script></body>`);
  });

  it('names the chunk of the page’s MDX body, and fails when the build made none', () => {
    const manifest = { 'content/articles/x.fr.mdx': { file: 'assets/x.fr-1.js' } };
    const route = { kind: 'article' } as never;
    expect(withBodyChunk({ page: 'ArticlePage', body: '/content/articles/x.fr.mdx', route }, manifest)).toEqual({
      page: 'ArticlePage',
      body: '/content/articles/x.fr.mdx',
      bodyChunk: '/assets/x.fr-1.js',
      route,
    });
    expect(withBodyChunk({ page: 'BlockPage', route }, manifest)).toEqual({ page: 'BlockPage', route });
    expect(() => withBodyChunk({ page: 'ArticlePage', body: '/content/articles/y.fr.mdx', route }, manifest)).toThrow(
      /no chunk for \/content\/articles\/y\.fr\.mdx/,
    );
  });

  it('preloads a chunk after the preloads already there, or at the end of <head> without any', () => {
    const link = (href: string) => `<link rel="modulepreload" crossorigin="" href="${href}">`;
    const html = `<head><title>x</title>${link('/assets/a.js')}${link('/assets/b.js')}<meta charset="utf-8"></head>`;
    expect(withModulePreload(html, '/assets/x.fr-1.js')).toBe(
      `<head><title>x</title>${link('/assets/a.js')}${link('/assets/b.js')}${link('/assets/x.fr-1.js')}<meta charset="utf-8"></head>`,
    );
    expect(withModulePreload('<head><title>x</title></head>', '/assets/x.js')).toBe(
      `<head><title>x</title>${link('/assets/x.js')}</head>`,
    );
    expect(() => withModulePreload('<p>no head</p>', '/assets/x.js')).toThrow(/no <head>/);
  });

  it('drops the preload of a chunk loaded after the page, and only that one', () => {
    const html =
      '<link rel="modulepreload" crossorigin="" href="/assets/FormPage-1.js">' +
      '<link rel="modulepreload" crossorigin="" href="/assets/contact-check-2.js">';
    expect(withoutModulePreload(html, '/assets/contact-check-2.js')).toBe(
      '<link rel="modulepreload" crossorigin="" href="/assets/FormPage-1.js">',
    );
  });
});
