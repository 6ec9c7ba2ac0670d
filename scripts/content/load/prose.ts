/**
 * The prose of content entries: which fields are text a reader reads (not paths, ids or names),
 * and the paragraphs of an MDX body. Shared by the language check and the typography of each
 * language, so both see the same texts.
 */

/** Markdown, links, urls and e-mail addresses reduced to the words a reader reads. */
export function proseOf(text: string, ignore: readonly string[] = []): string {
  let prose = text;
  for (const name of ignore) prose = prose.split(name).join(' ');
  return (
    prose
      .replace(/<[^>]+>/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // A url or an e-mail address is tried from the start of its word only: from every character, long words cost their square.
      .replace(/https?:\/\/\S+|mailto:\S+|(?<!\S)\S+@\S+|\/[\w\-/]+\//g, ' ')
      .replace(/[*_`#>|]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Keys whose values are not prose (paths, ids, names) and are never checked. */
const NOT_PROSE = new Set([
  'src',
  'link',
  'ctaLink',
  'url',
  'href',
  'id',
  'category',
  'date',
  'author',
  'name',
  'source',
  'icon',
  'type',
  'key',
  'updated',
]);

/**
 * An entry's prose fields by its data: the style, language and site-fact checks each read every entry's, and
 * the data of a loaded entry is never changed (the typography makes new data), so they are listed once.
 */
const fieldsOfData = new WeakMap<object, readonly [PropertyKey[], string][]>();

/** Every prose string of a YAML entry, with its field path (read only: the list is shared). */
export function proseFields(value: unknown): readonly [PropertyKey[], string][] {
  if (!value || typeof value !== 'object') return fieldsUnder(value, []);
  let fields = fieldsOfData.get(value);
  if (!fields) fieldsOfData.set(value, (fields = fieldsUnder(value, [])));
  return fields;
}

function fieldsUnder(value: unknown, fieldPath: PropertyKey[]): [PropertyKey[], string][] {
  if (typeof value === 'string') return [[fieldPath, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => fieldsUnder(v, [...fieldPath, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (NOT_PROSE.has(k) ? [] : fieldsUnder(v, [...fieldPath, k])));
  return [];
}

/** The paragraphs of an MDX body (blank-line separated, components and tables left out), with their first line. */
export function bodyParagraphs(body: string, firstLine: number): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let start = 0;
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join(' ').trim();
    if (text && !/^(<|\||import |export )/.test(text)) out.push({ line: firstLine + start, text });
    lines = [];
  };
  body.split('\n').forEach((line, i) => {
    if (!line.trim()) return flush();
    if (!lines.length) start = i;
    lines.push(line);
  });
  flush();
  return out;
}

/** A copy of an entry's data with `fn` applied to every prose string. */
export function mapProse<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapProse(v, fn)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, NOT_PROSE.has(k) ? v : mapProse(v, fn)])) as T;
  return value;
}
