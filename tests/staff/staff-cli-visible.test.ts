/**
 * What a visitor typed reaches staff's terminal with its hidden characters written out: C1 controls and
 * bidi overrides pass the form rules (they are text), so the staff command lines escape them.
 */
import '../helpers/generate-strings';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { runLeadsCli } from '../../scripts/staff/leads';
import { visible } from '../../scripts/staff/cli';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { cliOutput } from '../helpers/cli-output';
import { VALID_CONTACT, contextFor, formRequest, nextIp } from '../helpers/requests';

const RLO = '\u202e';
const CSI = '\u009b';
let project: string;
let sandbox: BlobsSandbox;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'leads-visible-'));
  sandbox = await startBlobs({ directory: join(project, '.netlify', 'blobs-serve'), siteID: 'unlinked' });
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const ip = nextIp();
  const fields = {
    ...VALID_CONTACT,
    prenom: `Eve${RLO}fdp.exe`,
    sujet: `Facture${RLO}gpj.exe`,
    message: `Bonjour${CSI}2J\nligne deux\u2066cachée\u2069`,
  };
  const res = await contact(formRequest(fields, { ip }), contextFor(ip));
  expect(res.status).toBe(200);
  vi.restoreAllMocks();
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

  it('keep the CSV export as the data is', async () => {
    const csv = await cliOutput(runLeadsCli, ['export', '--dir', project]);
    expect(csv.out).toContain(RLO);
  });
});
