/**
 * `npm run leads -- forget EMAIL [--dry-run] [--name NAME]`: the right to erasure. Deletes every record of
 * an address's mailbox (`anna+news@…` and, for Gmail, `a.n.n.a@googlemail.com` are `anna@…`'s) from every
 * store:
 *   leads       messages/<id> with its attachment and its outbox/<id> entry
 *   newsletter  subscriptions/<id> (pending or confirmed) with their outbox entries, first-version
 *               subscribers/<sha256> records, and the mailbox's count of confirmation mails
 *               (mailboxes/<keyed hash>, found with NEWSLETTER_SECRET)
 *   comments    pending comments <slug>/<id>
 * Published comments are content (content/comments/<slug>.yaml, no address in them): those signed with a
 * name found on the deleted records (or given with --name) are listed for removal (the editor's Comments
 * collection, or the file by hand) in a pull request.
 * Copies outside the stores (the notification mails in the staff mailbox, CSV files made with `export`)
 * are out of its reach: the report ends by naming them, for deletion by hand.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Store } from '@netlify/blobs';
import { parse } from 'yaml';
import { mailboxKey, mailboxOf } from '../../netlify/lib/newsletter/mailbox';
import {
  openComment,
  openLead,
  openSubscription,
  type StoredComment,
  type StoredLead,
  type StoredSubscription,
  type DataKeys,
} from '../../netlify/lib/personal';
import { readAll } from './leads-newsletter';
import { COMMENT_FILES } from '../content/collections';

export interface ForgetStores {
  leads: Store;
  newsletter: Store;
  comments: Store;
}

export interface Deletion {
  store: keyof ForgetStores;
  key: string;
  /** What the record is, for the person running the command (never the message text). */
  what: string;
}

export interface PublishedComment {
  file: string;
  id: string;
  name: string;
  date: string;
}

export interface ForgetReport {
  email: string;
  deletions: Deletion[];
  /** Names found on the records (and given with --name), matched against published comments. */
  names: string[];
  published: PublishedComment[];
  dryRun: boolean;
}

/** Whether `a` delivers to `mailbox`: sub-addresses and Gmail's aliases are the same person's. */
const same = (a: unknown, mailbox: string) => typeof a === 'string' && mailboxOf(a) === mailbox;
const normName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

interface SubscriptionRecord {
  id?: string;
  email: string;
  status?: string;
  locale?: string;
}
interface CommentRecord {
  email: string;
  name: string;
  slug: string;
  createdAt: string;
}

/** Published comments of `content/comments/*.yaml` signed with one of `names` (none when the folder is missing). */
export function findPublishedComments(projectRoot: string, names: string[]): PublishedComment[] {
  const dir = join(projectRoot, 'content', COMMENT_FILES.folder);
  if (!existsSync(dir) || names.length === 0) return [];
  const wanted = new Set(names.map(normName));
  const found: PublishedComment[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const abs = join(dir, file);
    let list: unknown;
    try {
      list = (parse(readFileSync(abs, 'utf8')) as { comments?: unknown } | null)?.comments;
    } catch {
      continue; // the content check reports a broken file; erasure looks at the readable ones
    }
    if (!Array.isArray(list)) continue;
    for (const item of list as Record<string, unknown>[]) {
      if (typeof item?.name === 'string' && wanted.has(normName(item.name))) {
        found.push({
          file: relative(projectRoot, abs),
          id: String(item.id ?? ''),
          name: item.name,
          date: item.date instanceof Date ? item.date.toISOString().slice(0, 10) : String(item.date ?? ''),
        });
      }
    }
  }
  return found;
}

export interface ForgetOptions {
  dryRun: boolean;
  names?: string[];
  projectRoot: string;
  /** The keys that open the sealed fields (records from before encryption are read without). */
  keys?: DataKeys | null;
  /** NEWSLETTER_SECRET's secrets, which name the mailbox's count of confirmation mails. */
  newsletterSecrets?: readonly string[];
}

