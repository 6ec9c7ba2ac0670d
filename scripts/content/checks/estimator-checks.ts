import type { Content } from '../load/load';
import type { Problem } from '../problems';

/**
 * Where content places the pergola estimator: once per page, since its fields have fixed ids. The pergola
 * type an article chooses (`<Estimator type="bioclimatic" />`) is checked with every component's attributes.
 */
export function estimatorChecks(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const byLocale of content.pages.values())
    for (const entry of byLocale.values())
      entry.data.blocks.forEach((block, i) => {
        if (block.type !== 'estimator' || entry.data.blocks.findIndex((b) => b.type === 'estimator') === i) return;
        const { line, column } = entry.source.locate(['blocks', i, 'type']);
        problems.push({
          file: entry.file,
          line,
          column,
          field: `blocks[${i}].type`,
          message: 'a page shows one estimator; remove this second one',
        });
      });
  for (const byLocale of content.articles.values())
    for (const entry of byLocale.values())
      for (const use of (entry.mdx?.components ?? []).filter((c) => c.name === 'Estimator').slice(1))
        problems.push({
          file: entry.file,
          line: use.line,
          column: use.column,
          field: '',
          message: 'an article shows one estimator; remove this second one',
        });
  return problems;
}
