/**
 * `npm run leads -- newsletter list | export` and `forget EMAIL [--dry-run]` against the local sandbox
 * netlify dev writes (.netlify/blobs-serve, site `unlinked`), filled by the real functions.
 */
import '../helpers/generate-strings';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import comments from '../../netlify/functions/comments.mts';
import contact from '../../netlify/functions/contact.mts';
import newsletter from '../../netlify/functions/newsletter.mts';
import confirmFn from '../../netlify/functions/newsletter-confirm.mts';
import { subscriptionId } from '../../netlify/lib/newsletter/subscriptions';
import { signToken } from '../../netlify/lib/newsletter/token';
import { runLeadsCli } from '../../scripts/staff/leads';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { cliOutput } from '../helpers/cli-output';
import { PDF_BYTES, SITE, VALID_CONTACT, contextFor, fileOf, formRequest, nextIp } from '../helpers/requests';

const SECRET = 'leads-forget-test-secret-0123456789abcdef';
const ELISE = VALID_CONTACT.email!; // elise.rochat@example.ch, "Élise Rochat"
const OTHER = 'jean.muller@example.fr';
let project: string;
let sandbox: BlobsSandbox;
/** The sandbox's Blobs context; the CLI removes it from the environment, the checks put it back. */
let blobsContext: string;
const pointAtSandbox = () => {
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext;
};

const cli = (...argv: string[]) => cliOutput(runLeadsCli, argv);

async function post(
  fn: (req: Request, ctx: never) => Promise<Response>,
  path: string,
  fields: Record<string, string | File>,
) {
  const ip = nextIp();
  const res = await fn(formRequest(fields, { path, ip }), contextFor(ip));
  expect(res.status).toBe(200);
}

