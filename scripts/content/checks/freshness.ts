/**
 * Translation freshness, as Lunaria does for Starlight: each translation records, in a `source:`
 * line, a fingerprint of the English text it was translated from. When the English file changes
 * afterwards, the translation is outdated and the check names the fields that changed. The
 * fingerprint covers only what is translated (prose fields and the MDX body), so moving an image or
 * fixing a link in English does not mark six files outdated.
 *
 *   npm run content:status                  a table per language: up to date, outdated, missing
 *   npm run content:translated -- FILE...   record that FILE now translates the current English
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { parse } from 'yaml';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/schemas/index';
import type { Content } from '../load/load';
import { bodyParagraphs, proseFields } from '../load/prose';
import { formatFieldPath } from '../problems';
import { writtenCollections } from '../load/written-collections';
import { yamlData } from '../load/yaml-source';
import { splitMdx, withLineFeeds } from '../load/split-mdx';

/** The translatable texts of a content file, by field (`faqData[3].answer`; body paragraphs as `body ¶2`). */
export function translatableFields(raw: string, file: string): Map<string, string> {
  const fields = new Map<string, string>();
  const text = withLineFeeds(raw);
  let yaml = text;
  let body: string | undefined;
  if (file.endsWith('.mdx')) {
    const split = splitMdx(text);
    yaml = 'error' in split ? '' : split.yaml;
    body = 'error' in split ? text : split.body;
  }
  const data = (yamlData(yaml)?.data ?? parse(yaml) ?? {}) as Record<string, unknown>;
  delete data.source;
  for (const [fieldPath, text] of proseFields(data)) fields.set(formatFieldPath(fieldPath), text);
  bodyParagraphs(body ?? '', 1).forEach((p, i) => fields.set(`body ¶${i + 1}`, p.text));
  return fields;
}

/** The fingerprint a translation records: 12 hex digits of the SHA-256 of the English file's texts. */
export function sourceHash(fields: Map<string, string>): string {
  return createHash('sha256')
    .update(JSON.stringify([...fields]))
    .digest('hex')
    .slice(0, 12);
}

export type TranslationState = 'up to date' | 'outdated' | 'missing' | 'unrecorded';

export interface TranslationRow {
  /** The English file. */
  source: string;
  locale: Locale;
  /** The translation's file (the one it would be, when missing). */
  file: string;
  state: TranslationState;
  /** Outdated: the English fields changed since, when git history can tell them. */
  changed?: string[];
}

type Reader = (file: string) => string;
/** Past versions of a file's translatable texts, newest first. */
export type History = (file: string) => Map<string, string>[];

/** Every entry's translations, in every locale but English. */
export function translationStatus(content: Content, read: Reader, history: History = gitHistory()): TranslationRow[] {
  const rows: TranslationRow[] = [];
  for (const col of writtenCollections(content))
    for (const byLocale of col.values()) {
      const en = byLocale.get(DEFAULT_LOCALE);
      if (!en) continue;
      const current = translatableFields(read(en.file), en.file);
      const hash = sourceHash(current);
      for (const locale of LOCALES) {
        if (locale === DEFAULT_LOCALE) continue;
        const entry = byLocale.get(locale);
        const file = en.file.replace(`.${DEFAULT_LOCALE}.`, `.${locale}.`);
        if (!entry) rows.push({ source: en.file, locale, file, state: 'missing' });
        else if (!entry.translates) rows.push({ source: en.file, locale, file, state: 'unrecorded' });
        else if (entry.translates === hash) rows.push({ source: en.file, locale, file, state: 'up to date' });
        else {
          const old = history(en.file).find((fields) => sourceHash(fields) === entry.translates);
          const changed = old ? changedFields(old, current) : undefined;
          rows.push({ source: en.file, locale, file, state: 'outdated', changed });
        }
      }
    }
  return rows;
}

/**
 * The fields whose text differs between two versions of a file. Body paragraphs are matched by their
 * text, not their number: a paragraph added near the top names that paragraph, not every one after it.
 */
export function changedFields(old: Map<string, string>, current: Map<string, string>): string[] {
  const isBody = (key: string) => key.startsWith('body ¶');
  const fields = [...new Set([...current.keys(), ...old.keys()])].filter(
    (k) => !isBody(k) && current.get(k) !== old.get(k),
  );
  const body = (map: Map<string, string>) => [...map].filter(([k]) => isBody(k)).map(([, text]) => text);
  return [...fields, ...changedParagraphs(body(old), body(current))];
}

/**
 * `body ¶n` for each paragraph of `current` that `old` does not hold in the same order (a longest
 * common subsequence), and `body: n removed after ¶m` where old paragraphs left without a new one.
 */
