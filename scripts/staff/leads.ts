/**
 * Read the contact messages kept in Netlify Blobs (store `leads`).
 *
 *   npx tsx scripts/staff/leads.ts list                  id, date, name, e-mail, subject, mail status
 *   npx tsx scripts/staff/leads.ts show ID               one message in full (ID: the full id, or any unique part)
 *        [--save-attachment DIR]                   … and write its attachment into DIR
 *   npx tsx scripts/staff/leads.ts export [--out FILE]   every message as CSV (RFC 4180; stdout, or FILE with a BOM)
 *   npx tsx scripts/staff/leads.ts contacted ID          record a later exchange: the message is kept 3 years from it
 *        [--on YYYY-MM-DD]                         … on that day rather than today
 *   npx tsx scripts/staff/leads.ts newsletter list       confirmed newsletter subscribers (scripts/staff/leads-newsletter.ts)
 *   npx tsx scripts/staff/leads.ts newsletter export     … as CSV with the consent time, page and language
 *   npx tsx scripts/staff/leads.ts forget EMAIL          erase every record of an address (scripts/staff/leads-forget.ts)
 *        [--dry-run] [--name NAME]                 … show without deleting; look for comments signed NAME too
 *
 * The visitors' fields are sealed in the store (netlify/lib/personal.ts): the commands decrypt them with
 * PERSONAL_DATA_KEY (production's value, with --remote), or locally with the key `npm start` made in
 * `.state/personal-data-key`.
 *
 * Where it reads: the deployed store when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set (or with
 * --remote), otherwise (or with --local) the local sandbox of `netlify dev` (see ./blobs-store.ts).
 * `--dir PATH` names another project folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '@netlify/blobs';
import { listKeys, mapLimit, openChosenStore, type OpenedStore } from './blobs-store';
import { cut, findByIdPart, runWhenMain, visible, visibleIo, type CliIo } from './cli';
import { attachmentAad, openLead, type StoredLead, openBytes, type DataKeys } from '../../netlify/lib/personal';
import { LEAD_RETENTION_YEARS } from '../../netlify/lib/retention';
import type { LeadMessage } from '../../netlify/lib/store';
import { CONTACT_TEXT_FIELDS, type ContactTextField } from '../../src/schemas/contact-fields';
import { forget, formatForgetReport } from './leads-forget';
import { confirmedSubscriptions, formatSubscriptions, subscriptionsCsv } from './leads-newsletter';

const STORE_NAME = 'leads';

interface OutboxInfo {
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
}

/** Every stored message, oldest first, with its outbox state when its mail is still waiting. */
export async function loadLeads(
  store: Store,
  keys: DataKeys | null,
): Promise<{ lead: LeadMessage; outbox?: OutboxInfo }[]> {
  const [messageKeys, outboxKeys] = await Promise.all([listKeys(store, 'messages/'), listKeys(store, 'outbox/')]);
  const waiting = new Set(outboxKeys.map((k) => k.slice('outbox/'.length)));
  const rows = await mapLimit(messageKeys, 16, async (key) => {
    const stored = (await store.get(key, { type: 'json' })) as StoredLead | null;
    if (!stored) return null;
    const lead = openLead(keys, stored);
    let outbox: OutboxInfo | undefined;
    if (!lead.mailedAt && waiting.has(lead.id)) {
      outbox = ((await store.get(`outbox/${lead.id}`, { type: 'json' })) as OutboxInfo | null) ?? undefined;
    }
    return { lead, ...(outbox ? { outbox } : {}) };
  });
  return rows.filter((r): r is { lead: LeadMessage; outbox?: OutboxInfo } => r !== null);
}

const shortDate = (iso: string | null | undefined) => (iso ? iso.replace('T', ' ').slice(0, 16) : '');

