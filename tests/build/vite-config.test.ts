// The Vite config loads with Node's own module loader (Vite's `configLoader: 'native'`, planned as its
// default). That loader needs every relative import reachable from vite.config.ts to name its file
// with the extension; without one, the bundling loader used today warns on every build and a later
// Vite would not load the config at all.
import { join } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

it("loads vite.config.ts and everything it imports with Node's own loader", async () => {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    undefined,
    root,
    'silent',
    undefined,
    'native',
  );
  expect(loaded?.path).toBe(join(root, 'vite.config.ts'));
  const plugins = (loaded?.config.plugins ?? []).flat().map((p) => (p && 'name' in p ? p.name : ''));
  expect(plugins).toContain('terraluce:self-hosted-fonts');
});
