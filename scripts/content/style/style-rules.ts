import { STYLE_SECTIONS, type StyleGuide, type StyleRule } from '../../../src/schemas/style-guide';
import { conjugatedWords } from './style-conjugation';
import { scanOf } from './lookaround-scan';

/**
 * A language's style guide (content/style/<locale>.yaml) compiled once into regular expressions,
 * and the matches of its rules in a text. Pure: scripts/content/style/style-checks.ts places the matches
 * in their files.
 */

/** One rule ready to run: `<section>.<id>`, its expression (global) and the replacement of a match. */
export interface CompiledRule {
  id: string;
  regex: RegExp;
  /** What to write instead of a match (found in its whole text, so lookarounds held). */
  replacement(found: string, match: RegExpExecArray): string;
  /**
   * What must come just before a match (sticky, tried at the match's start). Kept out of `regex`:
   * a lookbehind at its start is tried at every position of the text, where the words alone let
   * the engine skip ahead to their first letters, about ten times faster on a large site.
   */
  before?: RegExp;
  /** Only the fields whose field path this matches, each alone, and no MDX body (the rule's `fields`). */
  fields?: RegExp;
  /** Not the fields whose field path this matches (the rule's `notFields`): each other field is read alone. */
  notFields?: RegExp;
  /**
   * Whether a match is a finding (a rule built in code may match more than it reports), given the
   * match in its whole text, so the words around it can decide.
   */
  keep?: (found: string, match: RegExpExecArray) => boolean;
}

/**
 * A replacement as String.prototype.replace reads it: `$&`, `$1`…`$99`, `$<name>`, `$$`; and `$^1`
 * (`$_1`), group 1 with its first letter in upper (lower) case: a sentence that must start with a
 * capital, a common noun in a heading that must not.
 */
function expand(template: string, match: RegExpExecArray): string {
  return template.replace(/\$(\$|&|[\^_]?\d{1,2}|<([^>]+)>)/g, (whole, token: string, name?: string) => {
    if (token === '$') return '$';
    if (token === '&') return match[0];
    if (name !== undefined) return match.groups?.[name] ?? '';
    const group = Number(token.replace(/^[\^_]/, ''));
    if (group >= match.length) return whole;
    const text = match[group] ?? '';
    if (token.startsWith('^')) return text.charAt(0).toUpperCase() + text.slice(1);
    if (token.startsWith('_')) return text.charAt(0).toLowerCase() + text.slice(1);
    return text;
  });
}

/** What a rule found: where in the text, the text found and what to write instead. */
export interface StyleMatch {
  rule: string;
  index: number;
  found: string;
  write: string;
}

/** A letter, digit or combining mark (Arabic vowel signs) next to a word means it goes on. */
const WORD_BEFORE = '(?<![\\p{L}\\p{N}\\p{M}])';
const WORD_AFTER = '(?![\\p{L}\\p{N}\\p{M}])';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words as written in the guide match across any run of spaces or line breaks. */
const spaced = (s: string) => s.trim().split(/\s+/).map(escape).join('\\s+');
const normalized = (s: string) => s.trim().replace(/\s+/g, ' ');

