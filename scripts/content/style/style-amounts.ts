import type { AmountFormat } from '../../../src/schemas/index';
import type { CompiledRule } from './style-rules';

/**
 * Numbers in prose, tables and catalogues written in the one form of their language (`amounts` of
 * content/locales.yaml, the format the estimator and <Amount /> use): thousands marked with the
 * locale's own sign and grouped from the same number of digits, its decimal mark, ranges in figures
 * joined by its range mark (never a hyphen), and amount ranges naming the currency at both ends.
 * Derived from that file, so a guide never states another format.
 */

const SPACES = [' ', '\u202f', '\u00a0'];
const MARKS = ['.', ',', '\u2019', "'", ...SPACES];
/** Years stand ungrouped in every language, alone or in a range of years ("2024–2025"). */
const YEAR = /^(?:19|20)\d\d$/;
const years = (...found: string[]) => found.every((f) => YEAR.test(f));

/** The units a measured figure or range may carry ("2 m-3 m", "2000 kWh"). */
const UNIT = '(?:mm|cm|m²|m³|m|kWh|kWp|kWc|kW|Wh|W|km|kg|t|°C|%)';
/**
 * A figure shaped like a year that counts something: after a currency ("CHF 1944") or before a unit or
 * a currency ("2000 kWh", "1950 CHF"). A year has neither, so "en 2025" stays ungrouped.
 */
const QUANTITY_BEFORE = /(?:CHF|€)[ \u00a0]?$/u;
const QUANTITY_AFTER = new RegExp(`^[ \u00a0\u202f]?(?:${UNIT}|CHF|€)(?![\\p{L}])`, 'u');
function quantity(match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 4), match.index);
  return QUANTITY_BEFORE.test(before) || QUANTITY_AFTER.test(match.input.slice(match.index + match[0].length));
}

/**
 * Every mark typed between two figures of a range other than the range mark itself: the hyphen, its
 * look-alikes (U+2010 hyphen, U+2011 non-breaking hyphen, U+2212 minus sign) and, in a language that
 * writes ranges in words, the en and em dashes.
 */
const HYPHENS = '\\-\u2010\u2011\u2212';
const DASHES = `${HYPHENS}\u2013\u2014`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const charClass = (marks: string[]) => `[${marks.map(escape).join('')}]`;

/**
 * A figure as anyone may have typed it: grouped by any mark ("1 500", "1.500", "1’500") or not, with
 * a decimal part of one or two digits. Three digits after a mark are a group, as every language reads them.
 */
const FIGURE = `[1-9]\\d{0,2}(?:${charClass(MARKS)}\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d{1,2}(?!\\d))?`;
/** Not inside a longer number, a word, a phone number (+41 22 …) or an isolated run. */
const START = `(?<![\\p{N}\\p{Script=Latin}.,\u2019'\u202f\u2066+/${HYPHENS}])(?<!\\+[\\d ]*)(?<!\\p{N}[ \u00a0])`;
/**
 * Not a name's number: a code after its capitals ("RAL 7016", "EN 1090"; CHF is an amount) or a postal code
 * after a comma or at a line's start and before its place ("Route de Divonne, 1260 Nyon"). Neither is a
 * quantity, so neither is grouped.
 */
const CODE = `(?<!(?<!\\p{L})(?!CHF)\\p{Lu}{2,}\u2069?[ \u00a0])`;
/** The words that put a place after them ("à 1196 Gland", "in 1260 Nyon", "a 6900 Lugano"). */
const AT_PLACE = '(?:à|a|in|en|at|near|nach|bei|près\\s+de|vicino\\s+a|cerca\\s+de|في)';
const POSTAL = `(?<!(?:^|\\n|,[ \u00a0]|(?<![\\p{L}])${AT_PLACE}[ \u00a0])(?=\\d{4,5}[ \u00a0]\\p{Lu}\\p{Ll}))`;
/** Not followed by more of a number: another group, a decimal part, a date's next part. */
const END = `(?![\\p{N}]|[.,/\u2019'${HYPHENS}]\\d|[ \u00a0\u202f]\\d)`;

function grouped(digits: string, format: AmountFormat): string {
  return digits.length < format.minGrouping ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
}

/** A figure rewritten in the locale's form: its groups, then its decimal part after the locale's mark. */
export function figure(token: string, format: AmountFormat): string {
  const decimal = /^(.*\d)[.,](\d{1,2})$/.exec(token);
  const whole = decimal ? decimal[1]! : token;
  return grouped(whole.replace(/\D/g, ''), format) + (decimal ? format.decimal + decimal[2]! : '');
}

const differs = (format: AmountFormat) => (found: string, match: RegExpExecArray) =>
  (!YEAR.test(found) || quantity(match)) && figure(found, format) !== found;