/** Every key of every store the erasure covers. */
async function allKeys(): Promise<string[]> {
  pointAtSandbox();
  const keys = await Promise.all(
    ['leads', 'newsletter', 'comments'].map(async (name) => (await sandbox.keys(name)).map((k) => `${name}/${k}`)),
  );
  return keys.flat().sort();
}

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'leads-forget-'));
  sandbox = await startBlobs({ directory: join(project, '.netlify', 'blobs-serve'), siteID: 'unlinked' });
  blobsContext = process.env.NETLIFY_BLOBS_CONTEXT!;
  process.env.NEWSLETTER_SECRET = SECRET;
  // Where `npm start` keeps the local secret, which the command reads for the local sandbox.
  await mkdir(join(project, '.state'));
  await writeFile(join(project, '.state', 'newsletter-secret'), SECRET);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // No SMTP: the contact notification and the confirmation mails wait in their outboxes.
  await post(contact, '/api/contact', { ...VALID_CONTACT, file: fileOf('Plan terrasse.pdf', PDF_BYTES) });
  await post(contact, '/api/contact', { ...VALID_CONTACT, email: OTHER, prenom: 'Jean', nom: 'Muller' });
  await post(newsletter, '/api/newsletter', { email: 'Elise.Rochat@Example.ch', locale: 'fr', page: '/fr/conseils/' });
  await post(newsletter, '/api/newsletter', { email: OTHER, locale: 'de', page: '/de/' });
  await post(newsletter, '/api/newsletter', { email: 'pending.only@example.ch', locale: 'it' });
  for (const email of [ELISE, OTHER]) {
    const token = signToken(SECRET, subscriptionId(SECRET, email), 'confirm', new Date(Date.now() + 60_000));
    // Opening the link sets the page's cookie; the page's button confirms with it.
    const landing = await confirmFn(new Request(`${SITE}/api/newsletter/confirm?token=${token}`));
    const cookie = landing.headers.get('set-cookie')!.split(';')[0]!;
    const button = new Request(`${SITE}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, Cookie: cookie },
      body: 'locale=fr',
    });
    expect((await confirmFn(button)).headers.get('location')).toMatch(/^\/(fr|de)\/newsletter\/confirmation\/$/);
  }
  const comment = { slug: 'choisir-carport', locale: 'fr', website: '', message: 'Très utile, merci.' };
  await post(comments, '/api/comments', { ...comment, name: 'Élise Rochat', email: ELISE });
  await post(comments, '/api/comments', { ...comment, name: 'Jean Muller', email: OTHER });
  vi.restoreAllMocks();
});

afterAll(async () => {
  await sandbox.stop();
  delete process.env.NEWSLETTER_SECRET;
  await rm(project, { recursive: true, force: true });
});

describe('leads newsletter', () => {
  it('lists the confirmed subscribers only', async () => {
    const { code, out } = await cli('newsletter', 'list', '--dir', project);
    expect(code).toBe(0);
    expect(out).toContain(ELISE);
    expect(out).toContain(OTHER);
    expect(out).not.toContain('pending.only@example.ch');
    expect(out).toContain('2 confirmed subscribers.');
  });

  it('exports them as CSV with the consent time, language and page', async () => {
    const { code, out } = await cli('newsletter', 'export', '--dir', project);
    expect(code).toBe(0);
    const [header, ...rows] = out.split('\r\n');
    expect(header).toBe('email,consentAt,locale,page,requestedAt');
    expect(rows).toHaveLength(2);
    const elise = rows.find((r) => r.startsWith(ELISE))!.split(',');
    expect(elise[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(elise.slice(2, 4)).toEqual(['fr', '/fr/conseils/']);
  });
});

describe('leads forget', () => {
  it('refuses to run without an address', async () => {
    expect((await cli('forget', '--dir', project)).code).toBe(1);
  });

  it('erases nothing, and says which variable to set, when it cannot find the mailbox’s count', async () => {
    const before = await allKeys();
    const secretFile = join(project, '.state', 'newsletter-secret');
    await rename(secretFile, `${secretFile}.away`);
    try {
      const local = await cli('forget', ELISE, '--dir', project);
      expect(local.code).toBe(1);
      expect(local.err).toMatch(/^Nothing erased: forget needs NEWSLETTER_SECRET \(the local one.*`npm start`/);
    } finally {
      await rename(`${secretFile}.away`, secretFile);
    }
    expect(await allKeys()).toEqual(before);
    // The deployed store's count is named with production's secret, never the local one in .state/; the
    // command refuses before it reaches the (here unreachable) deployed store.
    const deployed = { NETLIFY_SITE_ID: 'site-that-is-not-reached', NETLIFY_AUTH_TOKEN: 'token-that-is-not-sent' };
    for (const argv of [['--remote'], []]) {
      const remote = await cliOutput(runLeadsCli, ['forget', ELISE, ...argv, '--dir', project], deployed);
      expect(remote.code, argv.join(' ')).toBe(1);
      expect(remote.err).toMatch(/^Nothing erased: forget needs NEWSLETTER_SECRET \(the deployed site’s value/);
    }
    expect(await allKeys()).toEqual(before);
  });

  it('--dry-run lists every record of the address and deletes none (no content/comments/ yet)', async () => {
    const before = await allKeys();
    const { code, out } = await cli('forget', ELISE.toUpperCase(), '--dry-run', '--dir', project);
    expect(code).toBe(0);
    expect(out).toMatch(/^Would delete 6 records of elise\.rochat@example\.ch:/);
    expect(out).toMatch(/leads\/messages\/\S+ +message of/);
    expect(out).toMatch(/leads\/attachments\/\S+ +attachment "Plan terrasse\.pdf"/);
    expect(out).toMatch(/leads\/outbox\/\S+ +notification waiting/);
    expect(out).toMatch(/newsletter\/subscriptions\/\S+ +newsletter subscription \(confirmed, fr\)/);
    expect(out).toMatch(/newsletter\/mailboxes\/\S+ +count of confirmation mails/);
    expect(out).toMatch(/comments\/choisir-carport\/\S+ +pending comment/);
    expect(out).toContain('No published comment signed "Élise Rochat" in content/comments/.');
    expect(out).toContain('Nothing was deleted (--dry-run).');
    // What it cannot reach is said, not left for staff to guess.
    expect(out).toContain('delete by hand the notification mails about elise.rochat@example.ch');
    expect(out).toContain('`leads export`');
    expect(await allKeys()).toEqual(before);
  });

  it('deletes every record of the address, keeps the others, and lists published comments by name', async () => {
    await mkdir(join(project, 'content', 'comments'), { recursive: true });
    await writeFile(
      join(project, 'content', 'comments', 'choisir-carport.yaml'),
      [
        'comments:',
        '  - id: 20261120T090000Z-aaaa',
        '    name: Élise Rochat',
        '    date: 2026-11-20',
        '    locale: fr',
        '    message: |-',
        '      Merci pour cet article.',
        '  - id: 20261121T090000Z-jean-muller',
        '    name: Jean Muller',
        '    date: 2026-11-21',
        '    locale: de',
        '    message: Danke.',
        '',
      ].join('\n'),
    );
    const before = await allKeys();
    const { code, out } = await cli('forget', ELISE, '--dir', project);
    expect(code).toBe(0);
    expect(out).toMatch(/^Deleted 6 records of elise\.rochat@example\.ch:/);
    expect(out).toContain(
      'content/comments/choisir-carport.yaml  id 20261120T090000Z-aaaa  2026-11-20  "Élise Rochat"',
    );
    expect(out).not.toContain('Jean Muller');
    const after = await allKeys();
    expect(before.length - after.length).toBe(6);
    // Nothing left that holds the address; the other visitor's records are all there.
    pointAtSandbox();
    for (const name of ['leads', 'newsletter', 'comments'] as const) {
      for (const key of await sandbox.keys(name)) {
        const value = await sandbox.store(name).get(key);
        expect(value ?? '').not.toMatch(/elise\.rochat@example\.ch/i);
      }
    }
    expect((await cli('newsletter', 'list', '--dir', project)).out).toContain(OTHER);
    expect((await cli('list', '--dir', project)).out).toContain(OTHER);

    const again = await cli('forget', ELISE, '--dir', project);
    expect(again.out).toContain('No record of elise.rochat@example.ch in the stores.');
  });

  it('finds published comments by a name given with --name', async () => {
    const { out } = await cli('forget', 'nobody@example.ch', '--dry-run', '--name', 'jean  muller', '--dir', project);
    expect(out).toContain('id 20261121T090000Z-jean-muller');
  });
});
