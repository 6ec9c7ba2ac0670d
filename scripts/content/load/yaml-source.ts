import { load } from 'js-yaml';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { withLineFeeds } from './split-mdx';

/** A parsed YAML text that can say on which line and column any field starts. */
export interface YamlSource {
  data: unknown;
  /** Syntax errors with their position, already 1-based. */
  syntaxErrors: { line: number; column: number; message: string }[];
  /** Position of the value at `fieldPath`, or of its nearest existing parent when it is missing. */
  locate(fieldPath: readonly PropertyKey[]): { line: number; column: number };
  /**
   * Position of the `nth` (0-based) occurrence of `found` inside the value at `fieldPath`, read in the
   * YAML source (runs of spaces and line breaks match any other: a folded value keeps its words);
   * the value's own position when it is not written there as such (an escape inside it).
   */
  locateText(fieldPath: readonly PropertyKey[], found: string, nth: number): { line: number; column: number };
  /** The YAML text, and the lines of its file before it (an MDX file's `---`). */
  text: string;
  lineOffset: number;
}

/**
 * A content file's YAML, or an MDX file's frontmatter. Not cached between runs: js-yaml reads even a large
 * site's texts quickly, and a cache of their data costs about as much to write on a first deploy as it
 * saves on the next.
 * @param lineOffset lines before the YAML text in its file (the `---` line of MDX frontmatter).
 */
export function parseYamlSource(written: string, lineOffset = 0): YamlSource {
  const text = withLineFeeds(written);
  const fast = yamlData(text);
  if (!fast) return parse(text, lineOffset);
  // The `yaml` package's document, for positions, only if a problem's position is asked for.
  let parsed: YamlSource | undefined;
  const full = () => (parsed ??= parse(text, lineOffset));
  return {
    data: fast.data,
    syntaxErrors: [],
    locate: (fieldPath) => full().locate(fieldPath),
    locateText: (fieldPath, found, nth) => full().locateText(fieldPath, found, nth),
    text,
    lineOffset,
  };
}

/** A key left empty (`: value`, a slip when pasting a line): js-yaml names it "null", the `yaml` package "". */
const EMPTY_KEY = /^[ \t-]*:(?:[ \t]|$)|[{,][ \t]*:(?:[ \t]|$)/m;

/**
 * The data of a YAML text, read by js-yaml, which builds it about seven times faster than the `yaml`
 * package (a cold content step spent half a millisecond per file on it); undefined for any text
 * js-yaml rejects, or could read differently, so that the `yaml` package reports the problem with its
 * position. Both read YAML 1.2's core schema: tests/content/yaml-source.test.ts holds them to the same
 * data on every content file of the site and on thousands of broken variants of them.
 */
export function yamlData(text: string): { data: unknown } | undefined {
  if (EMPTY_KEY.test(text)) return undefined;
  try {
    return { data: load(text) };
  } catch {
    return undefined;
  }
}

function parse(text: string, lineOffset: number): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  return {
    data: doc.errors.length ? undefined : doc.toJS(),
    syntaxErrors: doc.errors.map((e) => ({ ...pos(e.pos[0]), message: e.message.split('\n')[0]! })),
    locate(fieldPath) {
      const node = deepestNode(doc, fieldPath);
      return pos(node?.range?.[0] ?? 0);
    },
    locateText(fieldPath, found, nth) {
      const node = deepestNode(doc, fieldPath);
      const [start, end] = node?.range ?? [0, 0];
      const words = found
        .trim()
        .split(/\s+/)
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const pattern = new RegExp((/^\s/.test(found) ? '\\s+' : '') + words.join('\\s+'), 'gu');
      const raw = text.slice(start, end);
      let m: RegExpExecArray | null = null;
      for (let i = 0; i <= nth; i++) if (!(m = pattern.exec(raw))) break;
      return pos(start + (m?.index ?? 0));
    },
    text,
    lineOffset,
  };
}

function deepestNode(doc: Document, fieldPath: readonly PropertyKey[]): Node | undefined {
  let node = doc.contents as Node | null;
  let found: Node | undefined = node ?? undefined;
  for (const key of fieldPath) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown })?.value === key);
      if (!pair) break;
      // Point at the key of a present field: its value may span many lines.
      found = (pair.value as Node) ?? (pair.key as Node);
      node = pair.value as Node;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      found = item;
      node = item;
    } else break;
  }
  return found;
}

/**
 * A file's data without its `source:` line, and that line's value: what the schema sees, and a translation's
 * bookkeeping (../checks/freshness.ts).
 */
export function splitTranslates(data: unknown): { data: unknown; translates?: string } {
  if (!data || typeof data !== 'object' || !('source' in data)) return { data };
  const { source: translates, ...rest } = data as Record<string, unknown>;
  return { data: rest, translates: String(translates) };
}
