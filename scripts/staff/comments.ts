/**
 * Moderate the comments visitors send from the articles (store `comments`, see netlify/lib/store.ts).
 *
 *   npm run comments -- list          pending comments: id, date, article, language, name, e-mail, start of the text
 *   npm run comments -- show ID       one pending comment in full (ID: the full id, or any unique part)
 *   npm run comments -- approve ID    publish it: add it to content/comments/<article-slug>.yaml (name, date,
 *                                     language and text; never the e-mail address), then delete the pending record
 *   npm run comments -- reject ID     delete it, e-mail address included; nothing of it is kept
 *
 * Publishing is content as code: the file `approve` writes is checked by `npm run content:check`
 * (src/schemas/comment.ts) and goes live through a pull request and the next build.
 *
 * The name, address and text are sealed in the store: the commands decrypt them with PERSONAL_DATA_KEY, or
 * locally with `.state/personal-data-key` (./blobs-store.ts).
 *
 * Where it reads: the deployed store when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set (or with
 * --remote), otherwise (or with --local) the local sandbox of `netlify dev` (see ./blobs-store.ts).
 * `--dir PATH` names another project folder (its `.netlify/` and its `content/`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Store } from '@netlify/blobs';
import { Document, isSeq, parseDocument, Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { openComment, type StoredComment, type DataKeys } from '../../netlify/lib/personal';
import type { PendingComment } from '../../netlify/lib/store';
import { commentFileSchema, publishedCommentSchema, type PublishedComment } from '../../src/schemas/comment';
import { COMMENT_FILES, COMMENTED_COLLECTION } from '../content/collections';
import { listKeys, mapLimit, openChosenStore, type OpenedStore } from './blobs-store';
import { cut, findByIdPart, runWhenMain, visibleIo, type CliIo } from './cli';

/** The store `POST /api/comments` writes to (COMMENTS_STORE in netlify/lib/store.ts). */
const STORE_NAME = 'comments';

interface Pending {
  key: string;
  comment: PendingComment;
}

/** Every pending comment, oldest first. */
export async function loadPending(store: Store, dataKeys: DataKeys | null): Promise<Pending[]> {
  const keys = (await listKeys(store, '')).filter((key) => !key.startsWith('state/'));
  const rows = await mapLimit(keys, 16, async (key) => {
    const stored = (await store.get(key, { type: 'json' })) as StoredComment | null;
    return stored ? { key, comment: openComment(dataKeys, stored) } : null;
  });
  return rows
    .filter((r): r is Pending => r !== null)
    .sort((a, b) => a.comment.createdAt.localeCompare(b.comment.createdAt) || a.key.localeCompare(b.key));
}

const zurichDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The published form of a pending comment: the day it was sent (Swiss time), never the e-mail address. */
export function toPublished(comment: PendingComment): PublishedComment {
  return {
    id: comment.id,
    name: comment.name,
    date: zurichDay.format(new Date(comment.createdAt)),
    locale: comment.locale,
    message: comment.message,
  };
}

/**
 * The file's text with the comment appended to its `comments:` list (oldest first, so the new one goes last).
 * The rest of the file is kept as it is; the message is a literal block (`|-`), as authors write it.
 */
export function appendComment(existing: string, comment: PublishedComment): string {
  const doc = existing.trim() === '' ? new Document({ comments: [] }) : parseDocument(existing);
  let list = doc.get('comments', true);
  if (!isSeq(list)) {
    list = doc.createNode([]);
    doc.set('comments', list);
  }
  const seq = list as YAMLSeq;
  const item = doc.createNode(comment) as YAMLMap;
  (item.get('message', true) as Scalar).type = Scalar.BLOCK_LITERAL;
  seq.items.push(item);
  // `comments: []` is a flow list; one with items reads better as a block list.
  seq.flow = false;
  return doc.toString({ lineWidth: 0 });
}

const shortDate = (iso: string) => iso.replace('T', ' ').slice(0, 16);