/** Finds (and unless `dryRun`, deletes) every record of `email`'s mailbox, sub-addresses included. */
export async function forget(stores: ForgetStores, email: string, options: ForgetOptions): Promise<ForgetReport> {
  const address = mailboxOf(email);
  const deletions: Deletion[] = [];
  const names = new Set<string>((options.names ?? []).map((n) => n.trim()).filter(Boolean));

  const keys = options.keys ?? null;
  for (const { key, value: stored } of await readAll<StoredLead>(stores.leads, 'messages/')) {
    const value = openLead(keys, stored);
    if (!same(value.email, address)) continue;
    names.add(`${value.prenom} ${value.nom}`.trim());
    deletions.push({ store: 'leads', key, what: `message of ${value.receivedAt.slice(0, 10)}: "${value.sujet}"` });
    if (value.attachment) {
      deletions.push({ store: 'leads', key: value.attachment.key, what: `attachment "${value.attachment.name}"` });
    }
    if ((await stores.leads.getMetadata(`outbox/${value.id}`)) !== null) {
      deletions.push({ store: 'leads', key: `outbox/${value.id}`, what: 'notification waiting in the outbox' });
    }
  }

  for (const prefix of ['subscriptions/', 'subscribers/']) {
    for (const { key, value: stored } of await readAll<StoredSubscription>(stores.newsletter, prefix)) {
      const value: SubscriptionRecord = openSubscription(keys, stored);
      if (!same(value.email, address)) continue;
      deletions.push({
        store: 'newsletter',
        key,
        what: `newsletter subscription (${value.status ?? 'unconfirmed, first version'}${value.locale ? `, ${value.locale}` : ''})`,
      });
      if (value.id) {
        for await (const page of stores.newsletter.list({ prefix: `outbox/${value.id}`, paginate: true })) {
          for (const blob of page.blobs) {
            deletions.push({ store: 'newsletter', key: blob.key, what: 'confirmation mail waiting in the outbox' });
          }
        }
      }
    }
  }

  for (const secret of options.newsletterSecrets ?? []) {
    const key = mailboxKey(secret, address);
    if ((await stores.newsletter.getMetadata(key)) !== null)
      deletions.push({ store: 'newsletter', key, what: 'count of confirmation mails sent to the mailbox' });
  }

  const comments = (await readAll<StoredComment>(stores.comments, '')).filter((r) => !r.key.startsWith('state/'));
  for (const { key, value: stored } of comments) {
    const value: CommentRecord = openComment(keys, stored);
    if (!same(value.email, address)) continue;
    names.add(value.name.trim());
    deletions.push({
      store: 'comments',
      key,
      what: `pending comment on "${value.slug}" (${value.createdAt.slice(0, 10)})`,
    });
  }

  if (!options.dryRun) {
    for (const d of deletions) await stores[d.store].delete(d.key);
  }
  const nameList = [...names];
  return {
    email: address,
    deletions,
    names: nameList,
    published: findPublishedComments(options.projectRoot, nameList),
    dryRun: options.dryRun,
  };
}

export function formatForgetReport(report: ForgetReport): string {
  const lines: string[] = [];
  if (report.deletions.length === 0) {
    lines.push(`No record of ${report.email} in the stores.`);
  } else {
    lines.push(
      `${report.dryRun ? 'Would delete' : 'Deleted'} ${report.deletions.length} record${report.deletions.length === 1 ? '' : 's'} of ${report.email}:`,
    );
    for (const d of report.deletions) lines.push(`  ${d.store}/${d.key}  ${d.what}`);
  }
  if (report.published.length > 0) {
    lines.push(
      '',
      'Published comments signed with the same name (content, no address in them): remove them in the editor',
      '(/admin/, Comments) or by hand, in a pull request:',
    );
    for (const c of report.published) lines.push(`  ${c.file}  id ${c.id}  ${c.date}  "${c.name}"`);
  } else if (report.names.length > 0) {
    lines.push(
      '',
      `No published comment signed ${report.names.map((n) => `"${n}"`).join(' or ')} in content/${COMMENT_FILES.folder}/.`,
    );
  }
  lines.push(
    '',
    `Not in the stores, so not deleted: delete by hand the notification mails about ${report.email} in the mailbox`,
    'that receives them (CONTACT_TO), attachments included, and any CSV made with `leads export` or',
    '`leads newsletter export` that holds the address.',
  );
  if (report.dryRun) lines.push('', 'Nothing was deleted (--dry-run).');
  return lines.join('\n');
}
