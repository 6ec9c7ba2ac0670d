// Free of imports: the editor's file formats (scripts/cms/admin/) read MDX files as the content step does.

/**
 * The text with every line ending a line feed: a CRLF or a lone CR, which some editors write, ends a line as MDX
 * and YAML read it, and every later step (positions, silences, paragraphs) counts lines by line feeds alone.
 */
export function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/**
 * An MDX file cut into its frontmatter and body, or why it cannot be: the one reading of the frontmatter.
 * Every later step gets the body alone.
 */
export function splitMdx(
  raw: string,
): { yaml: string; body: string; bodyStartLine: number; bodyOffset: number } | { error: string } {
  // A byte order mark, which some editors write, is no character of the file's first line.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  // Fences and line endings as MDX's frontmatter extension reads them: blanks may follow either fence, the YAML
  // may be empty, and a line ends at LF, CRLF or a lone CR.
  if (!/^---[ \t]*(?:\r\n|\r|\n|$)/.test(text))
    return { error: 'an MDX file starts with frontmatter between two "---" lines' };
  const front = /^---[ \t]*(?:\r\n|\r|\n)(?:([\s\S]*?)(?:\r\n|\r|\n))??---[ \t]*(?:\r\n|\r|\n|$)/.exec(text);
  if (!front) return { error: 'the frontmatter is not closed: add a line with "---" after it' };
  const lineEnds = front[0].match(/\r\n|\r|\n/g)?.length ?? 0;
  const endsWithLineEnd = /[\r\n]$/.test(front[0]);
  const bodyStartLine = lineEnds + (endsWithLineEnd ? 1 : 2);
  // Where the body starts in `raw`, for a step that writes the file back as its author wrote it.
  const bodyOffset = raw.length - text.length + front[0].length;
  return { yaml: front[1] ?? '', body: withLineFeeds(text.slice(front[0].length)), bodyStartLine, bodyOffset };
}