/** Mail status for humans: `sent <date>`, `waiting (n failed attempts, next <date>)` or `waiting`. */
export function mailStatus(lead: LeadMessage, outbox?: OutboxInfo): string {
  if (lead.mailedAt) return `sent ${shortDate(lead.mailedAt)}`;
  if (lead.heldAt) return `held (in the summary of ${shortDate(lead.heldAt).slice(0, 13)}h)`;
  if (outbox && outbox.attempts > 0) {
    return `waiting (${outbox.attempts} failed, next ${shortDate(outbox.nextAttemptAt)})`;
  }
  return 'waiting';
}

export function formatList(rows: { lead: LeadMessage; outbox?: OutboxInfo }[]): string {
  if (rows.length === 0) return 'No messages.';
  const header = `${'ID'.padEnd(57)}  ${'DATE (UTC)'.padEnd(16)}  ${cut('NAME', 24)}  ${cut('E-MAIL', 30)}  ${cut('SUBJECT', 32)}  MAIL`;
  const lines = rows.map(
    ({ lead, outbox }) =>
      `${lead.id.padEnd(57)}  ${shortDate(lead.receivedAt).padEnd(16)}  ${cut(`${lead.prenom} ${lead.nom}`, 24)}  ${cut(lead.email, 30)}  ${cut(lead.sujet, 32)}  ${mailStatus(lead, outbox)}`,
  );
  return [header, ...lines, '', `${rows.length} message${rows.length === 1 ? '' : 's'}.`].join('\n');
}

/** The day the scheduled retention deletes the message (three years after its last contact). */
export function keptUntil(lead: Pick<LeadMessage, 'lastContactAt' | 'receivedAt'>): string {
  const lastContact = new Date(lead.lastContactAt ?? lead.receivedAt);
  lastContact.setUTCFullYear(lastContact.getUTCFullYear() + LEAD_RETENTION_YEARS);
  return lastContact.toISOString().slice(0, 10);
}

/** The label `show` gives each visible field but the message, which it prints last, whole. */
const SHOWN_FIELDS: Record<Exclude<ContactTextField, 'message'>, string> = {
  nom: 'Last name:',
  prenom: 'First name:',
  email: 'E-mail:',
  telephone: 'Phone:',
  societe: 'Company:',
  sujet: 'Subject:',
};

export function formatLead(lead: LeadMessage, outbox?: OutboxInfo): string {
  const fields = CONTACT_TEXT_FIELDS.filter((field) => field !== 'message').map(
    (field) => `${SHOWN_FIELDS[field].padEnd(13)}${lead[field] || '-'}`,
  );
  const lines = [
    `ID:          ${lead.id}`,
    `Received:    ${lead.receivedAt}`,
    ...fields,
    `Language:    ${lead.locale}`,
    `Page:        ${lead.page ?? '-'}`,
    `Attachment:  ${lead.attachment ? `${lead.attachment.name} (${lead.attachment.type}, ${lead.attachment.size} bytes)` : '-'}`,
    `Mail:        ${mailStatus(lead, outbox)}`,
    `Kept until:  ${keptUntil(lead)} (three years after the last contact, ${(lead.lastContactAt ?? lead.receivedAt).slice(0, 10)})`,
    '',
    lead.message || '-',
  ];
  return lines.join('\n');
}

/**
 * One CSV cell: a cell starting with = + - @ (or a tab / carriage return) gets a leading `'` so a
 * spreadsheet never runs it as a formula; then RFC 4180 quoting when it holds a comma, quote or line break.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Spreadsheets skip leading blanks before reading a formula too.
  if (/^[\s\u00a0]*[=+\-@]|^[\t\r\n]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export's columns in order, each with its value in a message's row: the header and every row read this list. */