export function formatList(rows: Pending[]): string {
  if (rows.length === 0) return 'No pending comments.';
  const header = `${'ID'.padEnd(57)}  ${'DATE (UTC)'.padEnd(16)}  ${cut('ARTICLE', 30)}  LANG  ${cut('NAME', 20)}  ${cut('E-MAIL', 28)}  MESSAGE`;
  const lines = rows.map(
    ({ comment: c }) =>
      `${c.id.padEnd(57)}  ${shortDate(c.createdAt).padEnd(16)}  ${cut(c.slug, 30)}  ${c.locale.padEnd(4)}  ${cut(c.name, 20)}  ${cut(c.email, 28)}  ${cut(c.message, 40).trimEnd()}`,
  );
  return [header, ...lines, '', `${rows.length} pending comment${rows.length === 1 ? '' : 's'}.`].join('\n');
}

export function formatPending({ comment: c }: Pending): string {
  return [
    `ID:        ${c.id}`,
    `Received:  ${c.createdAt}`,
    `Article:   ${c.slug}`,
    `Language:  ${c.locale}`,
    `Page:      ${c.page ?? '-'}`,
    `Name:      ${c.name}`,
    `E-mail:    ${c.email}`,
    '',
    c.message,
  ].join('\n');
}

/** Whether the commented collection's folder (content/articles/) has the entry, in any language. */
function articleExists(projectRoot: string, slug: string): boolean {
  const { folder, extension } = COMMENTED_COLLECTION;
  const dir = join(projectRoot, 'content', folder);
  return (
    existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(`${slug}.`) && name.endsWith(`.${extension}`))
  );
}

/** Writes the comment into content; returns the file and how many comments it lists, or what stops it. */
export async function publish(
  projectRoot: string,
  comment: PendingComment,
): Promise<{ file: string; count: number; already: boolean } | { problem: string }> {
  if (!articleExists(projectRoot, comment.slug))
    return {
      problem: `there is no article "${comment.slug}" in content/${COMMENTED_COLLECTION.folder}/ (renamed or removed?); reject the comment, or publish it by hand under the article's new name.`,
    };
  const published = publishedCommentSchema.safeParse(toPublished(comment));
  if (!published.success)
    return {
      problem: `it cannot be published as it is (${published.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}); reject it.`,
    };
  const file = join(projectRoot, 'content', COMMENT_FILES.folder, `${comment.slug}.yaml`);
  const existing = existsSync(file) ? await readFile(file, 'utf8') : '';
  const before = commentFileSchema.safeParse(
    existing.trim() === '' ? { comments: [] } : parseDocument(existing).toJS(),
  );
  if (!before.success)
    return {
      problem: `${relative(projectRoot, file)} is not valid now; run \`npm run content:check\`, fix it, then approve again.`,
    };
  if (before.data.comments.some((c) => c.id === comment.id))
    return { file, count: before.data.comments.length, already: true };
  const text = appendComment(existing, published.data);
  const after = commentFileSchema.parse(parseDocument(text).toJS()).comments;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  return { file, count: after.length, already: false };
}

const USAGE = `Usage: npm run comments -- <command> [options]

Commands:
  list          list the pending comments (id, date, article, language, name, e-mail, start of the text)
  show ID       show one pending comment (ID: full id or a unique part of it)
  approve ID    publish it into content/comments/<article>.yaml (without the e-mail address), then delete it
                from the pending store; commit the file and open a pull request to put it online
  reject ID     delete it, e-mail address included

Options:
  --remote      use the deployed store (needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN)
  --local       use the local sandbox of netlify dev (.netlify/blobs-serve), the default
                unless NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set
  --dir PATH    project folder holding .netlify/ and content/ (default: this repository)
`;

/** A command line read: the command, the id it acts on and where the store is. */
interface CommentsCommand {
  command: string;
  id?: string;
  remote?: boolean;
  local?: boolean;
  dir: string;
}

