/**
 * What the staff command lines (`npm run leads`, `npm run comments`) share: their output channels, the
 * cells of their tables, finding a record by a part of its id, and starting when run from a shell.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where a command writes and what it reads; tests pass their own to collect the output. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

/**
 * Characters a visitor can type that a terminal does not show as themselves: C0 and C1 controls (but tab
 * and line feed), DEL, line and paragraph separators, zero-width space, byte order mark and the bidi marks,
 * embeddings, overrides and isolates that can reorder what staff read.
 */
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/** `text` with every hidden character written as a visible escape: `\u{202E}`. */
export function visible(text: string): string {
  return text.replace(HIDDEN, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`);
}

/** The same channels, every text made visible first (what staff read in a terminal). */
export function visibleIo(io: CliIo): CliIo {
  return { ...io, out: (text) => io.out(visible(text)), err: (text) => io.err(visible(text)) };
}

/** A table cell of exactly `width` characters: white space folded, cut with an ellipsis or padded. */
export function cut(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

/** The row whose id is `query`, or the only one whose id contains it (staff paste a part of a long id). */
export function findByIdPart<T>(rows: T[], idOf: (row: T) => string, query: string): T | { ambiguous: number } | null {
  const exact = rows.find((r) => idOf(r) === query);
  if (exact) return exact;
  const matches = rows.filter((r) => idOf(r).includes(query));
  if (matches.length === 1) return matches[0]!;
  return matches.length > 1 ? { ambiguous: matches.length } : null;
}

/**
 * Runs the command when `moduleUrl` is the file started from the shell (`tsx scripts/staff/leads.ts …`), not when
 * a test imports it; its exit code becomes the process's, and an error is printed after `name: `.
 */
export function runWhenMain(
  moduleUrl: string,
  name: string,
  run: (argv: string[], io: CliIo) => Promise<number>,
): void {
  const started = process.argv[1];
  if (started === undefined || moduleUrl !== pathToFileURL(resolve(started)).href) return;
  run(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
