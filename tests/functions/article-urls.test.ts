/**
 * /api/comments accepts a comment on an article the site built, and sends a visitor back to the url the content
 * step built it at: the content step writes those urls (src/generated/article-urls.json), the function reads
 * them. Checked against the route manifest, the list of every page built.
 */
import { describe, expect, it } from 'vitest';
import { articleListUrl, articleUrl } from '../../netlify/lib/article-urls';
import type { ManifestEntry } from '../../src/lib/route-data';
import { LOCALES } from '../../src/schemas/locales';
import { readGenerated } from '../helpers/generated';

const manifest = readGenerated<ManifestEntry[]>('route-manifest.json');

describe('the articles a comment may be on', () => {
  it('are every article page built, each at the url the content step built it at', () => {
    const articles = manifest.filter((page) => page.kind === 'article');
    expect(articles.length).toBeGreaterThan(0);
    for (const page of articles) expect(articleUrl(page.id, page.locale), page.url).toBe(page.url);
  });

  it('are no others: a slug no article has gets no url', () => {
    for (const locale of LOCALES) expect(articleUrl('no-such-article', locale)).toBeUndefined();
  });

  it('are listed, in each locale, on the page of layout article-list', () => {
    for (const locale of LOCALES) {
      const list = manifest.find((page) => page.layout === 'article-list' && page.locale === locale);
      expect(articleListUrl(locale)).toBe(list?.url);
    }
  });
});