function groupingRules(format: AmountFormat): CompiledRule[] {
  const wrong = charClass(MARKS.filter((m) => m !== format.group && m !== format.decimal));
  return [
    {
      // 22,716, 18.000 or 5 670 (an ordinary space breaks at the end of a line) where the locale
      // writes 22’716 or 18 000.
      id: 'numbers.amount-grouping',
      regex: new RegExp(`${START}${CODE}[1-9]\\d{0,2}(?:${wrong}\\d{3})+${END}`, 'gu'),
      replacement: (found) => grouped(found.replace(/\D/g, ''), format),
      keep: differs(format),
    },
    ...(format.decimal === '.'
      ? [
          {
            // 2.340 kg where the decimal mark is a full stop: a whole number before three digits is
            // grouped thousands, typed the German or Spanish way (a decimal part has one or two digits).
            id: 'numbers.amount-grouping',
            regex: new RegExp(`${START}${CODE}[1-9]\\d{0,2}(?:\\.\\d{3})+${END}`, 'gu'),
            replacement: (found: string) => grouped(found.replace(/\D/g, ''), format),
          },
        ]
      : []),
    {
      // 10550 where the locale groups it: 10’550 (years excepted).
      id: 'numbers.amount-grouping',
      regex: new RegExp(`${START}${CODE}${POSTAL}\\d{${format.minGrouping},}${END}(?!\\p{L})`, 'gu'),
      replacement: (found) => grouped(found, format),
      keep: differs(format),
    },
  ];
}

/** 5,4 kWp where the estimator writes 5.4 (and the other way round): one decimal mark per language. */
function decimalRule(format: AmountFormat): CompiledRule {
  const other = format.decimal === '.' ? ',' : '.';
  return {
    id: 'numbers.decimal-mark',
    // "0,125" has no thousands to group: its three digits are decimals.
    regex: new RegExp(`${START}(?:\\d+${escape(other)}\\d{1,2}|0${escape(other)}\\d{3,})${END}`, 'gu'),
    replacement: (found) => found.replace(other, format.decimal),
  };
}

/** 745-1893 or 1 - 2 where the locale writes 745–1’893: the range mark, between figures in their form. */
function rangeRule(format: AmountFormat, mark: string): CompiledRule {
  const joint = `(?:[ \\t]*[${HYPHENS}][ \\t]*|[ \\t]+[–—][ \\t]+|—)`;
  const regex = new RegExp(`${START}${CODE}(${FIGURE})${joint}(${FIGURE})${END}(?!\\p{L})`, 'gu');
  return {
    id: 'numbers.range',
    regex,
    replacement: (_, m) =>
      years(m[1]!, m[2]!) ? `${m[1]}${mark}${m[2]}` : `${figure(m[1]!, format)}${mark}${figure(m[2]!, format)}`,
  };
}

/**
 * Whether the text before a range opens it: its "from" ("de CHF 745 à …") or the house form's opener
 * ("entre CHF 630 et …"). An opened range only lacks its second currency; any other takes the house form.
 */
function opened(format: AmountFormat, before: string): 'from' | 'house' | undefined {
  const house = format.amountRange.slice(0, format.amountRange.indexOf('{min}')).trim();
  const ends = (o: string) => o && new RegExp(`(?<!\\p{L})${escape(o)}[ \u00a0]$`, 'u').test(before);
  return ends(format.rangeFrom) ? 'from' : ends(house) ? 'house' : undefined;
}

/**
 * An amount range with its currency at both ends, written as the text before it opens it: after its
 * "from", the range's own word between the amounts ("from CHF 9’500 up to 14’000" → "CHF 9’500 to CHF
 * 14’000"); after the house form's opener, its joint; else the house form, `amountRange`.
 */
function bothEnds(format: AmountFormat, min: string, max: string, m: RegExpExecArray): string {
  const house = format.amountRange.replace('{min}', min).replace('{max}', max);
  const opener = opened(format, m.input.slice(0, m.index));
  if (opener === 'from') return `${min} ${format.rangeWords[0]} ${max}`;
  return opener === 'house' ? house.slice(house.indexOf(min)) : house;
}

/**
 * "CHF 800 à 1 500" or "800–1 500 €": an amount range names its currency at both ends, as the
 * estimator writes it, so neither end reads as a bare number: opened by its "from", "de CHF 800 à
 * CHF 1 500"; else in the house form, `amountRange` ("entre CHF 800 et CHF 1 500").
 */
