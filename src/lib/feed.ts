import type { Locale } from '../schemas/common';
import { toZurichIso } from './dates';
import { absoluteUrl } from '../paths';
import type { ArticleSummary } from './route-data';

/*
 * Atom feeds of the advice articles, one per locale (RFC 4287). Every locale has one, like every
 * locale has an article list: an article not yet translated appears in English, marked with
 * its own xml:lang, exactly as the list page of that locale shows it.
 */

export interface FeedEntry {
  title: string;
  /** The absolute URL of the article page. */
  articleAbsoluteUrl: string;
  /** ISO 8601 with offset, e.g. 2024-11-04T10:00:00+01:00. */
  published: string;
  updated: string;
  author: string;
  summary: string;
  /** Language of the entry when it differs from the feed's (an untranslated article). */
  lang?: string;
  category?: { term: string; label: string };
}

export interface Feed {
  lang: string;
  title: string;
  subtitle?: string;
  /** The feed's url on the site (`/fr/feed.xml`), the file the build writes it to (scripts/finish/postbuild.ts). */
  url: string;
  /** The absolute URL of the feed itself; also its id, which must never change. */
  feedAbsoluteUrl: string;
  /** The absolute URL of the article list the feed mirrors. */
  listAbsoluteUrl: string;
  /** Copyright line. */
  rights?: string;
  /** Who publishes the feed; entries carry their own author. */
  publisher: string;
  entries: FeedEntry[];
}

/**
 * Characters XML 1.0 forbids outright (a single one makes the whole feed unreadable), then the
 * five with a meaning in markup.
 */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The newest `updated` of the entries: a feed's own `updated` (Atom requires one). */
function newest(entries: FeedEntry[]): string | undefined {
  return entries.map((e) => e.updated).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

/** The feed as an Atom document, newest entry first. Throws on an empty feed: Atom needs a date. */
export function atomFeed(feed: Feed): string {
  const updated = newest(feed.entries);
  if (!updated) throw new Error(`The ${feed.lang} feed has no article; add one under content/articles/.`);
  const entries = [...feed.entries].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated));
  const x = xmlText;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(feed.lang)}">`,
    `  <title>${x(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle>${x(feed.subtitle)}</subtitle>`] : []),
    `  <link rel="self" type="application/atom+xml" href="${x(feed.feedAbsoluteUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(feed.listAbsoluteUrl)}"/>`,
    `  <id>${x(feed.feedAbsoluteUrl)}</id>`,
    `  <updated>${x(updated)}</updated>`,
    `  <author><name>${x(feed.publisher)}</name></author>`,
    ...(feed.rights ? [`  <rights>${x(feed.rights)}</rights>`] : []),
    ...entries.flatMap((e) => [
      e.lang ? `  <entry xml:lang="${x(e.lang)}">` : '  <entry>',
      `    <title>${x(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${x(e.articleAbsoluteUrl)}"/>`,
      `    <id>${x(e.articleAbsoluteUrl)}</id>`,
      `    <published>${x(e.published)}</published>`,
      `    <updated>${x(e.updated)}</updated>`,
      `    <author><name>${x(e.author)}</name></author>`,
      ...(e.category ? [`    <category term="${x(e.category.term)}" label="${x(e.category.label)}"/>`] : []),
      `    <summary>${x(e.summary)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}

/**
 * What a feed reads of an article page (`Page<'article'>`), as the content step builds it
 * (scripts/content/emit/emit.ts): its absolute URL and its route data.
 */
export interface FeedArticle {
  absoluteUrl: string;
  route: {
    contentLocale: string;
    data: { date: string; modified?: string };
    summary: Pick<ArticleSummary, 'title' | 'excerpt' | 'author' | 'category'>;
  };
}

/** A locale's feed from its article pages: titles and summaries as that locale's list shows them. */
export function articleFeed(input: {
  locale: Locale;
  site: { url: string; name: string; legalName: string; copyrightYear: number };
  /** The locale's UI strings (blog.category.*). */
  strings: Record<string, string>;
  /** The article list's name in the locale's menu, the feed's title before the site's name. */
  listName: string;
  /** The list page's description, when the list page is written in this locale. */
  subtitle?: string;
  /** The feed's url on the site, as the locale's shell names it to every page. */
  url: string;
  /** The absolute URL of the locale's list of the articles, as its page's place gives it. */
  listAbsoluteUrl: string;
  articles: FeedArticle[];
}): Feed {
  const { locale, site, strings } = input;
  return {
    lang: locale,
    title: `${input.listName} | ${site.name}`,
    subtitle: input.subtitle,
    url: input.url,
    feedAbsoluteUrl: absoluteUrl(site.url, input.url),
    listAbsoluteUrl: input.listAbsoluteUrl,
    rights: `© ${site.copyrightYear} ${site.legalName}`,
    publisher: site.name,
    entries: input.articles.map(({ absoluteUrl: articleAbsoluteUrl, route: { contentLocale, data, summary } }) => ({
      title: summary.title,
      articleAbsoluteUrl,
      published: toZurichIso(data.date),
      updated: toZurichIso(data.modified ?? data.date),
      author: summary.author,
      summary: summary.excerpt,
      lang: contentLocale === locale ? undefined : contentLocale,
      category: { term: summary.category, label: strings[`blog.category.${summary.category}`] ?? summary.category },
    })),
  };
}
