/**
 * Silencing a style rule for one line, with a reason a reviewer can weigh:
 *
 *   YAML:  # style-ignore: address.voi — the visitor writes to us here, "vostro" is the company
 *   MDX:   {/* style-ignore: terms.rolling-roof — the manufacturer's model name *\/}
 *
 * A silence at the end of a line covers that line; alone on its line, it covers the next line that
 * is not a comment (and, for a YAML field starting there, the whole field). Several rules may be
 * named, separated by commas. The reason follows an em dash "—" or "--".
 */

export interface Silence {
  /** Line of the comment, 1-based in its file. */
  line: number;
  column: number;
  /** Line whose matches it silences. */
  target: number;
  rules: string[];
  /** Empty when the author gave none: that is itself a problem. */
  reason: string;
}

const MARK = 'style-ignore:';
const SILENCE = /style-ignore:\s*([\w.-]+(?:\s*,\s*[\w.-]+)*)?\s*(?:(?:—|--)\s*(.*?))?\s*(?:\*\/\s*\}?)?\s*$/;
const COMMENT_LINE = /^\s*(?:#|\{\/\*)/;

/** The silences written in a text whose first line is line `firstLine` of its file. */
export function findSilences(text: string, firstLine = 1): Silence[] {
  if (!text.includes(MARK)) return [];
  const lines = text.split('\n');
  const silences: Silence[] = [];
  lines.forEach((line, i) => {
    const at = line.indexOf(MARK);
    if (at < 0) return;
    const m = SILENCE.exec(line.slice(at));
    // Alone on its line when nothing but the comment's opening mark comes before it.
    const alone =
      line
        .slice(0, at)
        .replace(/(?:#|\{\/\*)\s*$/, '')
        .trim() === '';
    let target = i;
    if (alone) {
      target = i + 1;
      while (target < lines.length && (!lines[target]!.trim() || COMMENT_LINE.test(lines[target]!))) target++;
    }
    silences.push({
      line: firstLine + i,
      column: at + 1,
      target: firstLine + target,
      rules: (m?.[1] ?? '')
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
      reason: (m?.[2] ?? '').trim(),
    });
  });
  return silences;
}