function amountRangeRules(format: AmountFormat): CompiledRule[] {
  // Longest first, so "bis maximal" is read before "bis".
  const words = [...format.rangeWords]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  const joint = `([ \\t]+(?:${words})[ \\t]+|[ \\t]*[-–][ \\t]*)`;
  const before = [format.currency === 'before' ? 'CHF' : '', format.euro === 'before' ? '€' : ''].filter(Boolean);
  // Arabic's "من 745 إلى 1,893 فرنكًا" names its currency once, as a noun that agrees with the last figure.
  const after = format.euro === 'after' && format.currency === 'before' ? ['€'] : [];
  const say = (j: string) => (/\p{L}/u.test(j) ? j : ` ${format.rangeWords[0]} `);
  const rules: CompiledRule[] = [];
  if (before.length) {
    const currency = `(${before.map(escape).join('|')})`;
    rules.push({
      id: 'numbers.amount-range',
      regex: new RegExp(
        `(?<![\\p{L}])${currency}[ \u00a0]?(${FIGURE})${joint}(?!${before.map(escape).join('|')})(${FIGURE})${END}(?![ \u00a0]?%)`,
        'gu',
      ),
      replacement: (_, m) =>
        bothEnds(format, `${m[1]} ${figure(m[2]!, format)}`, `${m[1]} ${figure(m[4]!, format)}`, m),
    });
    // "900 à 1 500 CHF" or "900 à CHF 1 500": the currency at one end only, after the first figure.
    const chf = format.currency === 'before' ? 'CHF' : '';
    if (chf)
      rules.push({
        id: 'numbers.amount-range',
        regex: new RegExp(
          `${START}(?<!CHF[ \u00a0]?)(${FIGURE})${joint}(?:CHF[ \u00a0]?(${FIGURE})|(${FIGURE})[ \u00a0]?CHF(?![\\p{L}]))${END}`,
          'gu',
        ),
        replacement: (_, m) =>
          bothEnds(format, `CHF ${figure(m[1]!, format)}`, `CHF ${figure((m[3] ?? m[4])!, format)}`, m),
      });
  }
  if (after.length) {
    const currency = `(${after.map(escape).join('|')})`;
    rules.push({
      id: 'numbers.amount-range',
      regex: new RegExp(`${START}(${FIGURE})${joint}(${FIGURE})[ \u00a0]?${currency}(?![\\p{L}])`, 'gu'),
      replacement: (_, m) => `${figure(m[1]!, format)} ${m[4]}${say(m[2]!)}${figure(m[3]!, format)} ${m[4]}`,
    });
  }
  return rules;
}

/**
 * "1–2" or "4-8" in a language that writes every range in words (no `range` mark): "da 1 a 2", the
 * form its estimator writes, in prose, tables and catalogues alike. Times of day ("8:00–12:00") are
 * no range of figures.
 */
function wordRangeRule(format: AmountFormat): CompiledRule {
  const regex = new RegExp(`${START}${CODE}(?<!:)(${FIGURE})[ \\t]*[${DASHES}][ \\t]*(${FIGURE})${END}(?!:\\d)`, 'gu');
  return {
    id: 'numbers.range',
    regex,
    // A season or a span of years ("2024-2025") is a date, not a range of figures to say in words.
    keep: (found) => !years(...found.split(new RegExp(`[ \\t]*[${DASHES}][ \\t]*`, 'u'))),
    replacement: (_, m) =>
      `${format.rangeFrom} ${figure(m[1]!, format)} ${format.rangeWords[0]} ${figure(m[2]!, format)}`,
  };
}

/**
 * "2 m-3 m" or "2 m – 3 m": a range of measures names its unit once, after the range written as the
 * language writes any range ("2–3 m", "da 2 a 3 m").
 */
function unitRangeRule(format: AmountFormat): CompiledRule {
  const regex = new RegExp(
    `${START}${CODE}(${FIGURE})[ \u00a0\u202f]?(${UNIT})[ \\t]*[${DASHES}][ \\t]*(${FIGURE})[ \u00a0\u202f]?\\2(?![\\p{L}\\p{N}])`,
    'gu',
  );
  return {
    id: 'numbers.range',
    regex,
    replacement: (_, m) => {
      const [min, max, unit] = [figure(m[1]!, format), figure(m[3]!, format), m[2]!];
      return format.range
        ? `${min}${format.range}${max} ${unit}`
        : `${format.rangeFrom} ${min} ${format.rangeWords[0]} ${max} ${unit}`;
    },
  };
}

/**
 * "{opens}–{closes}" in a catalogue of a language that writes every range in words: the figures the code
 * puts there form a range like typed ones, so it is written as the language writes ranges ("من {opens}
 * إلى {closes}").
 */
function placeholderWordRangeRule(format: AmountFormat): CompiledRule {
  return {
    id: 'numbers.range',
    regex: new RegExp(`(\\{\\w+\\})[ \\t\u00a0\u202f]*[${DASHES}][ \\t\u00a0\u202f]*(\\{\\w+\\})`, 'gu'),
    replacement: (_, m) => `${format.rangeFrom} ${m[1]} ${format.rangeWords[0]} ${m[2]}`,
  };
}

