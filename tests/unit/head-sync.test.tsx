import { describe, expect, it } from 'vitest';
import { headTags, placeHeadTags, removeHeadNodes } from '../../src/lib/head-sync';

const seo = (title: string, canonical: string, keywords?: string) => (
  <>
    <title>{title}</title>
    <meta charSet="utf-8" />
    <link rel="alternate" hrefLang="fr" href={`${canonical}fr/`} />
    <link rel="canonical" href={canonical} />
    {keywords && <meta name="keywords" content={keywords} />}
    <script type="application/ld+json">{'{"@type":"Thing"}'}</script>
  </>
);

describe('head tags in the browser', () => {
  it('reads head elements with their HTML attribute names and text', () => {
    expect(headTags(seo('Contact | Terraluce', '/contact/').props.children)).toEqual([
      { tag: 'title', attributes: [], text: 'Contact | Terraluce' },
      { tag: 'meta', attributes: [['charset', 'utf-8']], text: '' },
      {
        tag: 'link',
        attributes: [
          ['rel', 'alternate'],
          ['hreflang', 'fr'],
          ['href', '/contact/fr/'],
        ],
        text: '',
      },
      {
        tag: 'link',
        attributes: [
          ['rel', 'canonical'],
          ['href', '/contact/'],
        ],
        text: '',
      },
      { tag: 'script', attributes: [['type', 'application/ld+json']], text: '{"@type":"Thing"}' },
    ]);
  });

  it('keeps the prerendered tags on hydration, and swaps them for the next page', () => {
    document.head.innerHTML =
      '<title data-rh="true">Home | Terraluce</title><meta data-rh="true" charset="utf-8">' +
      '<link data-rh="true" rel="alternate" hreflang="fr" href="/fr/"><link data-rh="true" rel="canonical" href="/">' +
      '<script data-rh="true" type="application/ld+json">{"@type":"Thing"}</script>' +
      '<meta name="viewport" content="width=device-width">';
    const prerendered = [...document.head.children];

    const home = placeHeadTags(headTags(seo('Home | Terraluce', '/').props.children));
    expect(home).toEqual(prerendered.slice(0, 5));
    expect(document.head.children).toHaveLength(6);

    removeHeadNodes(home);
    placeHeadTags(headTags(seo('Contact | Terraluce', '/contact/').props.children));
    expect(document.title).toBe('Contact | Terraluce');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('/contact/');
    // Tags no page owns stay.
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.children).toHaveLength(6);
  });
});
