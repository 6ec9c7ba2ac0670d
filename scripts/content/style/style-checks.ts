import type { Locale } from '../../../src/schemas/index';
import type { ByLocale, Content, Entry } from '../load/load';
import { LOCALE_FILES } from '../collections';
import { proseFields } from '../load/prose';
import { formatFieldPath, type Problem } from '../problems';
import { compileGuide, findStyleMatches, maskNonProse, type CompiledRule, type StyleMatch } from './style-rules';
import { findSilences, type Silence } from './style-silences';
import { styleProductChecks } from './style-products';
import { claimRules } from './style-claims';
import { numberRules } from './style-amounts';
import { writtenCollections } from '../load/written-collections';

/**
 * Every text an author writes, held to its language's style guide (content/style/<locale>.yaml):
 * `content/products/<key>.it.yaml:12:20 address.voi: found "vostra", write "sua"`. YAML prose fields,
 * MDX frontmatter and bodies, UI catalogues (the estimator's strings among them) and glossaries.
 * Published comments are not checked: they are visitors' words, in their own voice.
 */
export function styleChecks(content: Content): Problem[] {
  const guides = new Map<Locale, { file: string; rules: GuideRules }>();
  for (const [locale, entry] of content.styleGuides) {
    const amounts = content.locales?.data[locale]?.amounts;
    const rules = guideRules([
      ...compileGuide(entry.data),
      ...claimRules(entry.data, content.site?.data),
      ...(amounts ? numberRules(amounts) : []),
    ]);
    guides.set(locale, { file: entry.file, rules });
  }
  const problems: Problem[] = styleProductChecks(content);
  const byLocales = [
    ...writtenCollections(content).flatMap((col) => [...col.values()]),
    ...LOCALE_FILES.filter((f) => f.styled).map((f) => content[f.key] as ByLocale<unknown>),
  ];
  for (const byLocale of byLocales)
    for (const entry of byLocale.values()) {
      const guide = guides.get(entry.locale);
      if (guide) problems.push(...checkEntry(entry, guide.rules, guide.file));
    }
  return problems;
}

/** A rule's match placed in its file: the line it is on, and the line its YAML field starts on. */
interface Finding {
  line: number;
  column: number;
  fieldLine: number;
  rule: string;
  message: string;
}

/** Whether a rule reads the YAML field at this field path (`cta.label`): its `fields`, less its `notFields`. */
export const readsField = (rule: CompiledRule, fieldPath: string) =>
  (!rule.fields || rule.fields.test(fieldPath)) && !rule.notFields?.test(fieldPath);

/** Whether a rule reads MDX bodies: a rule for some fields does not. */
export const readsBody = (rule: CompiledRule) => !rule.fields;

/** A guide's rules parted by what they read, once per guide rather than once per entry. */
export interface GuideRules {
  all: CompiledRule[];
  /** Rules for every field, run once over all of an entry's fields together. */
  everywhere: CompiledRule[];
  /** Rules that read MDX bodies. */
  inBodies: CompiledRule[];
  /** Rules with `fields` or `notFields` that read the field at this field path (`cta.label`), each field alone. */
  forField(fieldPath: string): CompiledRule[];
  /** Every rule's id, for the silences that name one. */
  ids: Set<string>;
}

export function guideRules(all: CompiledRule[]): GuideRules {
  const scoped = all.filter((r) => r.fields || r.notFields);
  // Entries of a collection share their field paths: each field path is tested against the rules once per run.
  const byField = new Map<string, CompiledRule[]>();
  return {
    all,
    everywhere: all.filter((r) => !r.fields && !r.notFields),
    inBodies: all.filter(readsBody),
    forField(fieldPath) {
      let own = byField.get(fieldPath);
      if (!own) byField.set(fieldPath, (own = scoped.filter((r) => readsField(r, fieldPath))));
      return own;
    },
    ids: new Set(all.map((r) => r.id)),
  };
}

function checkEntry(entry: Entry<unknown>, rules: GuideRules, guideFile: string): Problem[] {
  const fields = proseFields(entry.data);
  const findings = fieldFindings(entry, fields, rules.everywhere);
  // A rule for some fields reads each of them alone, so its `^` and `$` are the field's ends.
  for (const [fieldPath, text] of fields) {
    const own = rules.forField(formatFieldPath(fieldPath));
    if (own.length) findings.push(...fieldFindings(entry, [[fieldPath, text]], own));
  }
  if (entry.body) {
    const { text, line: first } = entry.body;
    for (const match of bodyMatches(text, rules.all, rules.inBodies)) {
      const before = text.slice(0, match.index);
      const line = first + before.split('\n').length - 1;
      const column = match.index - before.lastIndexOf('\n');
      findings.push({ line, column, fieldLine: line, rule: match.rule, message: foundWrite(match.found, match.write) });
    }
  }
  const silences = [
    ...findSilences(entry.source.text, entry.source.lineOffset + 1),
    ...(entry.body ? findSilences(entry.body.text, entry.body.line) : []),
  ];
  return applySilences(entry.file, findings, silences, rules.ids, guideFile);
}

