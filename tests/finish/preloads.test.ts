import { describe, expect, it } from 'vitest';
import { htmlFileOfPage } from '../../scripts/finish/finish-pages';
import { withoutIslandPreloads } from '../../scripts/finish/preloads';

const preload = (href: string) => `<link rel="modulepreload" crossorigin="" href="${href}">`;

describe('each prerendered page as written to dist/', () => {
  it('knows which file of dist/ each prerendered path is written to', () => {
    expect(htmlFileOfPage('/')).toBe('index.html');
    expect(htmlFileOfPage('/fr')).toBe('fr/index.html');
    expect(htmlFileOfPage('/fr/contact')).toBe('fr/contact/index.html');
    expect(htmlFileOfPage('contact')).toBe('contact/index.html');
  });

  it("drops the preloads of islands' chunks and keeps the entry script's", () => {
    const html =
      `<head><title>x</title><script type="module" crossorigin src="/assets/client-1.js"></script>` +
      `${preload('/assets/client-1.js')}${preload('/assets/ContactForm-2.js')}${preload('/assets/react-3.js')}` +
      `<meta charset="utf-8"></head>`;
    expect(withoutIslandPreloads(html)).toBe(
      `<head><title>x</title><script type="module" crossorigin src="/assets/client-1.js"></script>` +
        `${preload('/assets/client-1.js')}<meta charset="utf-8"></head>`,
    );
  });

  it('drops every preload of a page without an entry script, and leaves other links alone', () => {
    const stylesheet = '<link rel="stylesheet" href="/assets/index-4.css">';
    expect(withoutIslandPreloads(`<head>${stylesheet}${preload('/assets/Gallery-5.js')}</head>`)).toBe(
      `<head>${stylesheet}</head>`,
    );
  });
});
