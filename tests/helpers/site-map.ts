import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandsInHtml } from '../../src/islands/markup';
import type { ManifestEntry } from '../../src/lib/route-data';
import { pageUrl } from '../../src/paths';
import { LOCALES, RTL_LOCALES, type Locale } from '../../src/schemas/locales';
import { readGenerated } from './generated';

const root = join(import.meta.dirname, '../..');

/** Every page the content build generated, from its route manifest (run `npm run build` first). */
export type BuiltPage = Pick<
  ManifestEntry,
  'locale' | 'path' | 'kind' | 'id' | 'layout' | 'url' | 'htmlFile' | 'dataFile'
>;

export function builtPages(): BuiltPage[] {
  return readGenerated<ManifestEntry[]>('route-manifest.json');
}

/** The url a page answers at, as the content step wrote it. */
export const urlOf = (built: BuiltPage): string => built.url;

/** A page the browser opens, and what makes it part of the sample. */
export interface SampledPage {
  url: string;
  status: number;
  /** Each kind of page, block and island it stands for: `product`, `block faq`, `island gallery`. */
  covers: string[];
}

/** The kinds of parts a page is made of: its kind and layout, its blocks' types, its islands' names. */
function partsOf(built: BuiltPage): string[] {
  const data = readGenerated<{ route: { data?: { blocks?: { type: string }[] } } }>(built.dataFile);
  const html = readFileSync(join(root, 'dist', built.htmlFile), 'utf8');
  return [
    `${built.kind}${built.layout ? ` ${built.layout}` : ''}`,
    ...(data.route.data?.blocks ?? []).map((block) => `block ${block.type}`),
    ...[...islandsInHtml(html)].map(([, , , name]) => `island ${name}`),
  ];
}

/**
 * The pages the browser opens so that, in each direction (left to right, right to left), every kind of page
 * and layout, every type of block and every island is on at least one of them: for each direction, pages in
 * the manifest's order are taken while they bring a part not yet covered. Left-to-right pages take their
 * locales in turn, so every locale is opened. A not-found page is opened at a url no page has, as a
 * visitor reaches it, and must answer 404.
 */
export function pageSample(pages: BuiltPage[] = builtPages()): SampledPage[] {
  const sample: SampledPage[] = [];
  const ltr = LOCALES.filter((l) => !RTL_LOCALES.includes(l));
  for (const direction of [ltr, RTL_LOCALES]) {
    const covered = new Set<string>();
    const byLocale = (locale: Locale) => pages.filter((r) => r.locale === locale);
    // The locales in turn: the first page of each that covers something new, until a round adds nothing.
    const queues = direction.map((locale) => byLocale(locale).map((built) => ({ built, parts: partsOf(built) })));
    for (let added = true; added;) {
      added = false;
      for (const queue of queues) {
        const next = queue.findIndex(({ parts }) => parts.some((part) => !covered.has(part)));
        if (next < 0) continue;
        const { built, parts } = queue.splice(0, next + 1).at(-1)!;
        const covers = parts.filter((part) => !covered.has(part));
        covers.forEach((part) => covered.add(part));
        const notFound = built.layout === 'not-found';
        const url = notFound ? `${pageUrl({ locale: built.locale, path: '/' })}no-such-page-here/` : urlOf(built);
        sample.push({ url, status: notFound ? 404 : 200, covers: [...new Set(covers)] });
        added = true;
      }
    }
  }
  return sample;
}
