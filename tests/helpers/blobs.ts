/**
 * A real Netlify Blobs sandbox for tests: `BlobsServer` on a temporary directory, and the
 * NETLIFY_BLOBS_CONTEXT variable the `@netlify/blobs` client reads (base64 JSON with siteID, token,
 * edgeURL, uncachedEdgeURL), so the functions run their real client against it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface BlobsSandbox {
  directory: string;
  url: string;
  siteID: string;
  token: string;
  store: (name: string) => Store;
  /** Every key of a store (all pages). */
  keys: (name: string, prefix?: string) => Promise<string[]>;
  stop: () => Promise<void>;
}

export async function startBlobs(options: { directory?: string; siteID?: string } = {}): Promise<BlobsSandbox> {
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 'blobs-test-')));
  const token = 'test-token';
  const siteID = options.siteID ?? 'test-site';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = { siteID, token, edgeURL: url, uncachedEdgeURL: url };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  const store = (name: string) => getStore({ name, consistency: 'strong' });
  return {
    directory,
    url,
    siteID,
    token,
    store,
    async keys(name, prefix) {
      const keys: string[] = [];
      for await (const page of store(name).list({ paginate: true, ...(prefix ? { prefix } : {}) })) {
        keys.push(...page.blobs.map((b) => b.key));
      }
      return keys.sort();
    },
    async stop() {
      await server.stop();
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
