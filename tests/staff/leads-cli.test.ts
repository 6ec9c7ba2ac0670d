/**
 * scripts/staff/leads.ts reads the local sandbox netlify dev writes (.netlify/blobs-serve, site `unlinked`).
 */
import '../helpers/generate-strings';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { csvCell, runLeadsCli, toCsv } from '../../scripts/staff/leads';
import type { LeadMessage } from '../../netlify/lib/store';
import { CONTACT_TEXT_FIELDS } from '../../src/schemas/contact-fields';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { cliOutput } from '../helpers/cli-output';
import { PDF_BYTES, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp } from '../helpers/requests';

const run = promisify(execFile);
let project: string;
let sandbox: BlobsSandbox;

const cli = (...argv: string[]) => cliOutput(runLeadsCli, argv);

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'leads-cli-'));
  // What `netlify dev` does for an unlinked site: a BlobsServer on <project>/.netlify/blobs-serve.
  sandbox = await startBlobs({ directory: join(project, '.netlify', 'blobs-serve'), siteID: 'unlinked' });
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const submissions = [
    { ...VALID_CONTACT, file: fileOf('Plan terrasse.pdf', PDF_BYTES) },
    {
      ...VALID_CONTACT,
      nom: '=HYPERLINK("http://evil.example")',
      prenom: 'Jean, "le chef"',
      sujet: '+41 carport',
      email: 'jean@example.fr',
      locale: 'en',
    },
  ];
  for (const fields of submissions) {
    const ip = nextIp();
    const res = await contact(formRequest(fields, { ip }), contextFor(ip));
    expect(res.status).toBe(200);
  }
  vi.restoreAllMocks();
  await sandbox.stop();
});

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('leads CLI', () => {
  it('decrypts with the key `npm start` keeps in .state/, and without any key reads nothing in clear', async () => {
    const io = (out: string[]) => ({
      out: (t: string) => void out.push(t),
      err: (t: string) => void out.push(t),
      env: {},
    });
    const without: string[] = [];
    await expect(runLeadsCli(['list', '--dir', project], io(without))).rejects.toThrow(/PERSONAL_DATA_KEY/);
    expect(without.join('\n')).not.toContain('Rochat');
    await mkdir(join(project, '.state'), { recursive: true });
    await writeFile(join(project, '.state', 'personal-data-key'), `${process.env.PERSONAL_DATA_KEY}\n`);
    try {
      const withKey: string[] = [];
      expect(await runLeadsCli(['list', '--dir', project], io(withKey))).toBe(0);
      expect(withKey.join('\n')).toContain('Élise Rochat');
    } finally {
      await rm(join(project, '.state'), { recursive: true, force: true });
    }
  });

  it('lists the messages of the local sandbox with their mail status', async () => {
    const { code, out, err } = await cli('list', '--dir', project);
    expect(code).toBe(0);
    expect(out).toContain('Élise Rochat');
    expect(out).toContain('elise.rochat@example.ch');
    expect(out).toContain('Pergola bioclimatique');
    expect(out).toMatch(/waiting/); // no SMTP configured: both wait in the outbox
    expect(out).toContain('2 messages.');
    expect(err).toContain('blobs-serve');
  });

  it('shows one message by a unique part of its id and saves its attachment', async () => {
    const list = await cli('list', '--dir', project);
    const id = /^(\d{8}T\S+)/m.exec(list.out)![1]!;
    const saveDir = join(project, 'out');
    const shown = await cli('show', id.slice(-12), '--dir', project, '--save-attachment', saveDir);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`ID:          ${id}`);
    expect(shown.out).toContain('Attachment:  Plan terrasse.pdf');
    expect(shown.out).toContain('Company:     Atelier Rochat');
    expect(shown.out).toContain('Language:    fr');
    expect(new Uint8Array(await readFile(join(saveDir, 'Plan terrasse.pdf')))).toEqual(PDF_BYTES);
    expect((await cli('show', 'no-such-id', '--dir', project)).code).toBe(1);
  });

  it('exports CSV with RFC 4180 quoting and formula neutralising', async () => {
    const { code, out } = await cli('export', '--dir', project);
    expect(code).toBe(0);
    const lines = out.split('\r\n');
    expect(lines[0]).toBe(
      'id,receivedAt,nom,prenom,email,telephone,societe,sujet,message,locale,page,attachmentName,attachmentKey,mailedAt',
    );
    expect(out).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(out).toContain(`"Jean, ""le chef"""`);
    expect(out).toContain(`'+41 carport`);
    expect(out).toContain(`'+41 79 123 45 67`);
    expect(out).toContain('"Bonjour,\nnous aimerions');
  });

  it('quotes cells as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])
      expect(csvCell(risky).startsWith("'") || csvCell(risky).startsWith(`"'`)).toBe(true);
    expect(csvCell(null)).toBe('');
    const lead: LeadMessage = {
      version: 1,
      id: 'x',
      receivedAt: 'r',
      locale: 'en',
      nom: 'n',
      prenom: 'p',
      email: 'e',
      telephone: 't',
      societe: '',
      sujet: 's',
      message: 'm',
      mailedAt: null,
    };
    expect(toCsv([lead]).split('\r\n')[1]).toBe('x,r,n,p,e,t,,s,m,en,,,,');
    expect(toCsv([lead]).endsWith('\r\n')).toBe(true);
  });

  it("writes each message's cells in the header's columns, one for one", () => {
    // Every value is its column's name, so a row in the header's order reads as the header itself.
    const lead = {
      version: 1,
      id: 'id',
      receivedAt: 'receivedAt',
      ...Object.fromEntries(CONTACT_TEXT_FIELDS.map((field) => [field, field])),
      locale: 'locale',
      page: 'page',
      attachment: { key: 'attachmentKey', name: 'attachmentName', type: 'application/pdf', size: 1 },
      mailedAt: 'mailedAt',
    } as unknown as LeadMessage;
    const [header, row] = toCsv([lead]).split('\r\n');
    expect(row!.split(',')).toEqual(header!.split(','));
  });

  it('explains what is missing', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'leads-empty-'));
    try {
      const none = await cli('list', '--dir', empty);
      expect(none.code).toBe(0);
      expect(none.err).toContain('No local messages');
      expect((await cli('list', '--remote')).err).toContain('NETLIFY_SITE_ID');
      expect((await cli('frobnicate')).code).toBe(1);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('runs from the command line with tsx', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const env = { ...process.env };
    delete env.NETLIFY_SITE_ID;
    delete env.NETLIFY_AUTH_TOKEN;
    const { stdout } = await run(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/staff/leads.ts'), 'list', '--dir', project],
      { env },
    );
    expect(stdout).toContain('2 messages.');
  });
});
