import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  excerptParts,
  mergeHits,
  parseTranslations,
  searchPlan,
  translationsMeta,
  type IndexHit,
} from '../../src/lib/search';

describe('excerptParts', () => {
  it('splits Pagefind excerpts on <mark> and keeps the order of the text', () => {
    expect(excerptParts('A <mark>pergola</mark> with <mark>louvres</mark>.')).toEqual([
      { text: 'A ', mark: false },
      { text: 'pergola', mark: true },
      { text: ' with ', mark: false },
      { text: 'louvres', mark: true },
      { text: '.', mark: false },
    ]);
    expect(excerptParts('')).toEqual([]);
    expect(excerptParts('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', mark: true }]);
  });

  it('turns escaped characters back into text and leaves any other markup as text', () => {
    expect(excerptParts('R&amp;D &lt;b&gt;bold&lt;/b&gt; &#39;x&#39; &#x27;y&#x27; &quot;z&quot;')).toEqual([
      { text: `R&D <b>bold</b> 'x' 'y' "z"`, mark: false },
    ]);
    // Unescaped tags other than <mark> (Pagefind never writes them) are not elements either.
    expect(excerptParts('<img src=x onerror=alert(1)><mark>hit</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', mark: false },
      { text: 'hit', mark: true },
    ]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hexadecimal references and leaves unknown ones', () => {
    expect(decodeEntities('&eacute; &#233; &#xE9; &AMP; &nbsp;')).toBe('&eacute; é é & \u00a0');
    expect(decodeEntities('&#0; &#x110000;')).toBe('&#0; &#x110000;');
  });
});

describe('searchPlan', () => {
  const both = { en: { page_count: 28 }, fr: { page_count: 28 } };
  it('searches only the own index of a fully translated locale', () => {
    expect(searchPlan('en', both)).toEqual({ own: 'en', fallback: undefined });
    expect(searchPlan('fr', both)).toEqual({ own: 'fr', fallback: undefined });
  });
  it('adds English for a locale with untranslated pages, or uses it alone when the locale has none', () => {
    expect(searchPlan('de', { ...both, de: { page_count: 3 } })).toEqual({ own: 'de', fallback: 'en' });
    expect(searchPlan('de', both)).toEqual({ own: undefined, fallback: 'en' });
  });
});

describe('mergeHits', () => {
  const hit = (url: string, translations: string[], score = 1): IndexHit => ({
    url,
    title: url,
    excerpt: '',
    score,
    translations,
  });
  it('keeps the locale’s own hits first and moves English hits of untranslated pages under its prefix', () => {
    const merged = mergeHits(
      'de',
      [hit('/de/carports/', ['en', 'fr', 'de'])],
      [hit('/carports/', ['en', 'fr', 'de']), hit('/products/carports-v/', ['en', 'fr'], 2), hit('/', [])],
    );
    expect(merged).toEqual([
      { url: '/de/carports/', title: '/de/carports/', excerpt: '' },
      { url: '/de/products/carports-v/', title: '/products/carports-v/', excerpt: '', lang: 'en' },
      { url: '/de/', title: '/', excerpt: '', lang: 'en' },
    ]);
  });
  it('orders hits by score, and equal scores by url whatever order the index gave them in', () => {
    const own = [hit('/fr/pergolas/', ['fr']), hit('/fr/conseils/b/', ['fr'], 2), hit('/fr/conseils/a/', ['fr'])];
    const urls = (hits: IndexHit[]) => mergeHits('fr', hits, []).map((h) => h.url);
    expect(urls(own)).toEqual(['/fr/conseils/b/', '/fr/conseils/a/', '/fr/pergolas/']);
    expect(urls([...own].reverse())).toEqual(urls(own));
  });
  it('leaves English hits alone for English', () => {
    expect(mergeHits('en', [hit('/vitrage/', ['en', 'fr'])], [])).toEqual([
      { url: '/vitrage/', title: '/vitrage/', excerpt: '' },
    ]);
  });
});

describe('translations meta', () => {
  it('lists real translations without x-default and reads back the same list', () => {
    const meta = translationsMeta([{ hreflang: 'en' }, { hreflang: 'fr' }, { hreflang: 'x-default' }]);
    expect(meta).toBe('translations:en fr');
    expect(parseTranslations(meta.slice('translations:'.length))).toEqual(['en', 'fr']);
    expect(parseTranslations(undefined)).toEqual([]);
    expect(translationsMeta([])).toBe('translations:');
  });
});
