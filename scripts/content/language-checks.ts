import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/index';
import type { Collection, Content, Entry } from './load';
import { languageName, wrongLanguage } from './language';
import { bodyParagraphs, proseFields } from './prose';
import { formatPath, type Problem } from './problems';

/**
 * Every text of every entry reads as its file's language: `content/products/carports-v.de.yaml:41:14
 * faqData[2].answer: reads as English, expected German`. Catches a paragraph pasted from another
 * language and left untranslated.
 */
export function languageChecks(content: Content): Problem[] {
  const problems: Problem[] = [];
  // The company's own addresses read as French in every language: they are not prose.
  const ignore = (content.site?.data.offices ?? []).flatMap((o) => [o.street, o.city]);
  const message = (found: Locale, expected: Locale) =>
    `reads as ${languageName(found)}, expected ${languageName(expected)}; translate it${expected === DEFAULT_LOCALE ? '' : ` (the English file is the original)`}`;
  const check = <T>(entry: Entry<T>) => {
    for (const [path, text] of proseFields(entry.data)) {
      const found = wrongLanguage(text, entry.locale, ignore);
      if (!found) continue;
      const { line, column } = entry.source.locate(path);
      problems.push({ file: entry.file, line, column, field: formatPath(path), message: message(found, entry.locale) });
    }
    if (entry.body)
      for (const { line, text } of bodyParagraphs(entry.body.text, entry.body.line)) {
        const found = wrongLanguage(text, entry.locale, ignore);
        if (found) problems.push({ file: entry.file, line, column: 1, field: '', message: message(found, entry.locale) });
      }
  };
  for (const col of [content.pages, content.prose, content.products, content.articles, content.blocks] as Collection<unknown>[])
    for (const byLocale of col.values()) for (const entry of byLocale.values()) check(entry);
  return problems;
}