/** The capital of `found` carried to its replacement ("Vostra" → "Sua"). */
function likeCase(found: string, replacement: string): string {
  const first = found[0] ?? '';
  return first !== first.toLowerCase() && replacement
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

function compileRule(section: string, rule: StyleRule): CompiledRule {
  const id = `${section}.${rule.id}`;
  const fields = {
    ...(rule.fields === undefined ? {} : { fields: new RegExp(rule.fields, 'u') }),
    ...(rule.notFields === undefined ? {} : { notFields: new RegExp(rule.notFields, 'u') }),
  };
  if ('find' in rule) {
    const flags = `u${rule.ignoreCase ? 'i' : ''}`;
    return {
      id,
      ...fields,
      regex: new RegExp(rule.find, `g${flags}`),
      replacement: (_, match) => expand(rule.write, match),
    };
  }
  const words = rule.verbs || rule.irregular ? conjugatedWords(rule) : rule.words;
  const pairs: [string, string][] = words ? Object.entries(words) : rule.avoid!.map((w) => [w, rule.write!]);
  const key = (s: string) => (rule.matchCase ? normalized(s) : normalized(s).toLowerCase());
  const replacements = new Map(pairs.map(([from, to]) => [key(from), to]));
  const alternatives = pairs
    .map(([from]) => from)
    .sort((a, b) => b.length - a.length)
    .map(spaced);
  // The prefixes stay outside the match, so the replacement is the word's own.
  const start = rule.prefixes ? `(?<=${WORD_BEFORE}(?:${rule.prefixes})?)` : WORD_BEFORE;
  // Tried at the word's start, so a lookahead sees the rest of its sentence.
  const notInQuestion = rule.notInQuestion ? '(?![^.!?…\\n]*\\?)' : '';
  const flags = `u${rule.matchCase ? '' : 'i'}`;
  return {
    id,
    ...fields,
    regex: new RegExp(`(?:${alternatives.join('|')})${WORD_AFTER}`, `g${flags}`),
    before: new RegExp((rule.after ? `(?<=${rule.after})` : '') + start + notInQuestion, `y${flags}`),
    replacement: (found) => {
      const to = replacements.get(key(found)) ?? '';
      return rule.matchCase ? to : likeCase(found, to);
    },
  };
}

/** Every rule of a guide, compiled, in the guide's order. */
export function compileGuide(guide: StyleGuide): CompiledRule[] {
  return STYLE_SECTIONS.flatMap((section) => guide[section].rules.map((rule) => compileRule(section, rule)));
}

/** Every match of every rule in `text`, in the order of the text. */
export function findStyleMatches(text: string, rules: readonly CompiledRule[]): StyleMatch[] {
  const matches: StyleMatch[] = [];
  for (const rule of rules) {
    const scan = scanOf(rule.regex);
    let from = 0;
    for (let m = scan(text, from); m; m = scan(text, from)) {
      from = m.index + m[0].length;
      if (m[0] === '') {
        from++;
        continue;
      }
      if (rule.before) {
        rule.before.lastIndex = m.index;
        if (!rule.before.test(text)) {
          from = m.index + 1;
          continue;
        }
      }
      if (rule.keep && !rule.keep(m[0], m)) continue;
      matches.push({ rule: rule.id, index: m.index, found: m[0], write: rule.replacement(m[0], m) });
    }
  }
  return matches.sort((a, b) => a.index - b.index);
}

/**
 * Parts of a text no reader reads as prose, blanked out with spaces so every position stays where
 * it was: link targets, urls, e-mail addresses, code, MDX comments and component names, the paths of
 * `src`/`href` attributes, the values of attributes that name a setting (`chf="10550"`, `part="total"`), and `import`/`export` lines.
 */
const NOT_PROSE: [marks: string[], pattern: RegExp][] = [
  [['{/*'], /\{\/\*[\s\S]*?\*\/\}/g],
  [['`'], /`[^`\n]*`/g],
  [[']('], /(?<=\])\([^)\s]*\)/g],
  [['://', 'mailto:', 'tel:'], /https?:\/\/[^\s)"'>]+|mailto:[^\s)"'>]+|tel:[+\d][\d ]*\d/g],
  [['@'], /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  [
    ['='],
    /\b(?:src|href|link|type|preset|chf|part|bound|width|depth|permit|delivery|unit|currency)=(?:"[^"\n]*"|\{[^}\n]*\})/g,
  ],
  [['<'], /<\/?[A-Z][\w.]*/g],
  [['import', 'export'], /^(?:import|export)\b.*$/gm],
];

export function maskNonProse(text: string): string {
  let out = text;
  // Most texts hold none of these: a pattern runs only on a text with its telltale characters.
  for (const [marks, pattern] of NOT_PROSE)
    if (marks.some((mark) => out.includes(mark))) out = out.replace(pattern, (m) => m.replace(/[^\n]/g, ' '));
  return out;
}