/**
 * "économiseriez CHF 630 à CHF 930": an amount range with nothing to open it reads as two amounts.
 * Opened by its "from" ("de CHF 745 à CHF 1 893") it stands; else it takes the house form, `amountRange`
 * ("entre CHF 630 et CHF 930"), as the estimators write it.
 */
function bareAmountRangeRule(format: AmountFormat): CompiledRule | undefined {
  const before = [format.currency === 'before' ? 'CHF' : '', format.euro === 'before' ? '€' : ''].filter(Boolean);
  if (!before.length) return undefined;
  const currency = `(?:${before.map(escape).join('|')})`;
  const from = escape(format.rangeFrom);
  const amount = `${currency}[ \u00a0]?(?:${FIGURE})`;
  return {
    id: 'numbers.amount-range',
    regex: new RegExp(
      `(?<![\\p{L}])(?<!(?<![\\p{L}])${from}[ \u00a0])(${amount})[ \\t]+${escape(format.rangeWords[0]!)}[ \\t]+(${amount})${END}`,
      'gu',
    ),
    replacement: (_, m) => format.amountRange.replace('{min}', m[1]!).replace('{max}', m[2]!),
  };
}

/**
 * "CHF 8’940 – CHF 22’716" or "‏8,940 CHF – ‏22,716 CHF": two amounts joined by a dash read as a
 * subtraction or, in a right-to-left line, reversed. Every language joins them in words, as the
 * estimators write them: `amountRange` ("entre CHF 8 940 et CHF 22 716", "من ‏8,940 CHF إلى ‏22,716 CHF").
 */
function dashAmountRangeRule(format: AmountFormat): CompiledRule {
  const mark = format.mark ? `${escape(format.mark)}?` : '';
  const amount =
    format.currency === 'before'
      ? `(?<![\\p{L}])CHF[ \u00a0]?(?:${FIGURE})`
      : `${mark}(?:${FIGURE})[ \u00a0]CHF(?![\\p{L}])`;
  return {
    id: 'numbers.amount-range',
    regex: new RegExp(`(${amount})[ \\t\u00a0]*[-–—][ \\t\u00a0]*(${amount})`, 'gu'),
    replacement: (_, m) => format.amountRange.replace('{min}', m[1]!).replace('{max}', m[2]!),
  };
}

/**
 * "CHF 900.–": the Swiss mark of whole francs, which neither the estimators nor <Amount /> write; the
 * figure stands alone, so an amount range written with it is then read as any other.
 */
const WHOLE_FRANCS: CompiledRule = {
  id: 'numbers.whole-francs',
  regex: new RegExp(`\\d\\.[${HYPHENS}\u2013\u2014](?![\\p{N}])`, 'gu'),
  replacement: (found) => found.charAt(0),
};

/** Three full stops or more, typed together or spaced (". . ."), where the house writes "…", in every language. */
const ELLIPSIS: CompiledRule = {
  id: 'punctuation.ellipsis',
  regex: /\.{3,}|(?<!\.)\.(?:[ \u00a0]\.){2,}(?!\.)/g,
  replacement: () => '…',
};

/** Arabic-Indic digits (٠–٩, and the Persian ۰–۹) with their decimal and thousands marks (٫, ٬). */
const EASTERN_DIGITS = '\u0660-\u0669\u06f0-\u06f9';

/**
 * "٣-٥" or "٥,٢": every language of the site, Arabic too, writes its figures in the digits the
 * estimator and <Amount /> print, so the other number rules read them: each digit is written as its
 * Western digit (the range, the grouping and the decimal mark are then checked on the figures).
 */
const WESTERN_DIGITS: CompiledRule = {
  id: 'numbers.western-digits',
  regex: new RegExp(`[${EASTERN_DIGITS}](?:[${EASTERN_DIGITS}\u066b\u066c.,]*[${EASTERN_DIGITS}])?`, 'gu'),
  replacement: (found) =>
    [...found]
      .map((c) => {
        if (c === '\u066b') return '.';
        if (c === '\u066c') return ',';
        if (c === '.' || c === ',') return c;
        const code = c.codePointAt(0)!;
        return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
      })
      .join(''),
};

export function numberRules(format: AmountFormat): CompiledRule[] {
  return [
    WESTERN_DIGITS,
    ...groupingRules(format),
    decimalRule(format),
    ...(format.range ? [rangeRule(format, format.range)] : [wordRangeRule(format), placeholderWordRangeRule(format)]),
    unitRangeRule(format),
    ...amountRangeRules(format),
    ...[bareAmountRangeRule(format)].filter((rule) => rule !== undefined),
    dashAmountRangeRule(format),
    WHOLE_FRANCS,
    ELLIPSIS,
  ];
}
