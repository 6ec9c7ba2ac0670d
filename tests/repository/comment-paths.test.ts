/**
 * Comments that name a file of this repository name one that exists. Every comment of the sources (src/,
 * scripts/, netlify/, tests/, tools/) and of the configuration files is read, and each path in it checked.
 *
 * What counts as a path of the repository:
 *   - a word that starts with a top-level folder of the repository as git lists it (`scripts/finish/csp.ts`,
 *     `content/`), or with `./` or `../` (read from the commenting file's own folder);
 *   - not a pattern: a path holding `<`, `*`, `{`, `[`, `$` or an ellipsis stands for many files and is skipped
 *     (`content/products/<key>.<locale>.yaml`);
 *   - not build output: a path git ignores (`src/generated/`, `public/_img/`, `public/downloads/`, the whole of
 *     `dist/` and `.state/`, per .gitignore) is made by a build or a run, so a fresh checkout lacks it;
 *   - not a file of an npm package: a path the same comment attributes to an installed package (`eld's
 *     src/languageDetector.js`) is checked inside `node_modules/<package>/` instead;
 *   - folders the code itself creates on first use, listed in MADE_ON_FIRST_USE with what creates them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Folders absent from a checkout until the code writes into them. */
const MADE_ON_FIRST_USE: Record<string, string> = {
  'content/comments/': '`npm run comments -- approve` writes the first published comment there',
};

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const TOP_FOLDERS = [...new Set(tracked.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!))];
const SOURCE = /^(src|scripts|netlify|tests|tools)\/.*\.(tsx?|mts|mjs|js|sh)$/;
const CONFIG = /^([^/]+\.(config\.[jt]s|toml)|\.github\/workflows\/.+\.yml|\.ci\/[^/]+)$/;
const files = tracked.filter((f) => (SOURCE.test(f) || CONFIG.test(f)) && !f.endsWith('.d.ts'));

interface Comment {
  line: number;
  text: string;
}

/** Every comment of a TypeScript or JavaScript file, found by the compiler's own scanner of each token. */
function scriptComments(file: string, text: string): Comment[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, Comment>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? [])
      if (!seen.has(r.pos))
        seen.set(r.pos, { line: source.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) });
  };
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()];
}

/** Whole-line `#` comments of shell scripts, TOML and YAML files (a `#` inside a command is left alone). */
function hashComments(text: string): Comment[] {
  return text
    .split('\n')
    .flatMap((line, i) => (/^\s*#/.test(line) && !line.startsWith('#!') ? [{ line: i + 1, text: line }] : []));
}

/** Packages a comment attributes files to: `eld's`, `eld 2.1's`, `node_modules/eld/`. */
function packagesNamed(comment: string): string[] {
  const names = [
    ...[...comment.matchAll(/(@?[\w.-]+(?:\/[\w.-]+)?)(?: [\d.]+)?['’]s\b/g)].map((m) => m[1]!),
    ...[...comment.matchAll(/node_modules\/(@[\w.-]+\/[\w.-]+|[\w.-]+)/g)].map((m) => m[1]!),
  ];
  return names.filter((name) => existsSync(join(ROOT, 'node_modules', name, 'package.json')));
}

const PATH = /(?<![\w@/.$-])((?:\.\.?\/)+[^\s'"`(),;:]+|[\w.-]+\/[^\s'"`(),;:]*)/g;
const PATTERN = /[<>*{}[\]$…]|\.\.\./;

const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
};

const exists = (path: string) => existsSync(join(ROOT, path));

/** The paths a comment names that are neither in the repository nor excused above, with their line in it. */
function missingPaths(file: string, comment: string): { path: string; line: number }[] {
  const missing: { path: string; line: number }[] = [];
  for (const match of comment.matchAll(PATH)) {
    const word = match[1]!.replace(/[.!?]+$/, '');
    if (PATTERN.test(word)) continue;
    const relativeToFile = word.startsWith('./') || word.startsWith('../');
    if (!relativeToFile && !TOP_FOLDERS.includes(word.split('/')[0]!)) continue;
    const path = relativeToFile ? posix.normalize(posix.join(dirname(file), word)) : word;
    if (path.startsWith('../')) continue;
    if (exists(path) || exists(path.replace(/\/$/, ''))) continue;
    if (MADE_ON_FIRST_USE[path] !== undefined || MADE_ON_FIRST_USE[`${path}/`] !== undefined) continue;
    if (packagesNamed(comment).some((name) => existsSync(join(ROOT, 'node_modules', name, word)))) continue;
    if (ignored(path)) continue;
    missing.push({ path: word, line: comment.slice(0, match.index).split('\n').length - 1 });
  }
  return missing;
}

describe('paths named in comments', () => {
  it('reads the sources and the configuration files', () => {
    expect(files).toContain('scripts/finish/csp.ts');
    expect(files).toContain('netlify.toml');
    expect(files).toContain('vite.config.ts');
    expect(files.length).toBeGreaterThan(300);
  });

  it('tells a missing path from a pattern, build output, a package file and a folder made on first use', () => {
    const file = 'scripts/content/build.ts';
    const named = (comment: string) => missingPaths(file, comment).map((m) => m.path);
    expect(named('// see scripts/no-such-step.ts and ./no-such.ts')).toEqual([
      'scripts/no-such-step.ts',
      './no-such.ts',
    ]);
    expect(named('// written by scripts/content/build.ts, from ./problems.ts.')).toEqual([]);
    expect(named('/** content/products/<key>.<locale>.yaml, src/x/*.ts */')).toEqual([]);
    expect(named('// into src/generated/anything/, public/_img/x.webp')).toEqual([]);
    expect(named("// eld 2.1's src/languageDetector.js")).toEqual([]);
    expect(named('// src/languageDetector.js')).toEqual(['src/languageDetector.js']);
    expect(named('// every file of content/comments/')).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const problems = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const comments = /\.(tsx?|mts|mjs|js)$/.test(file) ? scriptComments(file, text) : hashComments(text);
      return comments.flatMap((c) =>
        missingPaths(file, c.text).map((m) => `${file}:${c.line + m.line} names ${m.path}, which does not exist`),
      );
    });
    expect(problems, 'fix the comment: name the file as it is now, or describe it without a path').toEqual([]);
  });
});
