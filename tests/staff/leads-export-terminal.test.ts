/**
 * `leads export` to standard output: what a visitor typed reaches the terminal as visible escapes (an ESC
 * sequence or a bidi override would act on the terminal or reorder what staff read), and no cell starts a
 * spreadsheet formula. The record is written straight into the store, as one stored before the form
 * refused such characters would be.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadMessage } from '../../netlify/lib/store';
import { runLeadsCli } from '../../scripts/staff/leads';
import { startBlobs } from '../helpers/blobs';
import { cliOutput } from '../helpers/cli-output';

let project: string;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'leads-export-'));
  const sandbox = await startBlobs({ directory: join(project, '.netlify', 'blobs-serve'), siteID: 'unlinked' });
  const message: LeadMessage = {
    version: 1,
    id: '20261127T100000.000Z-0b0e6f53-2f5c-4a8e-9a37-0d6b3a4c1e11',
    receivedAt: '2026-11-27T10:00:00.000Z',
    locale: 'ar',
    nom: 'Evil\u001b]0;pwned\u0007\u001b[2J',
    prenom: 'Anna\u202egnp.exe',
    email: 'anna@example.ch',
    telephone: '-2+3',
    societe: ' =HYPERLINK("http://evil.example")',
    sujet: '@SUM(1+1)\u009b31m',
    message: 'مرحبًا\u200f\nline two',
    mailedAt: null,
  };
  await sandbox.store('leads').setJSON(`messages/${message.id}`, message);
  await sandbox.stop();
});
afterAll(() => rm(project, { recursive: true, force: true }));

describe('leads export to standard output', () => {
  it('writes no control or bidi character and starts no formula', async () => {
    const { code, out } = await cliOutput(runLeadsCli, ['export', '--dir', project]);
    expect(code).toBe(0);
    const body = out.replace(/\r\n/g, '\n');
    expect(body).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(body).toContain('Evil\\u{001B}]0;pwned\\u{0007}');
    expect(body).toContain('Anna\\u{202E}gnp.exe');
    const cells = body.split('\n')[1]!.split(',');
    for (const risky of ['-2+3', 'HYPERLINK', '@SUM']) {
      const cell = cells.find((c) => c.includes(risky))!;
      expect(cell, risky).toMatch(/^"?'/);
    }
    expect(body).toContain('مرحبًا');
  });
});
