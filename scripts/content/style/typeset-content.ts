import { typeset } from '../../../src/lib/typography';
import type { ByLocale, Collection, Content } from '../load/load';
import { mapProse } from '../load/prose';
import { ENTRY_COLLECTIONS, LOCALE_FILES } from '../collections';

const typesetEach = <T>(byLocale: ByLocale<T>): ByLocale<T> =>
  new Map(
    [...byLocale].map(([locale, entry]) => [
      locale,
      { ...entry, data: mapProse(entry.data, (t) => typeset(t, locale)) },
    ]),
  );

/**
 * The content as the pages show it: every text in its language's typography (src/lib/typography.ts), in the
 * entries and in the files per language the pages show.
 */
export function typesetContent(content: Content): Content {
  const typed = { ...content } as Record<string, unknown>;
  for (const { key } of ENTRY_COLLECTIONS)
    typed[key] = new Map(
      [...(content[key] as Collection<unknown>)].map(([id, byLocale]) => [id, typesetEach(byLocale)]),
    );
  for (const { key, everyPage } of LOCALE_FILES)
    if (everyPage) typed[key] = typesetEach(content[key] as ByLocale<unknown>);
  return typed as Content;
}