/** Reads the options and checks the command's own arguments; a problem is told on `io` and exits. */
function parseCommentsArgs(argv: string[], io: CliIo): CommentsCommand | { exit: number } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        remote: { type: 'boolean' },
        local: { type: 'boolean' },
        dir: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return { exit: 1 };
  }
  const { values, positionals } = parsed;
  const [command, id] = positionals;
  if (!command || command === 'help' || values.help) {
    io.out(USAGE);
    return { exit: command || values.help ? 0 : 1 };
  }
  if (!['list', 'show', 'approve', 'reject'].includes(command)) {
    io.err(`Unknown command "${command}".\n\n${USAGE}`);
    return { exit: 1 };
  }
  if (command !== 'list' && !id) {
    io.err(`${command} needs the id of a pending comment (see \`npm run comments -- list\`).`);
    return { exit: 1 };
  }
  const dir = resolve(values.dir ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
  return { command, id, remote: values.remote, local: values.local, dir };
}

/** Runs the command line; returns the exit code. */
export async function runCommentsCli(argv: string[], rawIo: CliIo): Promise<number> {
  // What a visitor typed reaches the terminal escaped.
  const io = visibleIo(rawIo);
  const parsed = parseCommentsArgs(argv, io);
  if ('exit' in parsed) return parsed.exit;
  const { command, id, remote, local, dir } = parsed;
  const chosen = await openChosenStore(STORE_NAME, { remote, local, projectRoot: dir, env: io.env });
  if ('error' in chosen) {
    io.err(chosen.error);
    return 1;
  }
  if ('noSandbox' in chosen) return noSandbox(command, chosen.noSandbox, io);
  const { opened } = chosen;
  try {
    const rows = await loadPending(opened.store, opened.keys);
    if (command === 'list') {
      io.out(formatList(rows));
      io.err(`(${opened.where})`);
      return 0;
    }
    const found = findByIdPart(rows, (r) => r.comment.id, id!);
    if (found === null) {
      io.err(`No pending comment matches "${id}"; \`npm run comments -- list\` shows them.`);
      return 1;
    }
    if ('ambiguous' in found) {
      io.err(`"${id}" matches ${found.ambiguous} pending comments; give more of the id.`);
      return 1;
    }
    if (command === 'show') {
      io.out(formatPending(found));
      return 0;
    }
    if (command === 'reject') return await reject(found, opened, io);
    return await approve(found, dir, opened, io);
  } finally {
    await opened.close();
  }
}

/** No local store yet: nothing is pending, which only `list` may answer without failing. */
function noSandbox(command: string, folder: string, io: CliIo): number {
  if (command === 'list') {
    io.out('No pending comments.');
    io.err(`(${folder} does not exist yet: start the site with \`npm start\` and post a comment on an article)`);
    return 0;
  }
  io.err(`No pending comments: ${folder} does not exist yet. Start the site with \`npm start\` and post a comment.`);
  return 1;
}

async function reject({ key, comment }: Pending, opened: OpenedStore, io: CliIo): Promise<number> {
  await opened.store.delete(key);
  io.out(
    `Rejected ${comment.id} by ${comment.name} on "${comment.slug}": deleted with its e-mail address; nothing of it is kept.`,
  );
  return 0;
}

/** Publishes the comment into its article's file, then deletes the pending copy; says what to do next. */
async function approve({ key, comment }: Pending, dir: string, opened: OpenedStore, io: CliIo): Promise<number> {
  const result = await publish(dir, comment);
  if ('problem' in result) {
    io.err(`Not approved: ${result.problem}`);
    return 1;
  }
  await opened.store.delete(key);
  const file = relative(dir, result.file);
  io.out(
    [
      result.already
        ? `${comment.id} was already published in ${file}; the pending copy and its e-mail address are now deleted.`
        : `Approved ${comment.id} by ${comment.name} on "${comment.slug}": ${file} now lists ${result.count} comment${result.count === 1 ? '' : 's'}.`,
      ...(result.already ? [] : ['The pending copy and its e-mail address are deleted.']),
      `Next: \`npm run content:check\`, then commit ${file} and open a pull request; the article shows the comment after the next build (\`npm run build\`, or \`npm start\` locally).`,
    ].join('\n'),
  );
  return 0;
}

runWhenMain(import.meta.url, 'comments', runCommentsCli);
