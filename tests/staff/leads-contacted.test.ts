/**
 * `npm run leads -- contacted ID`: a later exchange with the sender moves the message's last contact, which
 * the scheduled retention counts its three years from.
 */
import '../helpers/generate-strings';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { applyRetention } from '../../netlify/lib/retention';
import type { LeadMessage } from '../../netlify/lib/store';
import { runLeadsCli } from '../../scripts/staff/leads';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { cliOutput } from '../helpers/cli-output';
import { VALID_CONTACT, contextFor, formRequest, nextIp } from '../helpers/requests';

let project: string;
const cli = (...argv: string[]) => cliOutput(runLeadsCli, [...argv, '--dir', project]);

/** The project's local store, opened for `run` only: the command line opens it itself in between. */
async function withStore<T>(run: (sandbox: BlobsSandbox) => Promise<T>): Promise<T> {
  const sandbox = await startBlobs({ directory: join(project, '.netlify', 'blobs-serve'), siteID: 'unlinked' });
  try {
    return await run(sandbox);
  } finally {
    await sandbox.stop();
  }
}

async function storedMessage(): Promise<{ key: string; message: LeadMessage }> {
  return withStore(async (sandbox) => {
    const [key] = await sandbox.keys('leads', 'messages/');
    return { key: key!, message: (await sandbox.store('leads').get(key!, { type: 'json' })) as LeadMessage };
  });
}

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'leads-contacted-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const ip = nextIp();
  await withStore(async (sandbox) => {
    expect((await contact(formRequest(VALID_CONTACT, { ip }), contextFor(ip))).status).toBe(200);
    // Make it a message of two years ago.
    const [key] = await sandbox.keys('leads', 'messages/');
    const message = (await sandbox.store('leads').get(key!, { type: 'json' })) as LeadMessage;
    const twoYearsAgo = new Date(Date.parse(message.receivedAt) - 2 * 365 * 86_400_000).toISOString();
    await sandbox.store('leads').setJSON(key!, { ...message, receivedAt: twoYearsAgo, lastContactAt: twoYearsAgo });
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await rm(project, { recursive: true, force: true });
});

describe('leads contacted', () => {
  it('stores the day of arrival as the first contact, and shows until when the message is kept', async () => {
    const { message } = await storedMessage();
    expect(message.lastContactAt).toBe(message.receivedAt);
    const { out } = await cli('show', message.id.slice(-12));
    const year = Number(message.receivedAt.slice(0, 4)) + 3;
    expect(out).toContain(`Kept until:  ${year}${message.receivedAt.slice(4, 10)}`);
  });

  it('moves the last contact, which retention then counts from', async () => {
    const { key, message } = await storedMessage();
    const id = message.id;
    const today = new Date().toISOString().slice(0, 10);
    const { code, out } = await cli('contacted', id.slice(-12));
    expect(code).toBe(0);
    expect(out).toContain(`Last contact of ${id}: ${today}`);
    const { message: stored } = await storedMessage();
    expect(stored.lastContactAt!.slice(0, 10)).toBe(today);
    // A day past three years after arrival, but not after the exchange: kept.
    const arrivalPlus3y = new Date(stored.receivedAt);
    arrivalPlus3y.setUTCFullYear(arrivalPlus3y.getUTCFullYear() + 3);
    const kept = await withStore(async (sandbox) => {
      await applyRetention(sandbox.store('leads'), new Date(arrivalPlus3y.getTime() + 86_400_000));
      return sandbox.keys('leads', 'messages/');
    });
    expect(kept).toEqual([key]);
  });

  it('refuses a day in the future or in another shape', async () => {
    const { key } = await storedMessage();
    for (const on of ['2999-01-01', '15.03.2026']) {
      const { code, err } = await cli('contacted', key.slice(-12), '--on', on);
      expect(code).toBe(1);
      expect(err).toContain('YYYY-MM-DD');
    }
  });
});
