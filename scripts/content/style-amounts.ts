import type { AmountFormat } from '../../src/schemas/index';
import type { CompiledRule } from './style-rules';

/**
 * Numbers in prose written as the language writes an amount (`amounts` of content/locales.yaml, the
 * format the estimator and <Amount /> use): thousands marked with the locale's own sign, and grouped
 * from the same number of digits. Derived from that file, so a guide never states another format.
 */

const MARKS = ['.', ',', '\u2019', "'", '\u202f', '\u00a0'];
/** Years stand ungrouped in every language. */
const YEAR = /^(?:19|20)\d\d$/;

function grouped(digits: string, format: AmountFormat): string {
  return digits.length < format.minGrouping ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
}

export function amountRules(format: AmountFormat): CompiledRule[] {
  const others = MARKS.filter((m) => m !== format.group && m !== format.decimal)
    .map((m) => m.replace(/[.\\]/g, '\\$&'))
    .join('');
  const wrong = `[${others}${format.group === ',' || format.decimal === ',' ? '' : ','}]`;
  const rules: CompiledRule[] = [
    {
      // 22,716 or 18.000 where the locale writes 22’716 or 18 000.
      id: 'numbers.amount-grouping',
      regex: new RegExp(
        `(?<![\\p{N}\\p{Script=Latin}.,\u2019'\u202f])\\d{1,3}(?:${wrong}\\d{3})+(?![\\p{N}]|[.,]\\d)`,
        'gu',
      ),
      replacement: (found) => grouped(found.replace(/\D/g, ''), format),
    },
    {
      // 10550 where the locale groups it: 10’550 (years excepted).
      id: 'numbers.amount-grouping',
      regex: new RegExp(
        `(?<![\\p{N}\\p{Script=Latin}.,\u2019'\u202f-])\\d{${format.minGrouping},}(?![\\p{N}\\p{L}]|[.,\u2019'\u202f]\\d)`,
        'gu',
      ),
      replacement: (found) => grouped(found, format),
    },
  ];
  // A year or a number already right is no finding: the rule's replacement equals what it found.
  return rules.map((rule) => ({
    ...rule,
    keep: (found: string) => !YEAR.test(found) && grouped(found.replace(/\D/g, ''), format) !== found,
  }));
}
