import { STYLE_SECTIONS } from '../../../src/schemas/style-guide';
import type { Content } from '../load/load';
import { LOCALE_FILES, localeFileOf } from '../collections';

const GLOSSARIES = LOCALE_FILES.find((f) => f.key === 'glossaries')!;
import type { Problem } from '../problems';

/**
 * A style rule about a product line's other names (`product:` in content/style/<locale>.yaml) writes
 * the glossary's name (content/glossary/<locale>.yaml), so the guide and the glossary cannot name the
 * line two ways: the glossary's name, in lower case, must be one of the rule's replacements.
 */
export function styleProductChecks(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const [locale, guide] of content.styleGuides) {
    const names = content.glossaries.get(locale)?.data.products ?? {};
    for (const section of STYLE_SECTIONS)
      guide.data[section].rules.forEach((rule, i) => {
        if (!('product' in rule) || rule.product === undefined) return;
        const at = guide.source.locate([section, 'rules', i, 'product']);
        const report = (message: string) =>
          problems.push({
            file: guide.file,
            line: at.line,
            column: at.column,
            field: `${section}.${rule.id}`,
            message,
          });
        const name = names[rule.product as keyof typeof names];
        if (name === undefined)
          return report(
            `no product "${rule.product}" in ${localeFileOf(GLOSSARIES, locale)}; name one of its products`,
          );
        const writes = rule.words ? Object.values(rule.words) : rule.write ? [rule.write] : [];
        if (!writes.some((w) => w.toLowerCase().includes(name.toLowerCase())))
          report(`the glossary names this product "${name}"; write it in the rule's replacements`);
      });
  }
  return problems;
}
