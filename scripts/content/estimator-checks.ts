import { ESTIMATOR_TYPES } from '../../src/lib/estimator-types';
import type { Content } from './load';
import type { Problem } from './problems';

/**
 * Where content places the pergola estimator: once per page (its fields have fixed ids), and in MDX with
 * a kind the estimator knows (`<Estimator type="bioclimatic" />`).
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
    for (const entry of byLocale.values()) {
      if (!entry.body) continue;
      const { text, line: first } = entry.body;
      const uses = [...text.matchAll(/<Estimator\b([^>]*)>/g)];
      uses.forEach((use, n) => {
        const before = text.slice(0, use.index);
        const line = first + before.split('\n').length - 1;
        const column = use.index - before.lastIndexOf('\n');
        const at = { file: entry.file, line, column, field: '' };
        if (n > 0) problems.push({ ...at, message: 'an article shows one estimator; remove this second one' });
        const type = /\btype="([^"]*)"/.exec(use[1] ?? '')?.[1];
        if (type !== undefined && !(ESTIMATOR_TYPES as readonly string[]).includes(type))
          problems.push({
            ...at,
            message: `unknown kind type="${type}"; use one of ${ESTIMATOR_TYPES.map((t) => `"${t}"`).join(', ')}, or leave it out`,
          });
      });
    }
  return problems;
}
