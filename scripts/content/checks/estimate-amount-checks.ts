import {
  estimateAmount,
  estimateHours,
  estimateAmountTag,
  readEstimateAmount,
  type EstimateAmountQuery,
} from '../../../src/lib/estimate-amount';
import type { EstimatorConfig } from '../../../src/schemas/estimator';
import { singleFile } from '../collections';
import {
  ESTIMATE_BOUNDS,
  ESTIMATE_PARTS,
  ESTIMATOR_TYPES,
  type EstimatePart,
} from '../../../src/schemas/estimator-types';
import { MDX_COMPONENTS } from '../../../src/schemas/mdx-components';
import type { Content } from '../load/load';
import type { Problem } from '../problems';
import type { MdxFacts } from '../mdx/mdx';
import { maskNonProse } from '../style/style-rules';

const ESTIMATOR_FILE = singleFile('estimator');

type Use = MdxFacts['components'][number];

/**
 * An article that quotes the estimator's figures (<EstimateAmount />) and also types one by hand
 * (`<Amount chf="4800" />` where 4800 is the 12 m² aluminium structure) would keep the old figure when
 * content/estimator.yaml changes: such an amount is reported at its line, with the component to write.
 */
export function estimateAmountChecks(content: Content): Problem[] {
  const config = content.estimator?.data;
  if (!config) return [];
  const problems: Problem[] = [];
  for (const byLocale of content.articles.values())
    for (const entry of byLocale.values()) {
      const uses = entry.mdx?.components ?? [];
      const computed = computedAmounts(
        config,
        uses.filter((u) => u.name === 'EstimateAmount'),
      );
      if (entry.body && computed.size)
        problems.push(...typedFigures(entry.file, entry.body, computed, computedHours(config, uses)));
      for (const use of uses) {
        const queries = use.name === 'Amount' ? computed.get(Number(use.attributes.chf)) : undefined;
        if (!queries) continue;
        const tags = queries.map(estimateAmountTag);
        problems.push({
          file: entry.file,
          line: use.line,
          column: use.column,
          field: '',
          message: `this amount is worked out by the estimator: write ${tags.join(' or ')}${tags.length > 1 ? ', whichever the sentence means,' : ''} so that it follows ${ESTIMATOR_FILE}`,
        });
      }
    }
  return problems;
}

/** A figure of two digits or more as prose writes it, grouped by any language's thousands mark: `1’893`, `1 893`. */
const FIGURE =
  /(?<![\p{Script=Latin}\p{N}.,’'\u202f\u00a0-])\d{1,3}(?:[’'\u202f\u00a0.,]\d{3})+(?![\p{N}])|(?<![\p{Script=Latin}\p{N}.,’'\u202f\u00a0-])\d{2,}(?![\p{N}]|[.,]\d)/gu;

/**
 * The figures an article typed in its prose or tables that the estimator works out (a price per m², the
 * hourly rate, a line of the example): typed, they keep their old value when content/estimator.yaml changes.
 */
export function typedFigures(
  file: string,
  body: { text: string; line: number },
  computed: Map<number, EstimateAmountQuery[]>,
  hours: Map<number, string[]> = new Map(),
): Problem[] {
  const problems: Problem[] = [];
  const text = maskNonProse(body.text);
  for (const match of text.matchAll(FIGURE)) {
    const value = Number(match[0].replace(/\D/g, ''));
    const ofHours = HOURS_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 24));
    const tags = ofHours ? hours.get(value) : computed.get(value)?.map(estimateAmountTag);
    if (!tags) continue;
    const before = body.text.slice(0, match.index);
    problems.push({
      file,
      line: body.line + before.split('\n').length - 1,
      column: match.index - before.lastIndexOf('\n'),
      field: '',
      message: `"${match[0]}" is worked out from ${ESTIMATOR_FILE}: write ${tags.join(' or ')}${tags.length > 1 ? ', whichever the sentence means,' : ''} so that it follows the data`,
    });
  }
  return problems;
}

/** A figure counts hours when an hour's unit or word follows it, in any of the site's languages. */
const HOURS_AFTER = /^\s*(?:h(?![\p{L}])|hours?|heures?|Stunden|Arbeitsstunden|ore|horas|ساعة|ساعات)/u;

/** The hours of labour the estimator assumes for each pergola type at the sizes an article quotes, with the tag to write. */
function computedHours(config: EstimatorConfig, uses: Use[]): Map<number, string[]> {
  const hours = new Map<number, string[]>();
  const sizes = new Set(
    uses
      .filter((u) => u.attributes.width && u.attributes.depth)
      .map((u) => `${u.attributes.width}x${u.attributes.depth}`),
  );
  for (const size of sizes) {
    const [width, depth] = size.split('x');
    for (const type of ESTIMATOR_TYPES) {
      const value = estimateHours(config, { type, width: Number(width), depth: Number(depth) });
      const tag = `<EstimateHours type="${type}" width="${width}" depth="${depth}" />`;
      hours.set(value, [...(hours.get(value) ?? []), tag]);
    }
  }
  return hours;
}

/**
 * Every figure the estimator gives for the sizes an article quotes, by amount: the article's own
 * queries first, then each pergola type, line and bound at those sizes (the permit, the delivery and the
 * hourly rate once, as they are the same for every type). Empty for an article that quotes none.
 */
export function computedAmounts(config: EstimatorConfig, uses: Use[]): Map<number, EstimateAmountQuery[]> {
  const amounts = new Map<number, EstimateAmountQuery[]>();
  const add = (query: EstimateAmountQuery) => {
    const chf = estimateAmount(config, query);
    const known = amounts.get(chf) ?? [];
    const tag = estimateAmountTag(query);
    if (!known.some((q) => estimateAmountTag(q) === tag)) amounts.set(chf, [...known, query]);
  };
  // A use with a wrong attribute is reported by the attribute check; it gives no figure here.
  const queries = uses
    .map((u) => nonNull(u.attributes))
    .filter((a) => MDX_COMPONENTS.EstimateAmount.attributes.safeParse(a).success)
    .map(readEstimateAmount);
  queries.forEach(add);
  const sized = queries.filter((q) => !SIZELESS.has(q.part));
  const sizes = new Map(sized.map((q) => [`${q.width}x${q.depth}`, { width: q.width, depth: q.depth }]));
  for (const size of sizes.values())
    for (const type of ESTIMATOR_TYPES)
      for (const part of ESTIMATE_PARTS.filter((p) => type === ESTIMATOR_TYPES[0] || !SAME_FOR_EVERY_KIND.has(p)))
        for (const bound of ESTIMATE_BOUNDS) {
          const at = SIZELESS.has(part) ? {} : size;
          add({ type, part, bound, ...at });
          if (part === 'total') add({ type, part, bound, ...at, permit: true, delivery: true });
        }
  return amounts;
}

const SAME_FOR_EVERY_KIND = new Set<EstimatePart>(['permit', 'delivery', 'hourlyRate']);
const SIZELESS = new Set<EstimatePart>(['permit', 'delivery', 'pricePerM2', 'hourlyRate']);

const nonNull = (attributes: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== null)) as Record<string, string>;
