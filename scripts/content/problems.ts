/**
 * Problems found in content files, reported like compiler errors so an author can jump
 * straight to the line: `content/products/carports-v.fr.yaml:12:5 faqData[3].answer: required`.
 */
export interface Problem {
  /** The file, relative to the repository root: `content/products/carports-v.fr.yaml`. */
  file: string;
  line: number;
  column: number;
  /** Field path inside the file, such as `faqData[3].answer`; empty for whole-file problems. */
  field: string;
  message: string;
}

/** A problem at one key of a catalogue or other YAML file, at the line and column where the key is written. */
export function problemAtKey(
  entry: { file: string; source: { locate(fieldPath: readonly PropertyKey[]): { line: number; column: number } } },
  key: string,
  message: string,
): Problem {
  return { file: entry.file, ...entry.source.locate([key]), field: key, message };
}

export function formatFieldPath(fieldPath: readonly PropertyKey[]): string {
  return fieldPath
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  return p.field ? `${where} ${p.field}: ${p.message}` : `${where} ${p.message}`;
}

/** GitHub Actions workflow command, so the problem shows inline on the pull request. */
export function githubAnnotation(p: Problem, level: 'error' | 'warning' = 'error'): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const title = p.field ? `${p.field}` : 'content';
  return `::${level} file=${p.file},line=${p.line},col=${p.column},title=${escape(title)}::${escape(p.message)}`;
}

/** Sort by file, then line, so the report reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