const CSV_CELLS: readonly (readonly [column: string, value: (lead: LeadMessage) => unknown])[] = [
  ['id', (lead) => lead.id],
  ['receivedAt', (lead) => lead.receivedAt],
  ...CONTACT_TEXT_FIELDS.map((field) => [field, (lead: LeadMessage) => lead[field]] as const),
  ['locale', (lead) => lead.locale],
  ['page', (lead) => lead.page ?? ''],
  ['attachmentName', (lead) => lead.attachment?.name ?? ''],
  ['attachmentKey', (lead) => lead.attachment?.key ?? ''],
  ['mailedAt', (lead) => lead.mailedAt ?? ''],
];

export const CSV_COLUMNS: readonly string[] = CSV_CELLS.map(([column]) => column);

/**
 * A cell for a terminal: hidden characters (controls, bidi overrides) as visible escapes first (./cli.ts),
 * so what a visitor typed can neither drive the terminal nor reorder what staff read.
 */
export const terminalCsvCell = (value: unknown): string =>
  csvCell(value === null || value === undefined ? '' : visible(String(value)));

/** RFC 4180 CSV (CRLF line ends) of the messages. */
export function toCsv(leads: LeadMessage[], cell: (value: unknown) => string = csvCell): string {
  const rows = leads.map((lead) => CSV_CELLS.map(([, value]) => value(lead)));
  return [CSV_COLUMNS, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list                       list the messages (id, date, name, e-mail, subject, mail status)
  show ID                    show one message (ID: full id or a unique part of it)
                             --save-attachment DIR  write its attachment into DIR
  export                     print every message as CSV
                             --out FILE  write the CSV to FILE (UTF-8 with BOM, for spreadsheets)
  contacted ID               record a later exchange with the sender (a reply, a call): the message is then
                             kept three years from that day rather than from its arrival
                             --on YYYY-MM-DD  the day of the exchange (default: today)
  newsletter list            list the confirmed newsletter subscribers
  newsletter export          print them as CSV (e-mail, consent time, language, page); --out FILE as above
  forget EMAIL               delete every record of EMAIL from every store (messages with attachments and
                             outbox entries, newsletter subscriptions, pending comments) and list published
                             comments signed with the same name for removal by hand; needs
                             NEWSLETTER_SECRET (the deployed site's, with --remote) to erase the
                             mailbox's count of confirmation mails
                             --dry-run   show what would be deleted, delete nothing
                             --name NAME also look for published comments signed NAME

Options:
  --remote                   read the deployed store (needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN)
  --local                    read the local sandbox of netlify dev (.netlify/blobs-serve), the default
                             unless NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set
  --dir PATH                 project folder holding .netlify/ (default: this repository)
`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, value === undefined ? 1 : 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
}

/** A command line read: the command, its argument and every option, or the exit code of a usage error. */
interface LeadsCommand {
  command: string;
  /** The id of a message, `list`/`export` after `newsletter`, or the address to forget. */
  id?: string;
  remote: boolean;
  local: boolean;
  dir: string;
  out?: string;
  saveDir?: string;
  dryRun: boolean;
  names: string[];
  /** The day of the exchange `contacted` records. */
  contactedAt: Date;
}

/** Reads the options and checks the command's own arguments; a problem is told on `io` and exits. */
function parseLeadsArgs(argv: string[], io: CliIo): LeadsCommand | { exit: number } {
  const args = [...argv];
  const remote = flag(args, '--remote');
  const local = flag(args, '--local');
  const dir = resolve(option(args, '--dir') ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
  const out = option(args, '--out');
  const saveDir = option(args, '--save-attachment');
  const dryRun = flag(args, '--dry-run');
  const on = option(args, '--on');
  const names: string[] = [];
  for (let name = option(args, '--name'); name !== undefined; name = option(args, '--name')) names.push(name);
  const [command, id] = args;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return { exit: command ? 0 : 1 };
  }
  const contactedAt = on === undefined ? new Date() : new Date(`${on}T12:00:00Z`);
  const problem = usageProblem(command, id, on, contactedAt);
  if (problem) {
    io.err(problem);
    return { exit: 1 };
  }
  return { command, id, remote, local, dir, out, saveDir, dryRun, names, contactedAt };
}

/** What is wrong with a command and its argument, if anything. */
function usageProblem(command: string, id: string | undefined, on: string | undefined, contactedAt: Date) {
  if (!['list', 'show', 'export', 'newsletter', 'forget', 'contacted'].includes(command))
    return `Unknown command "${command}".\n\n${USAGE}`;
  if ((command === 'show' || command === 'contacted') && !id)
    return `${command} needs the id of a message (see \`list\`).`;
  if (
    command === 'contacted' &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(on ?? '2000-01-01') ||
      Number.isNaN(contactedAt.getTime()) ||
      contactedAt.getTime() > Date.now() + 86_400_000)
  )
    return '--on needs the day of the exchange as YYYY-MM-DD, today or earlier.';
  if (command === 'newsletter' && id !== 'list' && id !== 'export') return 'newsletter needs `list` or `export`.';
  if (command === 'forget' && !id?.includes('@'))
    return 'forget needs the e-mail address to erase: `npm run leads -- forget anna@example.ch [--dry-run]`.';
  return undefined;
}

/** Runs the command line; returns the exit code. */
export async function runLeadsCli(argv: string[], rawIo: CliIo): Promise<number> {
  // What a visitor typed reaches the terminal escaped; only a CSV file (--out) keeps its cells as they are.
  const io = visibleIo(rawIo);
  const parsed = parseLeadsArgs(argv, io);
  if ('exit' in parsed) return parsed.exit;
  const { command, remote, local, dir } = parsed;
  const chosen = await openChosenStore(STORE_NAME, { remote, local, projectRoot: dir, env: io.env });
  if ('error' in chosen) {
    io.err(chosen.error);
    return 1;
  }
  if ('noSandbox' in chosen) {
    io.err(
      `No local messages: ${chosen.noSandbox} does not exist yet. Start the site with ` +
        '`npm start` and send a message, or read the deployed store with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN.',
    );
    return command === 'show' ? 1 : 0;
  }
  const { opened } = chosen;
  try {
    if (command === 'forget') return await forgetCommand(parsed, opened, io);
    if (command === 'newsletter') return await newsletterCommand(parsed, opened, io, rawIo);
    const rows = await loadLeads(opened.store, opened.keys);
    if (command === 'list') {
      io.out(formatList(rows));
      io.err(`(${opened.where})`);
      return 0;
    }
    if (command === 'export') return await exportCommand(parsed, rows, opened, io, rawIo);
    const found = findByIdPart(rows, (r) => r.lead.id, parsed.id!);
    if (found === null) {
      io.err(`No message matches "${parsed.id}".`);
      return 1;
    }
    if ('ambiguous' in found) {
      io.err(`"${parsed.id}" matches ${found.ambiguous} messages; give more of the id.`);
      return 1;
    }
    if (command === 'contacted') return await contactedCommand(parsed, found.lead, opened, io);
    return await showCommand(parsed, found, opened, io);
  } finally {
    await opened.close();
  }
}

type LeadRow = { lead: LeadMessage; outbox?: OutboxInfo };

/** NEWSLETTER_SECRET's secrets from the environment, else (locally) the one `npm start` made in `.state/`. */
function staffNewsletterSecrets(env: NodeJS.ProcessEnv, dir: string, deployed: boolean): string[] {
  const listed = [env.NEWSLETTER_SECRET, env.NEWSLETTER_SECRET_PREVIOUS].flatMap((v) => (v ?? '').split(/[\s,]+/));
  const file = join(dir, '.state', 'newsletter-secret');
  if (!deployed && existsSync(file)) listed.push(readFileSync(file, 'utf8').trim());
  return [...new Set(listed.filter(Boolean))];
}

async function forgetCommand({ id, dryRun, names, dir }: LeadsCommand, opened: OpenedStore, io: CliIo) {
  const newsletterSecrets = staffNewsletterSecrets(io.env, dir, opened.deployed);
  // Without the secret the mailbox's count of confirmation mails cannot be found: an erasure would leave it.
  if (newsletterSecrets.length === 0) {
    const which = opened.deployed ? 'the deployed site’s value' : 'the local one';
    const local = opened.deployed ? '' : ', or start the site once with `npm start` (it keeps one in .state/)';
    io.err(
      `Nothing erased: forget needs NEWSLETTER_SECRET (${which}, and NEWSLETTER_SECRET_PREVIOUS while it rotates) ` +
        `to find the count of confirmation mails sent to the mailbox. Set it and run again${local}.`,
    );
    return 1;
  }
  const report = await forget(
    { leads: opened.store, newsletter: opened.open('newsletter'), comments: opened.open('comments') },
    id!,
    { dryRun, names, projectRoot: dir, keys: opened.keys, newsletterSecrets },
  );
  io.out(formatForgetReport(report));
  io.err(`(${opened.where})`);
  return 0;
}

async function newsletterCommand({ id, out }: LeadsCommand, opened: OpenedStore, io: CliIo, rawIo: CliIo) {
  const subscribers = await confirmedSubscriptions(opened.open('newsletter'), opened.keys);
  if (id === 'list') {
    io.out(formatSubscriptions(subscribers));
    io.err(`(${opened.where})`);
  } else if (out) {
    await writeFile(out, `\uFEFF${subscriptionsCsv(subscribers, csvCell)}`);
    io.err(`${subscribers.length} subscribers written to ${out} (${opened.where})`);
  } else {
    rawIo.out(subscriptionsCsv(subscribers, terminalCsvCell).replace(/\r\n$/, ''));
  }
  return 0;
}

async function exportCommand({ out }: LeadsCommand, rows: LeadRow[], opened: OpenedStore, io: CliIo, rawIo: CliIo) {
  const leads = rows.map((r) => r.lead);
  if (out) {
    await writeFile(out, `\uFEFF${toCsv(leads)}`);
    io.err(`${rows.length} messages written to ${out} (${opened.where})`);
  } else {
    rawIo.out(toCsv(leads, terminalCsvCell).replace(/\r\n$/, ''));
  }
  return 0;
}

/** Records a later exchange with the sender: the message is kept three years from the latest one. */
async function contactedCommand({ contactedAt }: LeadsCommand, lead: LeadMessage, opened: OpenedStore, io: CliIo) {
  const key = `messages/${lead.id}`;
  const stored = (await opened.store.get(key, { type: 'json' })) as StoredLead | null;
  if (!stored) {
    io.err(`The message ${lead.id} is no longer in the store.`);
    return 1;
  }
  const previous = stored.lastContactAt ?? stored.receivedAt;
  const lastContactAt = new Date(Math.max(Date.parse(previous), contactedAt.getTime())).toISOString();
  const updated: StoredLead = { ...stored, lastContactAt };
  await opened.store.setJSON(key, updated);
  io.out(`Last contact of ${stored.id}: ${lastContactAt.slice(0, 10)}; kept until ${keptUntil(updated)}.`);
  return 0;
}

async function showCommand({ saveDir }: LeadsCommand, found: LeadRow, opened: OpenedStore, io: CliIo) {
  io.out(formatLead(found.lead, found.outbox));
  if (saveDir && found.lead.attachment) {
    const { key, name } = found.lead.attachment;
    const data = await opened.store.get(key, { type: 'arrayBuffer' });
    if (data === null) {
      io.err('The attachment is missing from the store.');
      return 1;
    }
    await mkdir(saveDir, { recursive: true });
    const target = join(saveDir, basename(name));
    await writeFile(target, openBytes(opened.keys, new Uint8Array(data), attachmentAad(key)));
    io.err(`Attachment written to ${target}`);
  }
  return 0;
}

runWhenMain(import.meta.url, 'leads', runLeadsCli);