/** Each guide's matches by body text: a body several entries share is read once per run. */
const bodyMatchesSeen = new WeakMap<CompiledRule[], Map<string, StyleMatch[]>>();

/** The matches in an MDX body of the rules of `guide` that read bodies (`inBodies`). */
function bodyMatches(text: string, guide: CompiledRule[], inBodies: CompiledRule[]): StyleMatch[] {
  let seen = bodyMatchesSeen.get(guide);
  if (!seen) bodyMatchesSeen.set(guide, (seen = new Map()));
  let matches = seen.get(text);
  if (!matches) seen.set(text, (matches = findStyleMatches(maskNonProse(text), inBodies)));
  return matches;
}

/** The matches of `rules` in an entry's YAML fields, placed at their line and column. */
function fieldFindings(
  entry: Entry<unknown>,
  fields: readonly [PropertyKey[], string][],
  rules: CompiledRule[],
): Finding[] {
  const findings: Finding[] = [];
  // Every field in one text, so each rule runs once per entry. Fields are parted by a line break (a
  // field's end reads as the end of a line) around a NUL, which occurs in no content and no rule
  // matches, so no match spans two fields.
  const starts: number[] = [];
  let joined = '';
  for (const [, text] of fields) {
    starts.push(joined.length);
    joined += `${text}\n\0\n`;
  }
  const text = fields.length === 1 ? fields[0]![1] : joined;
  for (const match of findStyleMatches(maskNonProse(text), rules)) {
    let i = starts.length - 1;
    while (starts[i]! > match.index) i--;
    const [fieldPath, own] = fields[i]!;
    const offset = match.index - starts[i]!;
    const nth = occurrencesBefore(own, match.found, offset);
    const { line, column } = entry.source.locateText(fieldPath, match.found, nth);
    const fieldLine = entry.source.locate(fieldPath).line;
    findings.push({ line, column, fieldLine, rule: match.rule, message: foundWrite(match.found, match.write) });
  }
  return findings;
}

/** The findings no silence covers, and every silence without a reason, a known rule or a use. */
function applySilences(
  file: string,
  findings: Finding[],
  silences: Silence[],
  known: Set<string>,
  guideFile: string,
): Problem[] {
  const problems: Problem[] = [];
  const used = new Set<string>();
  for (const f of findings) {
    const silence = silences.find((s) => s.rules.includes(f.rule) && (s.target === f.line || s.target === f.fieldLine));
    if (silence) used.add(`${silence.line} ${f.rule}`);
    else problems.push({ file, line: f.line, column: f.column, field: f.rule, message: f.message });
  }
  for (const s of silences) {
    const at = { file, line: s.line, column: s.column, field: 'style-ignore' };
    if (!s.rules.length) {
      problems.push({ ...at, message: 'name the rule to silence: "style-ignore: <section>.<rule> — <reason>"' });
      continue;
    }
    if (!s.reason)
      problems.push({
        ...at,
        message: `say why after a dash: "style-ignore: ${s.rules.join(', ')} — <reason a reviewer can check>"`,
      });
    for (const rule of s.rules) {
      if (!known.has(rule))
        problems.push({ ...at, message: `no rule "${rule}" in ${guideFile}; name one of its rules as <section>.<id>` });
      else if (!used.has(`${s.line} ${rule}`))
        problems.push({ ...at, message: `"${rule}" finds nothing on line ${s.target}; remove this style-ignore` });
    }
  }
  return problems;
}

/** Invisible direction marks and no-break spaces are named, so the message shows what to type. */
const visible = (s: string) =>
  s
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(
      /[\u00a0\u200e\u200f\u202f\u2066-\u2069]/g,
      (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}>`,
    );

function foundWrite(found: string, write: string): string {
  return `found "${visible(found)}", write "${visible(write)}"`;
}

/** How many times `found` (spaces as any run of spaces) occurs in `text` before `offset`. */
function occurrencesBefore(text: string, found: string, offset: number): number {
  let n = 0;
  const words = found.replace(/\s+/g, ' ');
  const flat = text.slice(0, offset).replace(/\s+/g, ' ');
  for (let at = flat.indexOf(words); at >= 0; at = flat.indexOf(words, at + 1)) n++;
  return n;
}