export function changedParagraphs(old: string[], current: string[]): string[] {
  // lcs[i][j]: length of the longest common subsequence of old[i..] and current[j..].
  const lcs = Array.from({ length: old.length + 1 }, () => new Array<number>(current.length + 1).fill(0));
  for (let i = old.length - 1; i >= 0; i--)
    for (let j = current.length - 1; j >= 0; j--)
      lcs[i]![j] = old[i] === current[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const changed: string[] = [];
  let i = 0;
  let j = 0;
  let gapOld = 0;
  let gapNew = 0;
  const closeGap = () => {
    if (gapOld > gapNew) changed.push(`body: ${gapOld - gapNew} removed ${j ? `after ¶${j}` : 'at the start'}`);
    gapOld = gapNew = 0;
  };
  while (i < old.length || j < current.length) {
    if (i < old.length && j < current.length && old[i] === current[j]) {
      closeGap();
      i++;
      j++;
    } else if (j < current.length && (i === old.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      changed.push(`body ¶${++j}`);
      gapNew++;
    } else {
      i++;
      gapOld++;
    }
  }
  closeGap();
  return changed;
}

/**
 * Past versions of files' translatable texts, newest first, from git. A shallow clone has few or
 * none: the translation is still reported outdated, only without the changed fields. Each English
 * file's history is read once however many of its translations are outdated, and a file git does
 * not track (new in this working tree) costs no git process at all: at a thousand articles, one
 * process per outdated translation cost more than the rest of the content step together.
 */
export function gitHistory(cwd = process.cwd()): History {
  let tracked: Set<string> | undefined;
  const seen = new Map<string, Map<string, string>[]>();
  const git = (args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  return (file) => {
    tracked ??= attempt(() => new Set(git(['ls-files', '-z', '--', 'content']).split('\0')), new Set<string>());
    if (!tracked.has(file)) return [];
    let versions = seen.get(file);
    if (!versions) {
      versions = attempt(
        () =>
          git(['log', '--format=%H', '--', file])
            .split('\n')
            .filter(Boolean)
            .map((rev) => translatableFields(git(['show', `${rev}:${file}`]), file)),
        [],
      );
      seen.set(file, versions);
    }
    return versions;
  };
}

function attempt<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

/** The one-line warning for an outdated translation. */
export function outdatedMessage(row: TranslationRow): string {
  const source = row.source.split('/').pop();
  const what = row.changed
    ? row.changed.length
      ? `changed: ${row.changed.join(', ')}`
      : 'changed: no text (only the fingerprint differs)'
    : "changed fields unknown: the English version it translates is not in this clone's history";
  return `translates an older ${source} (${what}); update it, then run \`npm run content:translated -- ${row.file}\``;
}

/** The file with its `source:` line set to `hash` (added at the top of its data when it has none). */
export function withSourceLine(raw: string, file: string, hash: string): string {
  const line = `source: ${hash}`;
  // The file as written (its byte order mark, fences, blanks and line endings), only its `source:` line set.
  const { data, start } = dataOf(raw, file);
  const set = SOURCE_LINE.exec(data);
  if (set) return raw.slice(0, start + set.index) + `${set[1]}${line}` + raw.slice(start + set.index + set[0].length);
  // First in the data, after its opening comment lines, so a comment stays the first thing an author reads.
  const eol = /\r\n|\r|\n/.exec(raw)?.[0] ?? '\n';
  const at = start + COMMENT_LINES.exec(data)![0].length;
  return `${raw.slice(0, at)}${line}${eol}${raw.slice(at)}`;
}

/** An existing `source:` line at the start of a line (a line ends at LF, CRLF or CR alone, as YAML reads it). */
const SOURCE_LINE = /(^|\r\n|\r|\n)source:[^\r\n]*/;
const COMMENT_LINES = /^(?:#[^\r\n]*(?:\r\n|\r|\n))*/;

/** A file's YAML data as written, and where it starts: an MDX file's frontmatter, or a YAML file after its byte order mark. */
function dataOf(raw: string, file: string): { data: string; start: number } {
  if (!file.endsWith('.mdx')) {
    const start = raw.startsWith('\uFEFF') ? 1 : 0;
    return { data: raw.slice(start), start };
  }
  const split = splitMdx(raw);
  if ('error' in split) throw new Error(`${file}: ${split.error}`);
  const start = /^\uFEFF?---[ \t]*(?:\r\n|\r|\n)/.exec(raw)![0].length;
  return { data: raw.slice(start, split.bodyOffset), start };
}
