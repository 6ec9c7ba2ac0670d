import { describe, expect, it } from 'vitest';
import { bodiesChunk, withModulePreload, withoutModulePreload } from '../../scripts/preloads';
import { urlOfHtmlFile, withRouteData } from '../../scripts/route-data';

describe('route data written into each page', () => {
  it('knows which URL each prerendered file answers', () => {
    expect(urlOfHtmlFile('index.html')).toBe('/');
    expect(urlOfHtmlFile('fr/contact/index.html')).toBe('/fr/contact/');
    expect(urlOfHtmlFile('404.html')).toBe('/404/');
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
  });

  it('preloads the list of MDX bodies of the body language, once, after the entry script', () => {
    const manifest = { 'src/app/bodies/mdx-bodies-fr.ts': { file: 'assets/mdx-bodies-fr-1.js' } };
    expect(bodiesChunk(manifest, 'fr')).toBe('/assets/mdx-bodies-fr-1.js');
    expect(bodiesChunk(manifest, 'de')).toBeUndefined();
    const html = '<head><script type="module" async="" crossorigin="" src="/assets/app-1.js"></script></head>';
    const once = withModulePreload(html, '/assets/mdx-bodies-fr-1.js');
    expect(once).toBe(
      '<head><script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>' +
        '<link rel="modulepreload" crossorigin="" href="/assets/mdx-bodies-fr-1.js"></head>',
    );
    expect(withModulePreload(once, '/assets/mdx-bodies-fr-1.js')).toBe(once);
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
