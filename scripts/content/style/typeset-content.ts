import { typeset } from '../../../src/lib/typography';
import type { Collection, Content } from '../load/load';
import { mapProse } from '../load/prose';
import { ENTRY_COLLECTIONS } from '../collections';

/** The content as the pages show it: every text in its language's typography (src/lib/typography.ts). */
export function typesetContent(content: Content): Content {
  const each = <T>(col: Collection<T>): Collection<T> =>
    new Map(
      [...col].map(([id, byLocale]) => [
        id,
        new Map(
          [...byLocale].map(([locale, entry]) => [
            locale,
            { ...entry, data: mapProse(entry.data, (t) => typeset(t, locale)) },
          ]),
        ),
      ]),
    );
  const typed = { ...content, strings: each(content.strings) };
  for (const { key } of ENTRY_COLLECTIONS)
    (typed as Record<string, unknown>)[key] = each(content[key] as Collection<unknown>);
  return typed;
}
