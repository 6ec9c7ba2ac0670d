/**
 * Opens a Netlify Blobs store from a staff command line (`npm run leads`, `npm run comments`):
 *   - the deployed store with a site id and a personal access token (NETLIFY_SITE_ID and
 *     NETLIFY_AUTH_TOKEN, or `--remote`);
 *   - or (by default, or with `--local`) the local sandbox that `netlify dev` writes:
 *     `.netlify/blobs-serve/` in the project (netlify-cli starts a `BlobsServer` on that directory;
 *     this module starts its own `BlobsServer` on the same directory and reads it with the real
 *     client). The site id there is the linked site's (`.netlify/state.json`) or `unlinked`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { dataKeys, type DataKeys } from '../../netlify/lib/personal';

export interface OpenedStore {
  store: Store;
  /**
   * The keys that decrypt the visitors' fields (netlify/lib/personal.ts): PERSONAL_DATA_KEY from the
   * environment, or for the local sandbox the key `npm start` made in `.state/personal-data-key`; null when
   * neither is there (records then read as ciphertext, and a command that needs them says what to set).
   */
  keys: DataKeys | null;
  /** Another store of the same site (`newsletter`, `comments`). */
  open: (name: string) => Store;
  where: string;
  /** Whether it is the deployed site's store (whose secrets are production's, not the ones in `.state/`). */
  deployed: boolean;
  close: () => Promise<void>;
}

/** Where `netlify dev` keeps the local sandbox of a project. */
export const sandboxDirectory = (projectRoot: string) => join(projectRoot, '.netlify', 'blobs-serve');

/** Site id of the local sandbox: the linked site's, else `unlinked`, else the only one there. */
export function localSiteId(projectRoot: string): string {
  const entries = join(sandboxDirectory(projectRoot), 'entries');
  const present = existsSync(entries) ? readdirSync(entries) : [];
  try {
    const state = JSON.parse(readFileSync(join(projectRoot, '.netlify', 'state.json'), 'utf8')) as { siteId?: unknown };
    if (typeof state.siteId === 'string' && present.includes(state.siteId)) return state.siteId;
  } catch {
    // not linked
  }
  if (present.includes('unlinked') || present.length !== 1) return 'unlinked';
  return present[0]!;
}

/** Opens store `name` in the local sandbox of `netlify dev` (null when nothing was ever stored there). */
export async function openLocalBlobs(projectRoot: string, name: string): Promise<OpenedStore | null> {
  const directory = sandboxDirectory(projectRoot);
  if (!existsSync(directory)) return null;
  const token = randomUUID();
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const siteID = localSiteId(projectRoot);
  const open = (other: string) =>
    getStore({ name: other, siteID, token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' });
  return {
    store: open(name),
    open,
    keys: null,
    where: `local sandbox ${directory} (site ${siteID})`,
    deployed: false,
    close: () => server.stop(),
  };
}

/** Opens store `name` of the deployed site with a site id and a personal access token. */
export function openRemoteBlobs(name: string, siteID: string, token: string): OpenedStore {
  const open = (other: string) => getStore({ name: other, siteID, token, consistency: 'strong' });
  return {
    store: open(name),
    open,
    keys: null,
    where: `deployed store of site ${siteID}`,
    deployed: true,
    close: async () => undefined,
  };
}

/**
 * Forgets a Blobs context inherited from the environment (e.g. inside `netlify dev`), which would
 * otherwise override the store a command chose.
 */
export function dropInheritedBlobsContext(env: NodeJS.ProcessEnv): void {
  delete env.NETLIFY_BLOBS_CONTEXT;
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  delete (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext;
}

/** The store options of a staff command line, and the environment it runs in. */
export interface StoreChoice {
  /** `--remote`: the deployed store, whatever the default. */
  remote?: boolean;
  /** `--local`: the local sandbox, even when the environment names a deployed site. */
  local?: boolean;
  /** The project folder whose sandbox `--local` reads (`--dir`). */
  projectRoot: string;
  env: NodeJS.ProcessEnv;
}

export type ChosenStore =
  | { opened: OpenedStore }
  /** `--remote` without the site id and token it needs. */
  | { error: string }
  /** The local sandbox, which does not exist yet: nothing was ever stored there. */
  | { noSandbox: string };

/**
 * Opens store `name` where the command line asks: the deployed store with `--remote`, or by default
 * when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set; otherwise the local sandbox.
 */
export async function openChosenStore(name: string, choice: StoreChoice): Promise<ChosenStore> {
  dropInheritedBlobsContext(choice.env);
  const siteID = choice.env.NETLIFY_SITE_ID?.trim();
  const token = choice.env.NETLIFY_AUTH_TOKEN?.trim();
  if (choice.remote || (!choice.local && siteID && token)) {
    if (!siteID || !token) {
      return {
        error: '--remote needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token) in the environment.',
      };
    }
    return { opened: { ...openRemoteBlobs(name, siteID, token), keys: dataKeys(choice.env) } };
  }
  const opened = await openLocalBlobs(choice.projectRoot, name);
  if (!opened) return { noSandbox: sandboxDirectory(choice.projectRoot) };
  return { opened: { ...opened, keys: dataKeys(choice.env) ?? localDataKeys(choice.projectRoot) } };
}

/** Where `npm start` keeps the local key (scripts/local/serve.sh). */
export const localKeyFile = (projectRoot: string) => join(projectRoot, '.state', 'personal-data-key');

/** The key `npm start` made for the local sandbox, or null. */
export function localDataKeys(projectRoot: string): DataKeys | null {
  const file = localKeyFile(projectRoot);
  return existsSync(file) ? dataKeys({ PERSONAL_DATA_KEY: readFileSync(file, 'utf8').trim() }) : null;
}

/** Runs `fn` over the items with at most `limit` at a time, results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every key under `prefix`, all pages, sorted. */
export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key));
  return keys.sort();
}
