/**
 * What a visitor typed reaches staff's terminal with its hidden characters written out: a stored message
 * holding C1 controls or bidi overrides (from before the form refused and stripped them) is escaped by the
 * staff command lines, the CSV export to standard output included.
 */
import '../helpers/generate-strings';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadMessage } from '../../netlify/lib/store';
import { runLeadsCli } from '../../scripts/staff/leads';
import { visible } from '../../scripts/staff/cli';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { cliOutput } from '../helpers/cli-output';
import { VALID_CONTACT } from '../helpers/requests';

const RLO = '\u202e';
const CSI = '\u009b';
let project: string;
let sandbox: BlobsSandbox;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'leads-visible-'));
  sandbox = await startBlobs({ directory: join(project, '.netlify', 'blobs-serve'), siteID: 'unlinked' });
  // Stored as it is: the contact form refuses C1 controls and strips bidi controls now, but messages stored
  // before it did, or written by other means, may hold them.
  const message: LeadMessage = {
    version: 1,
    id: '20261120T090000.000Z-6f1c2a4e-9b7d-4c3e-8a51-2d0e4f6b7a90',
    receivedAt: '2026-11-20T09:00:00.000Z',
    locale: 'fr',
    nom: VALID_CONTACT.nom!,
    prenom: `Eve${RLO}fdp.exe`,
    email: VALID_CONTACT.email!,
    telephone: VALID_CONTACT.telephone!,
    societe: VALID_CONTACT.societe!,
    sujet: `Facture${RLO}gpj.exe`,
    message: `Bonjour${CSI}2J\nligne deux\u2066cachée\u2069`,
    mailedAt: null,
  };
  await sandbox.store('leads').setJSON(`messages/${message.id}`, message);
  await sandbox.stop();
});

afterAll(() => rm(project, { recursive: true, force: true }));

describe('staff command lines', () => {
  it('write hidden characters as escapes and keep tabs and line breaks', () => {
    expect(visible(`a${RLO}b\u0000c\u001bd\u0085e\u200ff\tg\nh\ri`)).toBe(
      'a\\u{202E}b\\u{0000}c\\u{001B}d\\u{0085}e\\u{200F}f\tg\nh\\u{000D}i',
    );
    expect(visible('Élise مرحبا 日本')).toBe('Élise مرحبا 日本');
  });

  it('list and show a message with its bidi override and C1 control escaped', async () => {
    const list = await cliOutput(runLeadsCli, ['list', '--dir', project]);
    const id = /^(\d{8}T\S+)/m.exec(list.out)?.[1];
    expect(id).toBeDefined();
    const show = await cliOutput(runLeadsCli, ['show', id!, '--dir', project]);
    for (const out of [list.out, show.out]) {
      expect(out).not.toMatch(/[\u202e\u009b\u2066\u2069]/);
      expect(out).toContain('\\u{202E}');
    }
    expect(show.out).toContain('Bonjour\\u{009B}2J\nligne deux\\u{2066}cachée\\u{2069}');
  });

  it('keep the data as it is in a CSV file, and escape it in an export to the terminal', async () => {
    const file = join(project, 'leads.csv');
    await cliOutput(runLeadsCli, ['export', '--out', file, '--dir', project]);
    expect(await readFile(file, 'utf8')).toContain(RLO);
    const csv = await cliOutput(runLeadsCli, ['export', '--dir', project]);
    expect(csv.out).not.toContain(RLO);
    expect(csv.out).toContain('\\u{202E}');
  });
});
