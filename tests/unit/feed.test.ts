import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { articleFeed, atomFeed, xmlText, type FeedArticle } from '../../src/lib/feed';

const site = { url: 'https://www.example.ch', name: 'Terraluce', legalName: 'Terraluce SA', copyrightYear: 2025 };
const strings = {
  'blog.category.pergola': 'Pergola',
  'blog.category.energie': 'Énergie',
};
const article = (
  slug: string,
  over: Partial<FeedArticle['route']['summary']> & { date: string; modified?: string; contentLocale?: string },
): FeedArticle => ({
  absoluteUrl: `https://www.example.ch/fr/conseils/${slug}/`,
  route: {
    contentLocale: over.contentLocale ?? 'fr',
    data: { date: over.date, modified: over.modified },
    summary: {
      title: over.title ?? `Titre ${slug}`,
      excerpt: over.excerpt ?? `Extrait ${slug}`,
      author: over.author ?? 'Claire Morand',
      category: over.category ?? 'pergola',
    },
  },
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry',
});

describe('xmlText', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(xmlText(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
    expect(xmlText('a\u0000b\u0008c\u000bd\ufffee\tf')).toBe('abcde\tf');
    expect(xmlText('lone \ud800 surrogate, pair 😀 kept')).toBe('lone  surrogate, pair 😀 kept');
  });
});

describe('articleFeed + atomFeed', () => {
  const feed = articleFeed({
    locale: 'fr',
    site,
    strings,
    listName: 'Idées & Conseils',
    subtitle: 'Conseils pratiques',
    url: '/fr/feed.xml',
    listAbsoluteUrl: 'https://www.example.ch/fr/conseils/',
    articles: [
      article('hiver', { date: '2024-12-02' }),
      article('ete', { date: '2024-07-15', title: 'Ombre & fraîcheur <en été>', category: 'energie' }),
      article('revise', {
        date: '2024-01-10',
        modified: '2025-03-01',
        contentLocale: 'en',
        title: 'Written in English',
      }),
    ],
  });
  const xml = atomFeed(feed);
  const doc = parser.parse(xml).feed;

  it('is well-formed Atom with its own url as id and self link', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(doc['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(doc['@xml:lang']).toBe('fr');
    expect(doc.title).toBe('Idées & Conseils | Terraluce');
    expect(doc.subtitle).toBe('Conseils pratiques');
    expect(doc.id).toBe('https://www.example.ch/fr/feed.xml');
    const links = doc.link as { '@rel': string; '@href': string }[];
    expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe('https://www.example.ch/fr/feed.xml');
    expect(links.find((l) => l['@rel'] === 'alternate')?.['@href']).toBe('https://www.example.ch/fr/conseils/');
    expect(doc.rights).toBe('© 2025 Terraluce SA');
  });

  it('has one entry per article, most recently updated first, with the feed updated at the newest', () => {
    expect(doc.entry).toHaveLength(3);
    expect(doc.entry.map((e: { id: string }) => e.id)).toEqual([
      'https://www.example.ch/fr/conseils/revise/',
      'https://www.example.ch/fr/conseils/hiver/',
      'https://www.example.ch/fr/conseils/ete/',
    ]);
    expect(doc.updated).toBe('2025-03-01T10:00:00+01:00');
  });

  it('gives each entry title, absolute link, Zurich times, author, category and the excerpt', () => {
    const summer = doc.entry[2];
    expect(summer.title).toBe('Ombre & fraîcheur <en été>');
    expect(summer.link['@href']).toBe('https://www.example.ch/fr/conseils/ete/');
    // Summer time in Zurich is UTC+2; winter +1.
    expect(summer.published).toBe('2024-07-15T10:00:00+02:00');
    expect(summer.updated).toBe('2024-07-15T10:00:00+02:00');
    expect(summer.author.name).toBe('Claire Morand');
    expect(summer.summary).toBe('Extrait ete');
    expect(summer.category).toEqual({ '@term': 'energie', '@label': 'Énergie' });
    expect(xml).toContain('<title>Ombre &amp; fraîcheur &lt;en été&gt;</title>');
  });

  it('marks an untranslated article with its own language and keeps its first publication date', () => {
    const english = doc.entry[0];
    expect(english['@xml:lang']).toBe('en');
    expect(english.published).toBe('2024-01-10T10:00:00+01:00');
    expect(doc.entry[1]['@xml:lang']).toBeUndefined();
  });

  it('refuses an empty feed, which would have no date', () => {
    expect(() => atomFeed({ ...feed, entries: [] })).toThrow(/no article/);
  });
});
