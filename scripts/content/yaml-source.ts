import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { join } from 'node:path';
import { CACHE_DIR, JsonCache } from './json-cache';

/** A parsed YAML text that can say on which line and column any field starts. */
export interface YamlSource {
  data: unknown;
  /** Syntax errors with their position, already 1-based. */
  syntaxErrors: { line: number; column: number; message: string }[];
  /** Position of the value at `path`, or of its nearest existing parent when it is missing. */
  locate(path: readonly PropertyKey[]): { line: number; column: number };
}

/**
 * The data of YAML texts parsed before, as JSON, by the text's hash (./json-cache.ts): most of the
 * time a content run spends on YAML files. A text from the cache is parsed again only if a problem's
 * position in it is asked for.
 */
export type YamlCache = JsonCache<string>;

export const openYamlCache = (): YamlCache | undefined =>
  JsonCache.open(join(CACHE_DIR, 'yaml.json'), fileURLToPath(import.meta.url), 'yaml 1');

/**
 * @param lineOffset lines before the YAML text in its file (the `---` line of MDX frontmatter).
 */
export function parseYamlSource(text: string, lineOffset = 0, cache?: YamlCache): YamlSource {
  const key = cache && createHash('sha256').update(text).digest('base64url');
  const json = key && cache.get(key);
  if (json) {
    let parsed: YamlSource | undefined;
    return { data: JSON.parse(json), syntaxErrors: [], locate: (path) => (parsed ??= parse(text, lineOffset)).locate(path) };
  }
  const parsed = parse(text, lineOffset);
  if (key && !parsed.syntaxErrors.length) {
    const stored = jsonOf(parsed.data);
    if (stored !== undefined) cache.set(key, stored);
  }
  return parsed;
}

/** The data as JSON; undefined when JSON cannot hold it as YAML gave it (.inf, .nan). */
function jsonOf(data: unknown): string | undefined {
  let exact = true;
  const json = JSON.stringify(data, (_, value: unknown) => {
    if (typeof value === 'number' && !Number.isFinite(value)) exact = false;
    return value;
  });
  return exact ? json : undefined;
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
    locate(path) {
      const node = deepestNode(doc, path);
      return pos(node?.range?.[0] ?? 0);
    },
  };
}

function deepestNode(doc: Document, path: readonly PropertyKey[]): Node | undefined {
  let node = doc.contents as Node | null;
  let found: Node | undefined = node ?? undefined;
  for (const key of path) {
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
