import { DEFAULT_LOCALE } from '../../src/schemas/index';
import { typeset, typographyProblems } from '../../src/lib/typography';
import type { Collection, Content, Entry } from './load';
import { bodyParagraphs, mapProse, proseFields } from './prose';
import { formatPath, type Problem } from './problems';

const COLLECTIONS = ['pages', 'prose', 'products', 'articles', 'blocks'] as const;

/** The content as the pages show it: every text in its language's typography (src/lib/typography.ts). */
export function typesetContent(content: Content): Content {
  const each = <T>(col: Collection<T>): Collection<T> =>
    new Map(
      [...col].map(([id, byLocale]) => [
        id,
        new Map(
          [...byLocale].map(([locale, entry]) => [
            locale,
            locale === DEFAULT_LOCALE ? entry : { ...entry, data: mapProse(entry.data, (t) => typeset(t, locale)) },
          ]),
        ),
      ]),
    );
  const typed = { ...content, strings: each(content.strings) };
  for (const name of COLLECTIONS) (typed as Record<string, unknown>)[name] = each(content[name] as Collection<unknown>);
  return typed;
}

/** Texts that break their language's rules in a way the build cannot mend (ß in Swiss German, "mot!" in French). */
export function typographyChecks(content: Content): Problem[] {
  const problems: Problem[] = [];
  // `at` is called only for a text with a problem: locating a field walks the file's YAML tree.
  const report = (entry: Entry<unknown>, text: string, at: () => Omit<Problem, 'file' | 'message'>) => {
    for (const message of typographyProblems(text, entry.locale)) problems.push({ file: entry.file, ...at(), message });
  };
  for (const name of COLLECTIONS)
    for (const byLocale of (content[name] as Collection<unknown>).values())
      for (const entry of byLocale.values()) {
        if (entry.locale === DEFAULT_LOCALE) continue;
        for (const [path, text] of proseFields(entry.data))
          report(entry, text, () => ({ ...entry.source.locate(path), field: formatPath(path) }));
        for (const p of entry.body ? bodyParagraphs(entry.body.text, entry.body.line) : [])
          report(entry, p.text, () => ({ line: p.line, column: 1, field: '' }));
      }
  return problems;
}
