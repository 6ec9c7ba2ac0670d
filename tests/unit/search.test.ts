import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  excerptParts,
  fallbacksMeta,
  mergeHits,
  parseFallbacks,
  searchPlan,
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
  const hit = (url: string, fallbacks: IndexHit['fallbacks'], score = 1): IndexHit => ({
    url,
    title: url,
    excerpt: '',
    score,
    fallbacks,
  });
  it('keeps the locale’s own hits first and leads English hits of untranslated pages to their copy in the locale', () => {
    const merged = mergeHits(
      'de',
      [hit('/de/carports/', {})],
      [
        hit('/carports/', { it: '/it/carports/' }),
        // The copy's url is the one the page carries, whatever the English url looks like.
        hit('/products/carports-v/', { de: '/de/produkte/carports-v/', it: '/it/products/carports-v/' }, 2),
        hit('/', { de: '/de/' }),
      ],
    );
    expect(merged).toEqual([
      { url: '/de/carports/', title: '/de/carports/', excerpt: '' },
      { url: '/de/produkte/carports-v/', title: '/products/carports-v/', excerpt: '', lang: 'en' },
      { url: '/de/', title: '/', excerpt: '', lang: 'en' },
    ]);
  });
  it('orders hits by score, and equal scores by url whatever order the index gave them in', () => {
    const own = [hit('/fr/pergolas/', {}), hit('/fr/conseils/b/', {}, 2), hit('/fr/conseils/a/', {})];
    const urls = (hits: IndexHit[]) => mergeHits('fr', hits, []).map((h) => h.url);
    expect(urls(own)).toEqual(['/fr/conseils/b/', '/fr/conseils/a/', '/fr/pergolas/']);
    expect(urls([...own].reverse())).toEqual(urls(own));
  });
  it('leaves English hits alone for English', () => {
    expect(mergeHits('en', [hit('/vitrage/', { fr: '/fr/vitrage/' })], [])).toEqual([
      { url: '/vitrage/', title: '/vitrage/', excerpt: '' },
    ]);
  });
});

describe('fallbacks meta', () => {
  it('reads back the copies it wrote, as Pagefind hands the value back', () => {
    const meta = fallbacksMeta([
      { locale: 'de', url: '/de/a/' },
      { locale: 'ar', url: '/ar/a/' },
    ]);
    expect(meta).toBe('fallbacks:de=/de/a/ ar=/ar/a/');
    expect(parseFallbacks(meta.slice('fallbacks:'.length))).toEqual({ de: '/de/a/', ar: '/ar/a/' });
    expect(parseFallbacks(undefined)).toEqual({});
    expect(parseFallbacks(fallbacksMeta([]).slice('fallbacks:'.length))).toEqual({});
  });
});
